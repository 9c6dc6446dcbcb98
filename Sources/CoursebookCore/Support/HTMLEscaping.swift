/// Escaping for text placed into HTML, shared by reports, the syllabus renderer, the site and the
/// template engine so there is one rule; and its reverse, for the link check.
package enum HTMLEscaping {
    /// Escapes `&`, `<`, `>`, `"` and `'` so text is safe in element content and quoted attributes.
    package static func escape(_ text: String) -> String {
        var out = ""
        appendEscaped(text, to: &out)
        return out
    }

    /// Escapes only `&`, `<` and `>`: for text that goes into element content and never into an
    /// attribute, where quotes need no escaping. The site's fixed words (`SiteWords.html`) use it so
    /// that their apostrophes and quotes stay as the templates wrote them, and Markdown reports'
    /// text (`MarkdownReportRenderer.inline`); everything else uses `escape`, which is safe in both
    /// places.
    package static func escapeElementContent(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }) else { return text }
        return text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    /// Appends the UTF-8 `bytes` to the UTF-8 buffer `out`, escaped like `escape`, for renderers
    /// that build a page as bytes; runs of safe bytes are copied in one append.
    package static func appendEscaped(_ bytes: some Collection<UInt8>, to out: inout [UInt8]) {
        if bytes.withContiguousStorageIfAvailable({ appendEscaped(buffer: $0, to: &out) }) == nil {
            Array(bytes).withUnsafeBufferPointer { appendEscaped(buffer: $0, to: &out) }
        }
    }

    private static func appendEscaped(buffer: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        var runStart = 0
        for index in buffer.indices {
            guard let entity = entity(for: buffer[index]) else { continue }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[runStart..<index]))
            entity.withUTF8Buffer { out.append(contentsOf: $0) }
            runStart = index + 1
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[runStart...]))
    }

    /// Appends `text` to `out` escaped like `escape`, copying runs of safe bytes in one append
    /// because renderers call it for every text node of every page.
    package static func appendEscaped(_ text: String, to out: inout String) {
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            for index in 0..<bytes.count {
                guard let entity = entity(for: bytes[index]) else { continue }
                if runStart < index { out += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<index]), as: UTF8.self) }
                out += entity.description
                runStart = index + 1
            }
            if runStart == 0 {
                out += String(decoding: bytes, as: UTF8.self)
            } else if runStart < bytes.count {
                out += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]), as: UTF8.self)
            }
        }
    }

    /// Undoes `escape` (and libcmark's `&#x27;` for `'`), for attribute values read back from
    /// HTML that the site or libcmark wrote, as the link check does. Not a general entity decoder:
    /// an author's HTML is read by libgumbo (`CourseHTML`).
    static func unescape(_ value: String) -> String {
        guard value.contains(Character("&")) else { return value }
        return value.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&#x27;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
    }

    /// The entity that replaces `byte`, or nil when the byte is safe as it is. Works on bytes, so
    /// a quote followed by a combining mark is escaped too.
    @inline(__always)
    static func entity(for byte: UInt8) -> StaticString? {
        // Every byte to escape is at most `>`; most text never gets past this test.
        guard byte <= UInt8(ascii: ">") else { return nil }
        switch byte {
        case UInt8(ascii: "&"): return "&amp;"
        case UInt8(ascii: "<"): return "&lt;"
        case UInt8(ascii: ">"): return "&gt;"
        case UInt8(ascii: "\""): return "&quot;"
        case UInt8(ascii: "'"): return "&#39;"
        default: return nil
        }
    }
}
