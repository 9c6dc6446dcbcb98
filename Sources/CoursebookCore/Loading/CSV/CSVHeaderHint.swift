/// Why a header lacks the columns a file needs, when the header itself shows it: a spreadsheet
/// that separated fields with `;` or tabs, or the header of another of the book's files. One
/// plain sentence instead of a header error followed by an error on every row.
enum CSVHeaderHint {
    /// The error for a header whose `fields` miss the `missing` ones of `required`.
    static func message(fields: [String], required: [String], missing: [String], file: String) -> String {
        for (separator, name) in [(";", "semicolons"), ("\t", "tabs")] where fields.contains(where: { $0.contains(separator) }) {
            let split = Set(fields.flatMap { $0.split(separator: Character(separator)) }.map { String($0).trimmingWhitespace().lowercased() })
            if Set(required).isSubset(of: split) {
                return "fields are separated by \(name), not commas: save the file again as comma-separated CSV (a spreadsheet's \"CSV UTF-8\"); its rows were not read"
            }
        }
        let message = "header is missing \(EnglishPlural.noun("column", missing.count)) \(missing.joined(separator: ", ")) (expected \(required.joined(separator: ",")))"
        // A second byte-order mark (a file saved "with BOM" twice) or a zero-width space copied
        // from a web page hides inside a column name.
        let invisible: Set<Unicode.Scalar> = ["\u{FEFF}", "\u{200B}", "\u{200C}", "\u{200D}", "\u{2060}"]
        let cleaned = fields.map { String(String.UnicodeScalarView($0.unicodeScalars.filter { !invisible.contains($0) })).trimmingWhitespace().lowercased() }
        if cleaned != fields.map({ $0.trimmingWhitespace().lowercased() }), Set(required).isSubset(of: Set(cleaned)) {
            return message + "; the header holds an invisible character (a second byte-order mark or a zero-width space): save the file as UTF-8 again"
        }
        let names = Set(fields.map { $0.trimmingWhitespace().lowercased() })
        if let other = BookCSVFile.owner(of: names, otherThan: file) {
            return message + "; this is the header \(other.rawValue) has: is it the right file?"
        }
        return message
    }
}
