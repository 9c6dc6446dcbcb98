import Foundation
import Testing
@testable import CoursebookCore

/// Small pages compared byte for byte with files in Golden/; `COURSEBOOK_RECORD=1 swift test` rewrites them.
@Suite("Site golden pages")
struct SiteGoldenTests {
    static let folder = SiteTestSupport.repository.appendingPathComponent("Tests/CoursebookCoreTests/Golden/site")

    @Test(arguments: ["teachers/index.html", "courses/geo/index.html", "courses/alg/index.html", "index.html", "courses/geo/calendar.ics"])
    func pageMatchesItsGoldenFile(_ path: String) async throws {
        let result = try await SiteTestSupport.build(SiteTestSupport.fixtureBook, today: "2026-09-09")
        let actual = try #require(result.files.files[path])
        let golden = Self.folder.appendingPathComponent(path.replacingOccurrences(of: "/", with: "__"))
        if ProcessInfo.processInfo.environment["COURSEBOOK_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try actual.write(to: golden)
        }
        let expected = try #require(FileManager.default.contents(atPath: golden.path), "no golden file; run COURSEBOOK_RECORD=1 swift test")
        #expect(actual == expected, "\(path) differs from \(golden.lastPathComponent); re-record with COURSEBOOK_RECORD=1 swift test if intended")
    }

    /// The fixture book with `site.language: de`: every fixed word and date of a course page in German.
    @Test func aGermanCoursePageMatchesItsGoldenFile() async throws {
        let book = try SiteTestSupport.copyOfBook(SiteTestSupport.fixtureBook)
        defer { try? FileManager.default.removeItem(at: book.deletingLastPathComponent()) }
        let config = try String(contentsOf: book.appendingPathComponent("coursebook.yml"), encoding: .utf8)
        try Data((config + "site:\n  language: de\n").utf8).write(to: book.appendingPathComponent("coursebook.yml"))
        let result = try await SiteTestSupport.build(book, today: "2026-09-09")
        let actual = try #require(result.files.files["courses/alg/index.html"])
        let golden = Self.folder.appendingPathComponent("de__courses__alg__index.html")
        if ProcessInfo.processInfo.environment["COURSEBOOK_RECORD"] == "1" { try actual.write(to: golden) }
        let expected = try #require(FileManager.default.contents(atPath: golden.path), "no golden file; run COURSEBOOK_RECORD=1 swift test")
        #expect(actual == expected, "the German course page differs from \(golden.lastPathComponent); re-record with COURSEBOOK_RECORD=1 swift test if intended")
    }
}
