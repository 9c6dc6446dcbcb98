import CourseModel
/// Plain words for the YAML mistakes people make most, added to libyaml's terse message: a value
/// with `: ` in it left unquoted, a tab in the indentation, a list item without a space after
/// `-`, a key without a space after its colon. libyaml notices some of these a line later, so a
/// hint also says where the mistake itself is.
struct YAMLErrorHint: Equatable {
    /// The line (1-based, in the YAML text) and column of the mistake.
    var line: Int
    var column: Int
    /// What to write instead.
    var text: String

    /// The hint for libyaml's `problem` at `line` of `source`, whose context, when libyaml gave
    /// one, started at `contextLine`; nil when none of the common cases fits.
    static func hint(problem: String, text source: String, line: Int, column: Int, contextLine: Int?) -> YAMLErrorHint? {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        func text(ofLine number: Int) -> Substring? { number >= 1 && number <= lines.count ? lines[number - 1] : nil }
        if problem.contains("tab") {
            return YAMLErrorHint(line: line, column: column, text: "indent with spaces: YAML does not allow tabs for indentation")
        }
        for number in [line, contextLine ?? line, line - 1] {
            guard let item = text(ofLine: number), let dash = itemWithoutSpace(item) else { continue }
            let column = SourceColumn.characterColumn(ofByte: item.utf8.distance(from: item.startIndex, to: dash), inLine: item.utf8)
            return YAMLErrorHint(line: number, column: column, text: "a list item needs a space after '-': write '- \(item[item.index(after: dash)...])'")
        }
        if problem.contains("mapping values are not allowed"), let here = text(ofLine: line), let colon = here.firstRange(of: ": ") {
            let key = here[..<colon.lowerBound]
            let value = here[colon.upperBound...].drop(while: { $0 == " " })
            if !key.contains("\""), value.contains(": ") || value.hasSuffix(":") {
                return YAMLErrorHint(line: line, column: column, text: "a value containing ': ' must be quoted: \(key.drop(while: { $0 == " " })): \(YAMLScalar.doubleQuoted(value))")
            }
        }
        if problem.contains("could not find expected ':'") {
            for number in [contextLine ?? line - 1, line - 1] {
                guard let key = text(ofLine: number), let colon = key.firstIndex(of: ":"),
                      key.index(after: colon) < key.endIndex, key[key.index(after: colon)] != " " else { continue }
                let column = SourceColumn.characterColumn(ofByte: key.utf8.distance(from: key.startIndex, to: colon) + 1, inLine: key.utf8)
                return YAMLErrorHint(line: number, column: column, text: "put a space after the colon: '\(key[..<colon].drop(while: { $0 == " " })): \(key[key.index(after: colon)...])'")
            }
        }
        return nil
    }

    /// Where the dash of `-days: MW` is: a dash glued to a word, which YAML reads as plain text.
    private static func itemWithoutSpace(_ line: Substring) -> Substring.Index? {
        guard let dash = line.firstIndex(where: { $0 != " " }), line[dash] == "-" else { return nil }
        let next = line.index(after: dash)
        guard next < line.endIndex else { return nil }
        let character = line[next]
        return character.isLetter ? dash : nil
    }
}
