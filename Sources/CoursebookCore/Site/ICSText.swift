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

    /// `\` `;` `,` escaped, newlines as `\n`, other control characters dropped.
    static func escape(_ value: String) -> String {
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
        var out: [String] = []
        var current = ""
        var octets = 0
        for character in line {
            let size = character.utf8.count
            let limit = out.isEmpty ? 75 : 74
            if octets + size > limit {
                out.append(current)
                current = ""
                octets = 0
            }
            current.append(character)
            octets += size
        }
        out.append(current)
        return out.joined(separator: "\r\n ")
    }

    /// The whole stream, every line folded and ended by CRLF.
    var serialized: String {
        lines.map { Self.fold($0) + "\r\n" }.joined()
    }
}
