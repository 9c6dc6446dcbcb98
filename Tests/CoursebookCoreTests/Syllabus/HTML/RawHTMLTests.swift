import Foundation
import Testing
@testable import CourseModel
@testable import CoursebookCore

/// Raw HTML on a course page, kept as GitHub keeps it: tables feed the schedule, what is dropped is
/// a warning at its line and column, and nothing unsafe reaches the output.
@Suite("Raw HTML")
struct RawHTMLTests {
    private func page() throws -> Syllabus {
        try SyllabusGoldenTests.extract("html-schedule", year: nil)
    }

    @Test func anHTMLTableGivesScheduleRowsWithRowspansAndLineBreaks() throws {
        let page = try page()
        let rows = page.schedule.map { "\($0.week ?? "-") \($0.date?.description ?? "none") \($0.topic)" }
        #expect(rows == [
            "Week 1 2025-09-08 Arrays and lists\n(Slides 1)",
            "Week 1 2025-09-10 Stacks and queues",
            "Week 2 2025-09-15 Hash tables with notes",
        ], "the Room column is never the topic; rowspan carries the week down")
    }

    @Test func aDueLineInACellIsTitledByTheLineAbove() throws {
        let page = try page()
        #expect(page.deadlines.map { "\($0.due) \($0.title)" }.contains("2025-09-12 Homework 1 Released"), "\(page.deadlines)")
    }

    @Test func linksAndImagesInRawHTMLAreCollectedInPageOrder() throws {
        let page = try page()
        #expect(page.links.map(\.url) == ["slides/01.pdf", "hw/hw1.md", "notes/hashing.md", "https://example.org/video1"])
        #expect(page.links.map(\.text) == ["(Slides 1)", "Homework 1 Released", "notes", "Video"])
        #expect(page.images.map(\.url) == ["img/board.png"])
    }

    @Test func everyLinkKnowsWhereItIsWritten() throws {
        // What puts a broken link's warning at its own line and column without reading the page
        // again: the author's `<a>` at its tag, a Markdown link at its `(`, a pipe-table cell at its row.
        let page = try page()
        #expect(page.links.map { "\($0.line ?? 0):\($0.column.map(String.init) ?? "-")" } == ["32:31", "33:23", "46:29", "61:-"])
        #expect(page.images.map { "\($0.line ?? 0):\($0.column.map(String.init) ?? "-")" } == ["61:-"])
    }

    @Test func theHTMLKeepsWhatGitHubKeeps() throws {
        let html = try page().html
        for kept in ["<kbd>Ctrl</kbd>", "10<sup>2</sup>", "<td rowspan=\"2\">Week 1</td>", "Mon<br />9/8", "<details>", "<summary>Grading</summary>",
                     "<strong>Hash tables</strong>", "<img src=\"img/board.png\" alt=\"board\" />", "<span>and queues</span>", "Good luck!", "<table id=\"plan\">"] {
            #expect(html.contains(kept), "\(kept) in \(html)")
        }
        for dropped in ["<style", "padding", "<script", "owned", "<iframe", "onclick", "onerror", "javascript:", "steal", "class=", "<center", "<!--"] {
            #expect(!html.lowercased().contains(dropped), "\(dropped) in \(html)")
        }
        #expect(html.contains("<a>Quiz 1</a>"), "an unsafe address goes, the link text stays")
    }

    @Test func everythingDroppedIsAWarningAtItsLineAndColumn() throws {
        let notices = try page().notices.map { "\($0.line):\($0.column.map(String.init) ?? "-") \($0.message)" }
        #expect(notices == [
            "6:1 raw HTML element 'style' is left out with its content, as GitHub does",
            "17:1 raw HTML attribute 'class' on 'table' is left out, as GitHub does",
            "38:18 raw HTML attribute 'style' on 'span' is left out, as GitHub does",
            "38:18 raw HTML event handler 'onclick' on 'span' is left out, as GitHub does",
            "49:11 raw HTML 'href' of 'a' has an unsafe address and is left out",
            "54:1 raw HTML element 'script' is left out with its content, as GitHub does",
            "55:1 raw HTML element 'iframe' is left out with its content, as GitHub does",
            // In a pipe-table cell only the row's line is known.
            "61:- raw HTML event handler 'onerror' on 'img' is left out, as GitHub does",
            "70:1 raw HTML tag 'center' is left out (its text is kept), as GitHub does",
        ], "\(notices.joined(separator: "\n"))")
    }

    @Test func aPageWithoutRawHTMLIsRenderedWithoutTheHTMLParser() throws {
        let plain = try SyllabusExtractor(endpoints: GitHubEndpoints()).extract("# T\n\n| a | b |\n| - | - |\n| 1 | 2 |\n", path: "p.md")
        #expect(plain.notices.isEmpty)
        #expect(plain.html.contains("<th scope=\"col\">a</th>"))
    }

    @Test func sameOutputForRenderedMarkupWhetherOrNotThePageHasRawHTML() throws {
        // The sanitizer writes the renderer's own markup back byte for byte, so one raw tag changes
        // nothing else on the page.
        let body = "# T\n\n- [x] done\n- item with `code` and [link](https://example.org \"t\") & <\n\n```swift\nlet a = 1 < 2\n```\n\n| a | b |\n| :- | -: |\n| 1 | 2 |\n\n> quote\n\n---\n"
        let extractor = SyllabusExtractor(endpoints: GitHubEndpoints())
        let plain = try extractor.extract(body, path: "p.md").html
        let withRaw = try extractor.extract(body + "\n<br>\n", path: "p.md").html
        #expect(withRaw == plain + "<br />\n")
    }
}

/// The year of a date written without one: `--year`, else the page's front matter, else the term.
@Suite("Page year")
struct PageYearTests {
    @Test func frontMatterYearComesBeforeTheTermYear() throws {
        var extractor = SyllabusExtractor(endpoints: GitHubEndpoints())
        extractor.fallbackYear = 2026
        let page = "---\nyear: 2025\n---\n# T\n\n| Date | Topic |\n|---|---|\n| Sep 8 | Arrays |\n"
        #expect(try extractor.extract(page, path: "p.md").schedule.first?.date?.description == "2025-09-08")
        #expect(try extractor.extract("# T\n\n| Date | Topic |\n|---|---|\n| Sep 8 | Arrays |\n", path: "p.md").schedule.first?.date?.description == "2026-09-08")
        extractor.year = 2024
        #expect(try extractor.extract(page, path: "p.md").schedule.first?.date?.description == "2024-09-08")
    }
}
