import Foundation

/// Finds quoted attributes (`href="…"`, `src="…"`, `id="…"`) in HTML that the site itself or
/// libcmark produced, which always quote attributes with `"` (the site's link check reads them).
enum HTMLAttributes {
    /// One attribute occurrence.
    struct Match {
        /// The attribute name, e.g. `href`.
        var name: String
        /// The raw (still entity-escaped) value.
        var value: String
    }

    /// Every occurrence of the named attributes, in document order.
    static func find(_ names: Set<String>, in html: String) -> [Match] {
        var html = html
        return html.withUTF8 { find(names, in: $0) }
    }

    /// The same in UTF-8 bytes, e.g. a rendered page before it becomes a `String`.
    static func find(_ names: Set<String>, in html: UnsafeBufferPointer<UInt8>) -> [Match] {
        var matches: [Match] = []
        scan(names, in: html) { match, _ in matches.append(match) }
        return matches
    }

    /// Visits each `name="value"` that follows a space, newline or tab, with its UTF-8 byte range.
    /// Works on bytes: every delimiter is ASCII, so slices between them are whole characters. It
    /// looks for `="` (rare outside tags) and checks the name before it, rather than trying a name
    /// after every space of the text.
    static func scan(_ names: Set<String>, in bytes: UnsafeBufferPointer<UInt8>, _ visit: (Match, Range<Int>) -> Void) {
        guard let base = bytes.baseAddress else { return }
        let wanted = names.map { (name: $0, bytes: Array($0.utf8)) }
        let count = bytes.count
        // The next byte at or after `start` that is `byte`: memchr, since a build scans every page
        // it writes (hundreds of megabytes) and a byte-by-byte loop was half of the link check.
        func next(_ byte: UInt8, from start: Int) -> Int? {
            guard start < count, let found = memchr(base + start, Int32(byte), count - start) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
        var resume = 0
        var from = 0
        while let equals = next(UInt8(ascii: "="), from: from), equals + 1 < count {
            from = equals + 1
            guard bytes[equals + 1] == UInt8(ascii: "\"") else { continue }
            guard let name = wanted.first(where: { candidate in
                let nameStart = equals - candidate.bytes.count
                guard nameStart - 1 >= resume else { return false }
                let before = bytes[nameStart - 1]
                guard before == 0x20 || before == 0x0A || before == 0x09 else { return false }
                return UnsafeBufferPointer(rebasing: bytes[nameStart..<equals]).elementsEqual(candidate.bytes)
            }) else { continue }
            guard let close = next(UInt8(ascii: "\""), from: equals + 2) else { continue }
            let nameStart = equals - name.bytes.count
            let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[(equals + 2)..<close]), as: UTF8.self)
            visit(Match(name: name.name, value: value), nameStart..<(close + 1))
            resume = close + 1
            from = close + 1
        }
    }

    /// Whether a link target is inside the site (no scheme, not protocol-relative, not absolute).
    static func isRelative(_ target: String) -> Bool {
        !target.hasPrefix("/") && !target.hasURLScheme
    }
}
