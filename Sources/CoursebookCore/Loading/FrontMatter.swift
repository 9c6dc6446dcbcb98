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
    ///
    /// Lines end at `\n` or `\r\n`, and the YAML and body come back with `\n` line ends. Works on
    /// the UTF-8 bytes: a line feed always ends a Unicode character, so byte lines are whole lines.
    public init(splitting text: String) {
        var source = text
        self = source.withUTF8 { bytes in Self.split(bytes, text: text) }
    }

    /// Creates a split from its parts.
    public init(yaml: String?, body: String, yamlLineOffset: Int, bodyLineOffset: Int) {
        self.yaml = yaml
        self.body = body
        self.yamlLineOffset = yamlLineOffset
        self.bodyLineOffset = bodyLineOffset
    }

    private static func split(_ bytes: UnsafeBufferPointer<UInt8>, text: String) -> FrontMatter {
        let bom = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        var line = Line(bytes, start: bom)
        guard line.isFence(in: bytes, dots: false) else {
            let body = bom == 0 ? text : String(decoding: UnsafeBufferPointer(rebasing: bytes[bom...]), as: UTF8.self)
            return FrontMatter(yaml: nil, body: body, yamlLineOffset: 0, bodyLineOffset: 0)
        }
        let yamlStart = line.next
        var yamlEnd = yamlStart
        var number = 0
        while line.next <= bytes.count {
            yamlEnd = line.contentEnd
            line = Line(bytes, start: line.next)
            number += 1
            guard line.isFence(in: bytes, dots: true) else { continue }
            let yaml = number == 1 ? "" : joined(bytes, yamlStart..<yamlEnd)
            let body = line.next <= bytes.count ? joined(bytes, line.next..<bytes.count) : ""
            return FrontMatter(yaml: yaml, body: body, yamlLineOffset: 1, bodyLineOffset: number + 1)
        }
        return FrontMatter(yaml: nil, body: text, yamlLineOffset: 0, bodyLineOffset: 0)
    }

    /// The bytes of `range` with each `\r\n` line end turned into `\n`.
    private static func joined(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        let slice = UnsafeBufferPointer(rebasing: bytes[range])
        guard slice.contains(UInt8(ascii: "\r")) else { return String(decoding: slice, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(slice.count)
        for index in slice.indices where !(slice[index] == UInt8(ascii: "\r") && index + 1 < slice.count && slice[index + 1] == UInt8(ascii: "\n")) {
            out.append(slice[index])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// One line of the text as byte offsets.
    private struct Line {
        /// Where the line's text ends, before its `\n` or `\r\n`.
        var contentEnd: Int
        /// Where the next line starts; past the end (count + 1) after the last line.
        var next: Int
        private var start: Int

        init(_ bytes: UnsafeBufferPointer<UInt8>, start: Int) {
            self.start = start
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            next = end + 1
            contentEnd = end < bytes.count && end > start && bytes[end - 1] == UInt8(ascii: "\r") ? end - 1 : end
        }

        /// Whether the line is `---` (or, with `dots`, `...`) followed only by spaces, tabs and `\r`.
        func isFence(in bytes: UnsafeBufferPointer<UInt8>, dots: Bool) -> Bool {
            var end = contentEnd
            while end > start, bytes[end - 1] == UInt8(ascii: "\r") || bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") {
                end -= 1
            }
            guard end - start == 3 else { return false }
            let mark = bytes[start]
            return (mark == UInt8(ascii: "-") || (dots && mark == UInt8(ascii: "."))) && bytes[start + 1] == mark && bytes[start + 2] == mark
        }
    }
}
