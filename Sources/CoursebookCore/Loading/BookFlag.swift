/// Which words mean yes and no in a book file: the one flag reader, for `coursebook.yml`'s
/// switches and `projects.csv`'s `done` column.
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
}
