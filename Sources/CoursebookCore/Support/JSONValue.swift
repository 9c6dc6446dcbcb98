/// A JSON value whose objects keep their keys in the order written, so output is stable and
/// reads in the documented order.
package enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.serialized() == rhs.serialized()
    }

    /// A string, or null when nil.
    package static func string(_ value: String?) -> JSONValue {
        value.map(JSONValue.string) ?? .null
    }

    /// Serialises with two-space indentation and a trailing newline when `pretty`.
    package func serialized(pretty: Bool = true) -> String {
        var out = ""
        write(to: &out, indent: pretty ? 0 : nil)
        if pretty { out += "\n" }
        return out
    }

    /// Appends the value; `indent` is the nesting depth in spaces when pretty, nil for compact.
    func write(to out: inout String, indent: Int?) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .int(let value): out += String(value)
        case .double(let value):
            if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
                out += String(Int(value))
            } else if value.isFinite {
                out += String(value)
            } else {
                out += "null"
            }
        case .string(let value): Self.writeString(value, to: &out)
        case .array(let items):
            writeContainer(open: "[", close: "]", count: items.count, to: &out, indent: indent) { index, out, inner in
                items[index].write(to: &out, indent: inner)
            }
        case .object(let pairs):
            writeContainer(open: "{", close: "}", count: pairs.count, to: &out, indent: indent) { index, out, inner in
                Self.writeString(pairs[index].0, to: &out)
                out += inner == nil ? ":" : ": "
                pairs[index].1.write(to: &out, indent: inner)
            }
        }
    }

    private func writeContainer(open: String, close: String, count: Int, to out: inout String, indent: Int?, item: (Int, inout String, Int?) -> Void) {
        out += open
        guard count > 0 else { out += close; return }
        let inner = indent.map { $0 + 2 }
        for index in 0..<count {
            if index > 0 { out += "," }
            if let inner { out += "\n" + String(repeating: " ", count: inner) }
            item(index, &out, inner)
        }
        if let indent { out += "\n" + String(repeating: " ", count: indent) }
        out += close
    }

    /// Escapes per RFC 8259, plus `<`, `>` and `&` so JSON embedded in HTML cannot close a script.
    /// Runs of bytes that need no escape are copied whole (by bytes: an escape may sit inside a
    /// grapheme, e.g. `<` before a combining mark), so long strings cost one append per run, and a
    /// string with nothing to escape (most of a search index) is appended as it is.
    static func writeString(_ value: String, to out: inout String) {
        out += "\""
        let utf8 = value.utf8
        guard var index = utf8.firstIndex(where: mayNeedEscape) else {
            out += value
            out += "\""
            return
        }
        var runStart = utf8.startIndex
        while index != utf8.endIndex {
            let (escape, width) = escaped(utf8, at: index)
            guard let escape else {
                index = utf8.index(after: index)
                continue
            }
            out += String(decoding: utf8[runStart..<index], as: UTF8.self)
            out += escape
            index = utf8.index(index, offsetBy: width)
            runStart = index
        }
        out += String(decoding: utf8[runStart..<index], as: UTF8.self)
        out += "\""
    }

    /// Whether `escaped` may have something for this byte: a cheap test that lets plain runs through.
    private static func mayNeedEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "<")
            || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&") || byte == 0xE2
    }

    /// The escape for the character whose UTF-8 starts at `index`, and its byte width; nil to copy it.
    private static func escaped(_ utf8: String.UTF8View, at index: String.Index) -> (String?, Int) {
        switch utf8[index] {
        case UInt8(ascii: "\""): return ("\\\"", 1)
        case UInt8(ascii: "\\"): return ("\\\\", 1)
        case UInt8(ascii: "\n"): return ("\\n", 1)
        case UInt8(ascii: "\r"): return ("\\r", 1)
        case UInt8(ascii: "\t"): return ("\\t", 1)
        case UInt8(ascii: "<"): return ("\\u003c", 1)
        case UInt8(ascii: ">"): return ("\\u003e", 1)
        case UInt8(ascii: "&"): return ("\\u0026", 1)
        case let byte where byte < 0x20:
            return ("\\u" + HexDigits.padded(byte, width: 4), 1)
        case 0xE2:
            // U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
            let second = utf8.index(after: index)
            guard second != utf8.endIndex, utf8[second] == 0x80 else { return (nil, 1) }
            let third = utf8.index(after: second)
            guard third != utf8.endIndex else { return (nil, 1) }
            switch utf8[third] {
            case 0xA8: return ("\\u2028", 3)
            case 0xA9: return ("\\u2029", 3)
            default: return (nil, 1)
            }
        default:
            return (nil, 1)
        }
    }
}
