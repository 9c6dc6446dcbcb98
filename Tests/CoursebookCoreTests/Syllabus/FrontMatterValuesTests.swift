import CourseModel
import Testing
@testable import CoursebookCore

/// A course page's front matter read as YAML's own rules read it: `YAMLValue`'s nulls and
/// `YAMLSource`'s reasons, with no rule of its own.
@Suite("Front matter values")
struct FrontMatterValuesTests {
    @Test func nullIsYAMLValuesNull() throws {
        let entries = try FrontMatterValues.read("a: ~\nb: null\nc: NULL\nd:\ne: 'null'\nf: nil\n", path: "pages/a.md", lineOffset: 1)
        #expect(entries.map(\.value) == [.null, .null, .null, .null, .text("null"), .text("nil")])
    }

    @Test func invalidYAMLIsTheSourcesReasonWithoutItsPrefix() throws {
        let text = "title: \"Algebra\nweek: 1\n"
        var diagnostics: [Diagnostic] = []
        #expect(YAMLSource(path: "pages/a.md").compose(text, lineOffset: 1, diagnostics: &diagnostics) == nil)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.message.hasPrefix("invalid YAML: "))
        let reason = String(diagnostic.message.dropFirst("invalid YAML: ".count))
        #expect(throws: SyllabusError.invalidFrontMatter(path: "pages/a.md", line: diagnostic.location.line, column: diagnostic.location.column ?? 1, reason: reason)) {
            try FrontMatterValues.read(text, path: "pages/a.md", lineOffset: 1)
        }
    }
}
