/// A page's link reference definitions (`[HW1]: https://…`), read from its lines, so a pipe-table
/// cell, which is parsed on its own, resolves `[HW1]` and `[text][HW1]` as a paragraph does.
struct LinkReferences: Sendable {
    /// Each definition line by its normalised label (lower-cased, white space collapsed).
    private var lines: [String: Substring] = [:]

    init() {}

    /// The definitions among `lines`: up to three spaces, `[label]:`, then an address.
    init(lines source: SourceLines) {
        for number in stride(from: 1, through: source.count, by: 1) {
            let line = source[number]
            // Most lines fail on their first bytes: up to three spaces, then `[`.
            let indent = line.utf8.prefix(4).prefix { $0 == UInt8(ascii: " ") }.count
            guard indent <= 3, line.utf8.dropFirst(indent).first == UInt8(ascii: "[") else { continue }
            let trimmed = line.dropFirst(indent)
            guard let close = trimmed.firstIndex(of: "]") else { continue }
            let label = trimmed[trimmed.index(after: trimmed.startIndex)..<close]
            let after = trimmed[trimmed.index(after: close)...]
            guard !label.isEmpty, after.first == ":", after.dropFirst().contains(where: { $0 != " " }) else { continue }
            let key = Self.normalised(label)
            if lines[key] == nil { lines[key] = line }
        }
    }

    var isEmpty: Bool { lines.isEmpty }

    /// The definitions of the labels `text` names in brackets, as lines to append after it.
    func definitions(usedIn text: String) -> String {
        guard !lines.isEmpty, text.contains(Character("[")) else { return "" }
        var added = ""
        var seen: Set<String> = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "[") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "]") else { break }
            let key = Self.normalised(after[..<close])
            if let line = lines[key], seen.insert(key).inserted { added += "\n\n" + line }
            rest = after
        }
        return added
    }

    private static func normalised(_ label: Substring) -> String {
        label.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }
}
