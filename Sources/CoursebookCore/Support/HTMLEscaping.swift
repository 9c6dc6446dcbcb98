/// Escaping for text placed into HTML, shared by reports, the syllabus renderer, the site and the
/// template engine so there is one rule.
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
            forEachRun(bytes) { run in
                out += String(decoding: run, as: UTF8.self)
            } entity: { entity in
                out += entity
            }
        }
    }

    /// Appends `text`'s UTF-8 bytes to `out` escaped like `escape`, for renderers that build pages
    /// as bytes.
    public static func appendEscaped(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            forEachRun(bytes) { run in
                out.append(contentsOf: run)
            } entity: { entity in
                out.append(contentsOf: entity.utf8)
            }
        }
    }

    /// Splits `bytes` into runs that need no escaping and the entities replacing the bytes between them.
    private static func forEachRun(_ bytes: UnsafeBufferPointer<UInt8>, run: (UnsafeBufferPointer<UInt8>) -> Void, entity: (String) -> Void) {
        var runStart = 0
        for index in 0..<bytes.count {
            let byte = bytes[index]
            // Every byte to escape is at most `>`; most text never gets past this test.
            if byte > UInt8(ascii: ">") { continue }
            let replacement: String
            switch byte {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\""): replacement = "&quot;"
            case UInt8(ascii: "'"): replacement = "&#39;"
            default: continue
            }
            if runStart < index { run(UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
            entity(replacement)
            runStart = index + 1
        }
        if runStart < bytes.count { run(UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count])) }
    }
}
