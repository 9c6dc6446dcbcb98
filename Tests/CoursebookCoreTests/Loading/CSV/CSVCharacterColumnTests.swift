import CourseModel
import Testing
@testable import CoursebookCore

/// CSV problems after non-ASCII text on their line are printed at character columns.
@Suite("CSV character columns")
struct CSVCharacterColumnTests {
    private func parse(_ bytes: [UInt8]) -> [Diagnostic] {
        bytes.withUnsafeBytes { buffer in CSVParser(path: "t.csv").parse(buffer) { _ in } }
    }

    private func parse(_ text: String) -> [Diagnostic] { parse(Array(text.utf8)) }

    @Test func textAfterAClosingQuote() {
        let problems = parse("id,name\nZoë Łódź — x,\"a\"b\n")
        #expect(problems.first?.location == SourceLocation(path: "t.csv", line: 2, column: 17), "\(problems)")
    }

    @Test func aQuoteNeverClosed() {
        let problems = parse("id,name\nZoë Łódź — x,\"open\n")
        #expect(problems.first?.location == SourceLocation(path: "t.csv", line: 2, column: 14), "\(problems)")
    }

    @Test func invalidUTF8InAField() {
        let problems = parse(Array("id,name\nZoë Łódź — x,".utf8) + [0xFF] + Array("\n".utf8))
        #expect(problems.first?.location == SourceLocation(path: "t.csv", line: 2, column: 14), "\(problems)")
    }
}
