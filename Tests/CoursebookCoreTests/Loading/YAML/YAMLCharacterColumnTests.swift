import CourseModel
import Testing
@testable import CoursebookCore

/// YAML problems after non-ASCII text on their line are printed at character columns.
@Suite("YAML character columns")
struct YAMLCharacterColumnTests {
    private func diagnostics(_ text: String) -> [Diagnostic] {
        var found: [Diagnostic] = []
        _ = YAMLSource(path: "courses/alg.yml").compose(text, lineOffset: 0, diagnostics: &found)
        return found
    }

    @Test func libyamlsMarkCountsCharacters() {
        let found = diagnostics("name: Algebra\nmeets: [Zoë, Łódź — x, \"open\n")
        #expect(found.first?.location == SourceLocation(path: "courses/alg.yml", line: 2, column: 24), "\(found)")
    }

    @Test func aHintCountsCharacters() {
        let found = diagnostics("name: Zoë, Łódź — week 1: stats\n")
        #expect(found.first?.location.column == 25, "\(found)")
        #expect(found.first?.message.contains("must be quoted") == true, "\(found)")
    }

    @Test func aMissingSpaceAfterAColonCountsCharacters() {
        let found = diagnostics("name: Algebra\nZoë, Łódź — key:value\nbranch: x\n")
        #expect(found.first?.location.line == 2, "\(found)")
        #expect(found.first?.location.column == 17, "\(found)")
        #expect(found.first?.message.contains("put a space after the colon") == true, "\(found)")
    }

    @Test func aReaderErrorCountsCharacters() {
        let found = diagnostics("name: Zoë, Łódź — \u{7}\n")
        #expect(found.first?.location == SourceLocation(path: "courses/alg.yml", line: 1, column: 19), "\(found)")
    }
}
