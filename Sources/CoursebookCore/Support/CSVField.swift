/// The one quoting rule of the CSV coursebook writes: the book files it edits (`CSVDocument`),
/// the CSV reports and the gradebook exports (`CSVReportRenderer.field`, which defuses formulas
/// first). A field is put in double quotes, its quotes doubled, when it holds a comma, a quote or
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
}
