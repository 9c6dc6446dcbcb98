/// GFM strikethrough, `~~gone~~`, within one run of text: as in GFM, an opening `~~` is followed
/// and a closing one preceded by something other than a space, and an unpaired `~~` is text.
/// Debian's cmark has no GFM extensions and leaves the tildes as text; the renderer writes the
/// spans as `<del>`, and the rules leave struck words out (`~~June 28th~~ June 29`: moved).
enum Strikethrough {
    /// Each struck span of `text`: the whole of it, tildes included, and its inside.
    static func spans(in text: ArraySlice<UInt8>) -> [(whole: Range<Int>, inside: Range<Int>)] {
        let tilde = UInt8(ascii: "~")
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A }
        var found: [(whole: Range<Int>, inside: Range<Int>)] = []
        var rest = text
        while let open = rest.indices.first(where: { $0 + 2 < rest.endIndex && rest[$0] == tilde && rest[$0 + 1] == tilde && !isSpace(rest[$0 + 2]) && rest[$0 + 2] != tilde }),
              let close = rest[(open + 3)...].indices.first(where: { $0 + 1 < rest.endIndex && rest[$0] == tilde && rest[$0 + 1] == tilde && !isSpace(rest[$0 - 1]) }) {
            found.append((open..<(close + 2), (open + 2)..<close))
            rest = rest[(close + 2)...]
        }
        return found
    }

    /// `text` without its struck spans, trimmed; `text` itself when it has none.
    static func removing(from text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "~")) else { return text }
        let bytes = Array(text.utf8)
        let found = spans(in: bytes[...])
        guard !found.isEmpty else { return text }
        var kept: [UInt8] = []
        var start = 0
        for span in found {
            kept += bytes[start..<span.whole.lowerBound]
            start = span.whole.upperBound
        }
        kept += bytes[start...]
        return String(String(decoding: kept, as: UTF8.self).trimmingSpaces())
    }

    /// Whether the whole of `line` is one struck span (`~~May 28: submit the lab~~`).
    static func isWhollyStruck(_ line: Substring) -> Bool {
        guard line.hasPrefix("~~") else { return false }
        let bytes = Array(line.utf8)
        let found = spans(in: bytes[...])
        return found.count == 1 && found[0].whole == 0..<bytes.count
    }
}
