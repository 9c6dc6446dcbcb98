/// Which words mean yes and no in a book file: the one flag reader, for `coursebook.yml`'s
/// switches and `projects.csv`'s `done` column, and the one writer, for the editing commands.
enum BookFlag {
    /// `true`/`yes` or `false`/`no`, any case: what every flag of a book may say; nil for any
    /// other word.
    static func value(_ word: String) -> Bool? {
        switch word.lowercased() {
        case "true", "yes": true
        case "false", "no": false
        default: nil
        }
    }

    /// `value`, or the short forms a spreadsheet column holds (`y`, `n`, `1`, `0`) and `done`:
    /// what a CSV column of flags may say.
    static func columnValue(_ word: String) -> Bool? {
        if let flag = value(word) { return flag }
        switch word.lowercased() {
        case "y", "1", "done": return true
        case "n", "0": return false
        default: return nil
        }
    }

    /// The word written for `flag` in a column whose cells are `existing`: `yes`/`no`, or
    /// `true`/`false` when a cell already writes flags that way (any case).
    static func word(_ flag: Bool, like existing: some Sequence<String>) -> String {
        let usesBooleans = existing.contains { ["true", "false"].contains($0.lowercased()) }
        return usesBooleans ? (flag ? "true" : "false") : (flag ? "yes" : "no")
    }
}
