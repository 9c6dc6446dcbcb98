/// Reads Mustache source byte by byte for `TemplateParser`: text runs, tag names, the current
/// delimiters and the end-of-line test that decides whether a tag stands alone on its line.
struct TemplateScanner {
    /// The template's UTF-8 bytes.
    let text: [UInt8]
    /// The next byte to read.
    var position = 0
    /// Opening delimiter, `{{` until a `{{=… …=}}` tag changes it for the rest of the template.
    private(set) var open: [UInt8] = Array("{{".utf8)
    /// Closing delimiter, `}}` until changed.
    private(set) var close: [UInt8] = Array("}}".utf8)

    init(_ source: String) {
        text = Array(source.utf8)
    }

    /// Whether every byte has been read.
    var atEnd: Bool { position >= text.count }

    /// The byte at the read position; nil at the end.
    var current: UInt8? { position < text.count ? text[position] : nil }

    /// The current delimiters around `inner`, to quote a tag in a message.
    func tag(_ inner: String) -> String { String(decoding: open, as: UTF8.self) + inner + String(decoding: close, as: UTF8.self) }

    /// Reads spaces and tabs.
    mutating func readIndentation() -> ArraySlice<UInt8> {
        let start = position
        while let byte = current, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { position += 1 }
        return text[start..<position]
    }

    /// Reads text up to the opening delimiter, a line feed (left unread) or the end.
    mutating func readText() -> ArraySlice<UInt8> {
        let start = position
        while let byte = current, byte != UInt8(ascii: "\n") {
            if byte == open[0], starts(with: open) { break }
            position += 1
        }
        return text[start..<position]
    }

    /// Whether the bytes at the read position are `bytes`.
    func starts(with bytes: [UInt8]) -> Bool {
        position + bytes.count <= text.count && text[position..<(position + bytes.count)].elementsEqual(bytes)
    }

    /// After a tag: when only spaces or tabs follow up to the end of the line, reads through the
    /// line break (`\n` or `\r\n`) or the end of the template and answers true; otherwise reads nothing.
    mutating func finishLine() -> Bool {
        let start = position
        _ = readIndentation()
        if atEnd { return true }
        if current == UInt8(ascii: "\n") {
            position += 1
            return true
        }
        if current == UInt8(ascii: "\r"), position + 1 < text.count, text[position + 1] == UInt8(ascii: "\n") {
            position += 2
            return true
        }
        position = start
        return false
    }

    /// Skips spaces, tabs and line breaks inside a tag.
    mutating func skipWhitespace() {
        while let byte = current, Self.isWhitespace(byte) { position += 1 }
    }

    /// Reads a tag's name and its closing delimiter (preceded by `}` for `{{{name}}}`): whitespace
    /// around the name is allowed, a second word, a character no name has or a missing delimiter
    /// is an error located at the tag's start. Names are made of what swift-mustache accepted
    /// (letters, digits, `_ - . ? * ( )`, and `/` in partial names) plus any non-ASCII letter.
    mutating func readName(tagStart: Int, sigil: String, triple: Bool = false, slash: Bool = false) throws(TemplateSyntaxError) -> String {
        let closing = triple ? [UInt8(ascii: "}")] + close : close
        skipWhitespace()
        let start = position
        while let byte = current, Self.isNameByte(byte) || (slash && byte == UInt8(ascii: "/")), !starts(with: closing) { position += 1 }
        let name = String(decoding: text[start..<position], as: UTF8.self)
        skipWhitespace()
        guard starts(with: closing) else {
            let shown = String(decoding: open, as: UTF8.self) + sigil + name
            let expected = String(decoding: closing, as: UTF8.self)
            if atEnd { throw error("tag \(shown) is never closed with \(expected)", at: tagStart) }
            throw error(name.isEmpty ? "tag \(shown) has no name" : "tag \(shown) must end with \(expected) right after its name", at: tagStart)
        }
        position += closing.count
        guard !name.isEmpty else { throw error("tag \(tag(sigil)) has no name", at: tagStart) }
        return name
    }

    /// Reads the rest of a `{{=open close=}}` tag and switches to the new delimiters.
    mutating func readDelimiters(tagStart: Int) throws(TemplateSyntaxError) {
        let usage = error("a set-delimiter tag looks like \(tag("=<% %>=")): two delimiters without spaces in them, between equals signs", at: tagStart)
        skipWhitespace()
        let openStart = position
        while let byte = current, !Self.isWhitespace(byte) { position += 1 }
        let newOpen = Array(text[openStart..<position])
        skipWhitespace()
        let closeStart = position
        while let byte = current, !Self.isWhitespace(byte), byte != UInt8(ascii: "=") { position += 1 }
        let newClose = Array(text[closeStart..<position])
        skipWhitespace()
        guard current == UInt8(ascii: "="), !newOpen.isEmpty, !newClose.isEmpty else { throw usage }
        position += 1
        guard starts(with: close) else { throw usage }
        position += close.count
        open = newOpen
        close = newClose
    }

    /// Skips a comment's text and its closing delimiter.
    mutating func skipComment(tagStart: Int) throws(TemplateSyntaxError) {
        while !atEnd, !starts(with: close) { position += 1 }
        guard !atEnd else { throw error("comment \(String(decoding: open, as: UTF8.self))! is never closed with \(String(decoding: close, as: UTF8.self))", at: tagStart) }
        position += close.count
    }

    /// An error at byte `offset`.
    func error(_ message: String, at offset: Int) -> TemplateSyntaxError {
        TemplateSyntaxError(message, at: offset, in: text)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), 0x80...0xFF: true
        case UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "?"), UInt8(ascii: "*"), UInt8(ascii: "("), UInt8(ascii: ")"): true
        default: false
        }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || (byte >= 0x09 && byte <= 0x0D)
    }
}
