/// The one quoting rule of the CSV coursebook writes: the book files it edits (`CSVDocument`),
/// the CSV reports and the gradebook exports (`defused`, which defuses formulas first, and
/// `line`). A field is put in double quotes, its quotes doubled, when it holds a comma, a quote or
/// a line break (`\n`, `\r`, or both), or when `always`.
enum CSVField {
    /// `field` as a CSV field. `quotingEdgeSpaces` also quotes a field that starts or ends with a
    /// space: the book files do (their editors and readers may trim an unquoted space, and
    /// `CSVDocument` always has), the reports and exports do not, since Canvas's own files write
    /// `    Points Possible` unquoted and spreadsheets keep such spaces.
    static func quoted(_ field: String, always: Bool = false, quotingEdgeSpaces: Bool = false) -> String {
        // Bytes, not Characters: `\r\n` is one Character, equal neither to `\n` nor to `\r`.
        let needsQuotes = always || field.utf8.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D }
            || (quotingEdgeSpaces && (field.first == " " || field.last == " "))
        return needsQuotes ? "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : field
    }

    /// A cell of a report or an export: formulas defused (a cell starting with `=`, `+`, `-` or `@`
    /// that is not a number gets a `'`, so a spreadsheet shows it as text), then quoted by the rule.
    static func defused(_ text: String) -> String {
        var value = text
        if let first = value.first, "=+-@".contains(first), Double(value) == nil {
            value = "'" + value
        }
        return quoted(value)
    }

    /// One line of a report or an export: the cells `defused`, joined by `,`, ended by CRLF.
    static func line(_ cells: [String]) -> String {
        cells.map(defused).joined(separator: ",") + "\r\n"
    }
}
