/// A Markdown text split into its YAML front matter (a `---` block at the very top) and body.
package struct FrontMatter: Sendable, Equatable {
    /// The YAML between the fences; nil when the text has no front matter.
    package var yaml: String?
    /// The Markdown after the closing fence.
    package var body: String
    /// How many lines precede the YAML (the opening fence), to map YAML lines back to the file.
    package var yamlLineOffset: Int
    /// How many lines precede the body, to map Markdown lines back to the file.
    package var bodyLineOffset: Int

    /// Splits `text`; a `---` block that is never closed is not front matter.
    package init(splitting text: String) {
        if let split = Self.splitWithoutCarriageReturns(text) {
            self = split
            return
        }
        // "\r\n" is one Character in Swift, so CRLF lines must be split on it explicitly.
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        if let first = lines.first, first.hasPrefix("\u{FEFF}") { lines[0] = first.dropFirst() }
        guard let first = lines.first, first.trimmingTrailingCR() == "---" else {
            self.init(yaml: nil, body: text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text, yamlLineOffset: 0, bodyLineOffset: 0)
            return
        }
        guard let close = lines.indices.dropFirst().first(where: { lines[$0].trimmingTrailingCR() == "---" || lines[$0].trimmingTrailingCR() == "..." }) else {
            self.init(yaml: nil, body: text, yamlLineOffset: 0, bodyLineOffset: 0)
            return
        }
        let yaml = lines[1..<close].joined(separator: "\n")
        let body = lines[(close + 1)...].joined(separator: "\n")
        self.init(yaml: yaml, body: body, yamlLineOffset: 1, bodyLineOffset: close + 1)
    }

    /// The same split found on the UTF-8 bytes, for the usual text without a carriage return or
    /// a BOM, where every line ends at a "\n" byte: no array of lines, no joining. Nil otherwise.
    private static func splitWithoutCarriageReturns(_ text: String) -> FrontMatter? {
        let bytes = text.utf8
        let hasCarriageReturn = bytes.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "\r")) } ?? bytes.contains(UInt8(ascii: "\r"))
        guard !bytes.starts(with: [0xEF, 0xBB, 0xBF]), !hasCarriageReturn else { return nil }
        let noFrontMatter = FrontMatter(yaml: nil, body: text, yamlLineOffset: 0, bodyLineOffset: 0)
        guard let firstEnd = bytes.firstIndex(of: UInt8(ascii: "\n")), isFence(bytes[..<firstEnd], "---") else { return noFrontMatter }
        let yamlStart = bytes.index(after: firstEnd)
        var lineStart = yamlStart
        var lineNumber = 1
        while lineStart < bytes.endIndex {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            let line = bytes[lineStart..<lineEnd]
            if isFence(line, "---") || isFence(line, "...") {
                let yaml = lineStart == yamlStart ? "" : String(text[yamlStart..<bytes.index(before: lineStart)])
                let body = lineEnd == bytes.endIndex ? "" : String(text[bytes.index(after: lineEnd)...])
                return FrontMatter(yaml: yaml, body: body, yamlLineOffset: 1, bodyLineOffset: lineNumber + 1)
            }
            guard lineEnd < bytes.endIndex else { break }
            lineStart = bytes.index(after: lineEnd)
            lineNumber += 1
        }
        return noFrontMatter
    }

    /// Whether `line` is `fence` followed by nothing but spaces and tabs.
    private static func isFence(_ line: Substring.UTF8View, _ fence: StaticString) -> Bool {
        guard line.count >= 3, line.prefix(3).elementsEqual(UnsafeBufferPointer(start: fence.utf8Start, count: 3)) else { return false }
        return line.dropFirst(3).allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    /// Creates a split from its parts.
    package init(yaml: String?, body: String, yamlLineOffset: Int, bodyLineOffset: Int) {
        self.yaml = yaml
        self.body = body
        self.yamlLineOffset = yamlLineOffset
        self.bodyLineOffset = bodyLineOffset
    }
}

extension Substring {
    fileprivate func trimmingTrailingCR() -> Substring {
        var copy = self
        while copy.last == "\r" || copy.last == " " || copy.last == "\t" { copy = copy.dropLast() }
        return copy
    }
}
