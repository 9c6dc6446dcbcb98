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

/// A page's lines give a byte column's character column from checkpoints, as `SourceColumn`
/// counts it over the whole line.
@Suite("Source lines' character columns")
struct SourceLinesCharacterColumnTests {
    @Test func checkpointsGiveWhatCountingTheLineGives() {
        let lines = ["Zoë, Łódź — x", String(repeating: "é", count: 300) + "x", "", String(repeating: "a—", count: 200) + "\r", "ascii"]
        let source = SourceLines(lines.joined(separator: "\n"))
        for (index, line) in lines.enumerated() {
            let bytes = Array(line.utf8)
            for byteColumn in 1...(bytes.count + 2) {
                let expected = SourceColumn.characterColumn(ofByteColumn: byteColumn, inLine: bytes)
                #expect(source.characterColumn(ofByteColumn: byteColumn, line: index + 1) == expected, "line \(index + 1), byte column \(byteColumn)")
            }
        }
        #expect(source.characterColumn(ofByteColumn: 601, line: 2) == 301)
    }
}
