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
        #expect(CSVField.defused("a\r\nb") == "\"a\r\nb\"")
        #expect(CSVField.defused(" Rosa") == " Rosa")
        #expect(CSVField.defused("=1+1") == "'=1+1")
        #expect(CSVField.defused("=HYPERLINK(\"x\")") == "\"'=HYPERLINK(\"\"x\"\")\"")
        #expect(CSVField.defused("-3") == "-3")
    }

    /// A report's or an export's line: defused cells, `,`, CRLF.
    @Test func aLineJoinsDefusedCellsAndEndsWithCRLF() {
        #expect(CSVField.line(["a,b", "=1", "3"]) == "\"a,b\",'=1,3\r\n")
        #expect(CSVField.line([]) == "\r\n")
    }
}
