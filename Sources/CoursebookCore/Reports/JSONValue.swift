/// A JSON value whose objects keep their keys in the order written, so output is stable and
/// reads in the documented order.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.serialized() == rhs.serialized()
    }

    /// A string, or null when nil.
    public static func string(_ value: String?) -> JSONValue {
        value.map(JSONValue.string) ?? .null
    }

    /// Serialises with two-space indentation and a trailing newline when `pretty`.
    public func serialized(pretty: Bool = true) -> String {
        var out = ""
        write(to: &out, indent: pretty ? 0 : nil)
        if pretty { out += "\n" }
        return out
    }

    private func write(to out: inout String, indent: Int?) {
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
    static func writeString(_ value: String, to out: inout String) {
        out += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
