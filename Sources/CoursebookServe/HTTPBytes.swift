/// Byte classes of RFC 9110 §5.6.
enum HTTPBytes {
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
    static func isVisible(_ byte: UInt8) -> Bool { byte >= 0x21 && byte <= 0x7E }
    /// VCHAR, SP, HTAB and obs-text; never CR, LF, NUL or other controls.
    static func isFieldByte(_ byte: UInt8) -> Bool { isSpace(byte) || isVisible(byte) || byte >= 0x80 }
    static func isToken(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        default: Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
        }
    }
}
