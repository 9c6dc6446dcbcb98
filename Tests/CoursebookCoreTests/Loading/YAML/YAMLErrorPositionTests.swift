import CourseModel
import Foundation
import Testing
@testable import CoursebookCore

/// libyaml reports an unterminated quoted value at the end of the file; the diagnostic points at
/// the opening quote instead, where the mistake is.
@Suite("YAML error positions")
struct YAMLErrorPositionTests {
    private func diagnostics(_ text: String, lineOffset: Int = 0) -> [Diagnostic] {
        var found: [Diagnostic] = []
        _ = YAMLSource(path: "courses/alg.yml").compose(text, lineOffset: lineOffset, diagnostics: &found)
        return found
    }

    @Test func anUnterminatedQuoteIsReportedWhereItOpens() {
        let found = diagnostics("name: Algorithms\nsubject: \"Computer Science\nbranch: Informatics\nmeets: []\n")
        #expect(found.count == 1)
        #expect(found.first?.location == SourceLocation(path: "courses/alg.yml", line: 2, column: 10), "\(found)")
        #expect(found.first?.message == "invalid YAML: the quote opened here is never closed (found unexpected end of stream)", "\(found)")
    }

    @Test func singleQuotesAndFrontMatterOffsetsToo() {
        let found = diagnostics("title: 'Sorting\ncreated: 2026-10-19T09:00:00+02:00\n", lineOffset: 1)
        #expect(found.first?.location == SourceLocation(path: "courses/alg.yml", line: 2, column: 8), "\(found)")
    }

    @Test func otherSyntaxErrorsKeepLibyamlsPosition() {
        let found = diagnostics("name: Algorithms\nmeets: [a, b\nbranch: x\n")
        #expect(found.count == 1)
        #expect(found.first.map { $0.location.line >= 2 } == true, "\(found)")
    }

    @Test func aCourseFileWithAnUnterminatedQuoteIsLocatedByCheck() throws {
        let book = try FixtureBooks.copy("valid-book")
        defer { try? FileManager.default.removeItem(at: book) }
        try FixtureBooks.write("name: Geometry\nsubject: Mathematics\nbranch: \"Mathematics\nmeets: []\n", "courses/geo.yml", in: book)
        do {
            _ = try BookLoader(root: book).load()
            Issue.record("the broken course file loaded")
        } catch {
            guard case .invalid(let found) = error else { Issue.record("unexpected \(error)"); return }
            let errors = found.filter { $0.severity == .error }
            #expect(errors.first?.location == SourceLocation(path: "courses/geo.yml", line: 3, column: 9), "\(errors)")
        }
    }
}
