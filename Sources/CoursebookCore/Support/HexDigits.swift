/// Lower-case hexadecimal numbers zero-padded to a fixed width: the journal's seal tokens, the page
/// cache's file names and JSON's `\u00XX` escapes all need the same padding; bytes as hex (a
/// digest, a build id); and the upper-case form of a percent-escape.
enum HexDigits {
    /// `value` in hex (lower-case unless `uppercase`), padded with zeros to `width` digits (never cut).
    static func padded(_ value: some BinaryInteger, width: Int, uppercase: Bool = false) -> String {
        let hex = String(value, radix: 16, uppercase: uppercase)
        return hex.count >= width ? hex : String(repeating: "0", count: width - hex.count) + hex
    }

    /// `bytes` in lower-case hex, two digits each: a SHA-256 digest, a GNU build id.
    static func bytes(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out = [UInt8]()
        out.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 15)])
        }
        return String(decoding: out, as: UTF8.self)
    }
}
