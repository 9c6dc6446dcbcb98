import CourseModel
import Foundation
import Testing
@testable import CoursebookCore

/// Hidden entries in `courses/` are never read; a hidden course file is a warning so a file hidden
/// by mistake is noticed, while editor and tool leftovers are skipped without a word.
@Suite("Hidden course files")
struct HiddenCourseFileTests {
    @Test func hiddenCourseFilesAreWarnedAboutAndNotRead() throws {
        let book = try FixtureBooks.copy("valid-book")
        defer { try? FileManager.default.removeItem(at: book) }
        let geometry = try String(contentsOf: book.appendingPathComponent("courses/geo.yml"), encoding: .utf8)
        try FixtureBooks.write(geometry, "courses/.draft.yml", in: book)
        try FixtureBooks.write(geometry, "courses/..\\x.yml", in: book)
        try FileManager.default.createDirectory(at: book.appendingPathComponent("courses/.old"), withIntermediateDirectories: true)
        let result = try BookLoader(root: book).load()
        #expect(result.book.courses.map(\.id) == ["alg", "geo"])
        #expect(result.warnings.map(\.description) == [
            "courses/..\\x.yml: warning: ignored hidden file (names starting with '.' are not read)",
            "courses/.draft.yml: warning: ignored hidden file (names starting with '.' are not read)",
            "courses/.old: warning: ignored hidden folder (names starting with '.' are not read)",
        ])
    }

    @Test(arguments: [".geo.yml.swp", ".geo.yml.swo", ".geo.yml.swa", ".#geo.yml", ".DS_Store", "._geo.yml", ".geo.yml.tmp-4242-17"])
    func editorAndToolLeftoversAreSkippedQuietly(_ name: String) throws {
        let book = try FixtureBooks.copy("valid-book")
        defer { try? FileManager.default.removeItem(at: book) }
        try FixtureBooks.write("not: [yaml", "courses/" + name, in: book)
        let result = try BookLoader(root: book).load()
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(result.book.courses.map(\.id) == ["alg", "geo"])
    }

    @Test func theRuleTellsLeftoversFromHiddenCourseFiles() {
        #expect(HiddenEntry.isQuietlySkipped(".cs101.yml.swp"))
        #expect(!HiddenEntry.isQuietlySkipped(".cs101.yml"))
        #expect(!HiddenEntry.isQuietlySkipped(".draft.yml"))
        #expect(!HiddenEntry.isQuietlySkipped(".swp.yml"))
        #expect(!HiddenEntry.isQuietlySkipped(".x.swz"))
    }
}
