/// A Markdown text split into its YAML front matter (a `---` block at the very top) and body.
public struct FrontMatter: Sendable, Equatable {
    /// The YAML between the fences; nil when the text has no front matter.
    public var yaml: String?
    /// The Markdown after the closing fence.
    public var body: String
    /// How many lines precede the YAML (the opening fence), to map YAML lines back to the file.
    public var yamlLineOffset: Int
    /// How many lines precede the body, to map Markdown lines back to the file.
    public var bodyLineOffset: Int

    /// Splits `text`; a `---` block that is never closed is not front matter.
    public init(splitting text: String) {
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

    /// Creates a split from its parts.
    public init(yaml: String?, body: String, yamlLineOffset: Int, bodyLineOffset: Int) {
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
