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

    /// The 1-based line and column (in characters) of byte `offset` of `text`.
    static func lineAndColumn(of offset: Int, in text: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in text[..<min(offset, text.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                // Continuation bytes belong to the character already counted.
                column += 1
            }
        }
        return (line, column)
    }
}
