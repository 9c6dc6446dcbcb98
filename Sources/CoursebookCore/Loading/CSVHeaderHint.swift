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
        let plural = missing.count > 1 ? "s" : ""
        let message = "header is missing column\(plural) \(missing.joined(separator: ", ")) (expected \(required.joined(separator: ",")))"
        let names = Set(fields.map { $0.trimmingWhitespace().lowercased() })
        if let other = BookCSVFile.owner(of: names, otherThan: file) {
            return message + "; this is the header \(other.rawValue) has: is it the right file?"
        }
        return message
    }
}
