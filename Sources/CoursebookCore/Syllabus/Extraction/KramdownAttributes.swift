/// kramdown's attribute lists (`{: .label .label-purple }`, `{:.note}`), which Just the Docs and
/// Jekyll pages write after a span or a block to style it. GitHub shows them as text, but they
/// say nothing about a session or a deadline, so records read their text without them.
enum KramdownAttributes {
    /// `text` with every `{:` … `}` span taken out; `text` itself when it has none.
    static func removed(from text: some StringProtocol) -> String {
        guard text.utf8.contains(UInt8(ascii: "{")) else { return String(text) }
        var out = ""
        var index = text.startIndex
        var skipping = false
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if skipping {
                if character == "}" { skipping = false }
            } else if character == "{", next < text.endIndex, text[next] == ":" {
                skipping = true
            } else {
                out.append(character)
            }
            index = next
        }
        return out
    }
}
