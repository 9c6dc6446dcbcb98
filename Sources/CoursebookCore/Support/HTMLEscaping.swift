/// Escaping for text placed into HTML, shared by reports, the syllabus renderer and the site so
/// there is one rule.
public enum HTMLEscaping {
    /// Escapes `&`, `<`, `>`, `"` and `'` so text is safe in element content and quoted attributes.
    public static func escape(_ text: String) -> String {
        var out = ""
        appendEscaped(text, to: &out)
        return out
    }

    /// Appends `text` to `out` escaped like `escape`, copying runs of safe bytes in one append
    /// because renderers call it for every text node of every page.
    public static func appendEscaped(_ text: String, to out: inout String) {
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            for index in 0..<bytes.count {
                let replacement: String
                switch bytes[index] {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""): replacement = "&quot;"
                case UInt8(ascii: "'"): replacement = "&#39;"
                default: continue
                }
                if runStart < index { out += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<index]), as: UTF8.self) }
                out += replacement
                runStart = index + 1
            }
            if runStart == 0 {
                out += String(decoding: bytes, as: UTF8.self)
            } else if runStart < bytes.count {
                out += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]), as: UTF8.self)
            }
        }
    }
}
