import CourseModel

/// Why a Mustache template does not parse, and where: 1-based line and column (in characters).
struct TemplateSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 1-based line of the offending tag.
    var line: Int
    /// 1-based column of the offending tag, counting characters.
    var column: Int
    /// What is wrong, naming the tag as written.
    var message: String

    var description: String { "\(line):\(column): \(message)" }

    /// An error at byte `offset` of `text`.
    init(_ message: String, at offset: Int, in text: [UInt8]) {
        (line, column) = Self.lineAndColumn(of: offset, in: text)
        self.message = message
    }

    /// The 1-based line and column (in characters, `SourceColumn`) of byte `offset` of `text`.
    static func lineAndColumn(of offset: Int, in text: [UInt8]) -> (line: Int, column: Int) {
        let end = min(offset, text.count)
        let before = text[..<end]
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let line = 1 + before.count { $0 == UInt8(ascii: "\n") }
        return (line, SourceColumn.characterColumn(ofByte: end - lineStart, inLine: text[lineStart..<end]))
    }
}
