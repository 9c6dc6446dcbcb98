import Foundation
import Testing
@testable import CoursebookCore

/// The one order of a course file's keys: what the loader allows and where edits put a new key.
@Suite("Course file keys")
struct CourseFileKeysTests {
    @Test func aKeyGoesAfterTheNearestKeyBeforeIt() {
        #expect(CourseFileKeys.before("name") == [])
        #expect(CourseFileKeys.before("teacher") == ["branch", "subject", "name"])
        #expect(CourseFileKeys.before("meets") == ["staff", "teacher", "branch", "subject", "name"], "a course's staff list comes before its meetings")
    }

    @Test func theLoaderAllowsExactlyTheseKeys() throws {
        let book = try FixtureBooks.copy("valid-book")
        defer { try? FileManager.default.removeItem(at: book) }
        let course = try #require(try FileManager.default.contentsOfDirectory(atPath: book.appendingPathComponent("courses").path).first { $0.hasSuffix(".yml") })
        let url = book.appendingPathComponent("courses").appendingPathComponent(course)
        try (String(contentsOf: url, encoding: .utf8) + "room: B-104\n").write(to: url, atomically: true, encoding: .utf8)
        let diagnostics = try BookLoader(root: book).load().warnings
        #expect(diagnostics.contains { $0.message.contains("room") }, "an unknown key is warned about")
    }
}
