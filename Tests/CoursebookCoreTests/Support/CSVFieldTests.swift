import Testing
@testable import CoursebookCore

/// One CSV quoting rule (`CSVField`) for the book files coursebook edits, the CSV reports and the
/// gradebook exports.
@Suite("CSV fields")
struct CSVFieldTests {
    static let fields: [(field: String, written: String)] = [
        ("plain", "plain"),
        ("", ""),
        ("a,b", "\"a,b\""),
        ("say \"hi\"", "\"say \"\"hi\"\"\""),
        ("two\nlines", "\"two\nlines\""),
        ("two\r\nlines", "\"two\r\nlines\""),
        ("cr\ronly", "\"cr\ronly\""),
        ("in side", "in side"),
    ]

    @Test(arguments: fields.indices)
    func aFieldIsQuotedWhenAReaderCouldMisreadIt(_ index: Int) {
        let (field, written) = Self.fields[index]
        #expect(CSVField.quoted(field) == written, "\(field)")
        #expect(CSVField.quoted(field, always: true) == (written.hasPrefix("\"") ? written : "\"" + field + "\""))
        #expect(CSVField.quoted(field, quotingEdgeSpaces: true) == written)
    }

    /// A space at either end is quoted in the book's files, not in reports and exports (Canvas
    /// writes `    Points Possible` unquoted).
    @Test func edgeSpacesAreQuotedOnlyWhenAsked() {
        #expect(CSVField.quoted(" leading", quotingEdgeSpaces: true) == "\" leading\"")
        #expect(CSVField.quoted("trailing ", quotingEdgeSpaces: true) == "\"trailing \"")
        #expect(CSVField.quoted("    Points Possible") == "    Points Possible")
    }

    /// Reports and exports quote by the same rule as the book files: a `\r\n` inside a cell (one
    /// Character, which the report's own test missed) is quoted now.
    @Test func aReportCellIsQuotedByTheSameRuleAfterItsFormulaIsDefused() {
        #expect(CSVReportRenderer.field("a\r\nb") == "\"a\r\nb\"")
        #expect(CSVReportRenderer.field(" Rosa") == " Rosa")
        #expect(CSVReportRenderer.field("=1+1") == "'=1+1")
        #expect(CSVReportRenderer.field("=HYPERLINK(\"x\")") == "\"'=HYPERLINK(\"\"x\"\")\"")
        #expect(CSVReportRenderer.field("-3") == "-3")
    }
}
