import CourseModel
import Testing
@testable import CoursebookCore

/// Positions on a course page after non-ASCII text are character columns, though cmark counts
/// bytes: links, raw HTML left out, and front matter.
@Suite("Course page character columns")
struct SyllabusCharacterColumnTests {
    private let extractor = SyllabusExtractor(endpoints: GitHubEndpoints())

    @Test func aMarkdownLinksAddressIsAtItsCharacterColumn() throws {
        let page = try extractor.extract("# Course\n\nZoë, Łódź — [slides](https://example.org/s.pdf)\n", path: "p.md")
        #expect(page.links.map { "\($0.line ?? 0):\($0.column ?? 0)" } == ["3:21"])
    }

    @Test func anAutolinkIsAtItsCharacterColumn() throws {
        let page = try extractor.extract("# Course\n\nZoë, Łódź — https://example.org/s\n", path: "p.md")
        #expect(page.links.map { "\($0.line ?? 0):\($0.column ?? 0)" } == ["3:13"])
    }

    @Test func rawHTMLLeftOutIsAtItsCharacterColumn() throws {
        let page = try extractor.extract("# Course\n\nZoë, Łódź — <span onclick=\"go()\">x</span>\n\nZoë <b>a</b>\nŁódź — <blink>b</blink>\n", path: "p.md")
        let notices = page.notices.map { "\($0.line):\($0.column.map(String.init) ?? "-")" }
        #expect(notices == ["3:13", "6:8"], "\(page.notices)")
    }

    @Test func aFrontMatterMistakeIsAtItsCharacterColumn() throws {
        do {
            _ = try extractor.extract("---\ntitle: [Zoë, Łódź — x, \"open\n---\n# Course\n", path: "p.md")
            Issue.record("the page's front matter was read")
        } catch {
            #expect(error.line == 2 && error.column == 24, "\(error)")
        }
    }
}
