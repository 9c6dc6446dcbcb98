import CourseModel
import Foundation
import Testing
@testable import CourseModel
@testable import CoursebookCore

/// Fixture pages in varied real-world styles, compared with golden JSON records
/// (re-record with `COURSEBOOK_RECORD=1 swift test`).
@Suite("Syllabus golden records")
struct SyllabusGoldenTests {
    /// The test target's folder (this file is in its `Syllabus/`), which holds `Fixtures/` and `Golden/`.
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let pages = here.appendingPathComponent("Fixtures/pages")
    static let golden = here.appendingPathComponent("Golden/syllabus")

    static func extract(_ name: String, origin: PageOrigin = .local(path: "page.md"), year: Int? = 2026, words: [String: [String]] = [:]) throws -> Syllabus {
        let text = try String(contentsOf: pages.appendingPathComponent(name + ".md"), encoding: .utf8)
        return try SyllabusExtractor(origin: origin, year: year, sectionWords: words, endpoints: GitHubEndpoints()).extract(text, path: name + ".md")
    }

    /// A fixture page's sessions as `date topic` lines (`none` for an undated week), for the rule tests.
    static func sessionLines(_ name: String) throws -> [String] {
        try extract(name).schedule.map { "\($0.date?.description ?? "none") \($0.topic)" }
    }

    /// A fixture page's deadlines as `due title` lines, for the rule tests.
    static func deadlineLines(_ name: String) throws -> [String] {
        try extract(name).deadlines.map { "\($0.due) \($0.title)" }
    }

    static let githubOrigin = PageOrigin.github(owner: "example", repo: "robots", path: "club/README.md", ref: "main")

    @Test(arguments: ["assignment-handout", "syllabus-table", "weekly-headings", "russian-tiers", "github-links"])
    func matchesGolden(_ name: String) throws {
        let syllabus = try Self.extract(name, origin: name == "github-links" ? Self.githubOrigin : .local(path: name + ".md"))
        let json = SyllabusJSON.value(syllabus).serialized()
        let file = Self.golden.appendingPathComponent(name + ".json")
        if ProcessInfo.processInfo.environment["COURSEBOOK_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: Self.golden, withIntermediateDirectories: true)
            try json.write(to: file, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(json == expected, "re-record with COURSEBOOK_RECORD=1 swift test")
    }
}
