/// RFC 5545 content lines: TEXT escaping and folding at 75 octets, joined with CRLF.
struct ICSText {
    private(set) var lines: [String] = []

    /// Appends `NAME:value` (or `NAME;PARAMS:value`) with `value` already in its final form.
    mutating func raw(_ name: String, _ value: String) {
        lines.append(name + ":" + value)
    }

    /// Appends a TEXT property, escaping backslash, semicolon, comma and newlines.
    mutating func text(_ name: String, _ value: String) {
        raw(name, Self.escape(value))
    }

    /// `\` `;` `,` escaped, newlines as `\n`, other control characters dropped. Most summaries and
    /// rooms need none of it and are returned as they are.
    static func escape(_ value: String) -> String {
        guard value.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: ",") }) else {
            return value
        }
        var out = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\n": out += "\\n"
            case "\r": break
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Splits a line into chunks of at most 75 octets (74 after the leading space of a
    /// continuation) without cutting a UTF-8 sequence.
    static func fold(_ line: String) -> String {
        var out: [UInt8] = []
        fold(line, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `fold` into a byte buffer; a chunk ends only before a byte that starts a character, so a
    /// multi-byte character (and a combining sequence's scalars) stays whole as a scalar.
    private static func fold(_ line: String, into out: inout [UInt8]) {
        var line = line
        line.withUTF8 { bytes in
            // Fast path: most lines fit.
            if bytes.count <= 75 {
                out.append(contentsOf: bytes)
                return
            }
            var octets = 0
            var limit = 75
            var index = 0
            while index < bytes.count {
                let end = Self.characterEnd(bytes, from: index)
                let size = end - index
                if octets + size > limit {
                    out.append(contentsOf: [13, 10, 32])
                    octets = 0
                    limit = 74
                }
                out.append(contentsOf: bytes[index..<end])
                octets += size
                index = end
            }
        }
    }

    /// Where the character starting at `index` ends, found the way `String` does so folds fall
    /// between grapheme clusters exactly as before; ASCII other than CR is a character of its own.
    private static func characterEnd(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        let lead = bytes[index]
        if lead < 0x80, lead != 13, index + 1 == bytes.count || bytes[index + 1] < 0x80 { return index + 1 }
        // Look at a window that grows until the first character ends inside it, so a long line
        // of accented text stays linear.
        var window = 64
        while true {
            let end = min(index + window, bytes.count)
            let rest = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
            let size = rest.first.map { $0.utf8.count } ?? 1
            if index + size < end || end == bytes.count { return index + size }
            window *= 2
        }
    }

    /// The whole stream, every line folded and ended by CRLF.
    var serialized: String {
        var out: [UInt8] = []
        out.reserveCapacity(lines.reduce(0) { $0 + $1.utf8.count + 4 })
        for line in lines {
            Self.fold(line, into: &out)
            out.append(13)
            out.append(10)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
