/// Fast HTML escaping into an output buffer: copies runs of safe bytes in one append.
enum HTMLWriter {
    /// Appends `text` to `out` with `&`, `<`, `>`, `"` and `'` escaped.
    static func appendEscaped(_ text: String, to out: inout String) {
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
