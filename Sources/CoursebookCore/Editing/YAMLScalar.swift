/// Writes a value as a YAML scalar: plain when that reads back as the same text, otherwise
/// double-quoted, so names like `yes`, `09:00` or `A: B` survive a round trip.
enum YAMLScalar {
    private static let reserved: Set<String> = ["", "~", "null", "true", "false", "yes", "no", "on", "off", "y", "n"]

    /// `text` as it should appear after `key: `.
    static func format(_ text: String) -> String {
        let plainSafe = text.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || " _-.()&/,'+@".unicodeScalars.contains(scalar)
        }
        let looksNumeric = text.first.map { $0.isNumber || $0 == "-" || $0 == "." || $0 == "+" } ?? true
        if plainSafe, !looksNumeric, text.first != " ", text.last != " ", text.first != "'", text.first != "&",
           !reserved.contains(text.lowercased()) {
            return text
        }
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            case "\r": quoted += "\\r"
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}
