/// Lower-case hexadecimal numbers zero-padded to a fixed width: the journal's seal tokens, the page
/// cache's file names and JSON's `\u00XX` escapes all need the same padding.
enum HexDigits {
    /// `value` in lower-case hex, padded with zeros to `width` digits (never cut).
    static func padded(_ value: some BinaryInteger, width: Int) -> String {
        let hex = String(value, radix: 16)
        return hex.count >= width ? hex : String(repeating: "0", count: width - hex.count) + hex
    }
}
