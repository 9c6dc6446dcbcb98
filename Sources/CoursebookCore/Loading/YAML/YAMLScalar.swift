/// The one writer of a YAML scalar, for every text we write into YAML (the editing commands'
/// values, `coursebook templates words`, a YAML error's hint): plain when that reads back as the
/// same text, otherwise double-quoted, so names like `yes`, `09:00` or `A: B` survive a round trip.
enum YAMLScalar {
    private static let reserved: Set<String> = ["", "~", "null", "true", "false", "yes", "no", "on", "off", "y", "n"]

    /// `text` as it should appear after `key: `: plain when that is safe, else `doubleQuoted`.
    static func format(_ text: String) -> String {
        let plainSafe = text.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || " _-.()&/,'+@".unicodeScalars.contains(scalar)
        }
        let looksNumeric = text.first.map { $0.isNumber || $0 == "-" || $0 == "." || $0 == "+" } ?? true
        if plainSafe, !looksNumeric, text.first != " ", text.last != " ", text.first != "'", text.first != "&",
           !reserved.contains(text.lowercased()) {
            return text
        }
        return doubleQuoted(text)
    }

    /// `text` as a YAML double-quoted scalar, whatever it holds: `"` and `\` escaped, and line
    /// breaks and tabs written as `\n`, `\r`, `\t` (a line break left raw inside the quotes would
    /// read back as a space).
    static func doubleQuoted(_ text: some StringProtocol) -> String {
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
