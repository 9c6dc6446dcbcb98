import Foundation
import Testing
@testable import CoursebookCore

/// GitHub-flavoured pieces GitHub shows that libcmark 0.30 does not parse: task list items as
/// disabled checkboxes, `~~strikethrough~~` and bare addresses as links (autolinks).
@Suite("GFM extras")
struct GFMExtrasTests {
    private func html(_ markdown: String) throws -> String {
        try SyllabusExtractor(year: 2026, endpoints: GitHubEndpoints()).extract(markdown, path: "page.md").html
    }

    @Test func taskListItemsAreCheckboxes() throws {
        let out = try html("# T\n\n- [ ] Read chapter 2\n- [x] Install the compiler\n- [X] Done too\n- [y] not a marker\n- [ ]\n")
        #expect(out.contains("<li class=\"task-list-item\"><input type=\"checkbox\" disabled=\"\" /> Read chapter 2</li>"), "\(out)")
        #expect(out.contains("<li class=\"task-list-item\"><input type=\"checkbox\" disabled=\"\" checked=\"\" /> Install the compiler</li>"), "\(out)")
        #expect(out.contains("checked=\"\" /> Done too</li>"), "\(out)")
        #expect(out.contains("<li>[y] not a marker</li>"), "\(out)")
        #expect(out.contains("<li>[ ]</li>"), "\(out)")
    }

    @Test func aTableFollowedByADashLineIsATableAsOnGitHub() throws {
        // cmark reads the rows and `--` as a setext heading; GitHub's table extension has already
        // taken the lines as a table, so `--` is one more row (`===` too).
        let page = try SyllabusExtractor(year: 2026, endpoints: GitHubEndpoints())
            .extract("# Plan\n\n| Week | Date | Topic |\n|---|---|---|\n| 1 | Sep 7 | Soils |\n--\n\n## Next\n", path: "page.md")
        #expect(page.sections.map(\.title) == ["Plan", "Next"])
        #expect(page.html.contains("<td>--</td>") && !page.html.contains("<h2 id=\"-week"), "\(page.html)")
        #expect(page.schedule.map { "\($0.date?.description ?? "-") \($0.topic)" }.first == "2026-09-07 Soils")
        // Without a table's delimiter row it stays the heading it is on GitHub.
        let heading = try html("A | B\n---\n")
        #expect(heading.contains("<h2 id=\"a--b\">A | B</h2>"), "\(heading)")
    }

    /// A cell is inline content: `<ul><li>` at its start is inline HTML (GitHub keeps it), not an
    /// HTML block that would show the cell's Markdown links as text.
    @Test func aCellOpeningWithATagKeepsItsMarkdownLinks() throws {
        let page = try SyllabusExtractor(year: 2026, endpoints: GitHubEndpoints())
            .extract("|Week|Reading|\n|--|--|\n|1|<ul><li>[Notes][n1]</li><li>[Slides](https://example.org/s1)</li></ul>|\n\n[n1]: https://example.org/n1\n", path: "page.md")
        #expect(page.links.map(\.url) == ["https://example.org/n1", "https://example.org/s1"])
        #expect(page.html.contains("<td><ul><li><a href=\"https://example.org/n1\">Notes</a></li>"), "\(page.html)")
        #expect(!page.html.contains("&lt;ul&gt;"))
    }

    /// kramdown writes border lines around a table; on GitHub the one above the header stays a
    /// paragraph and the table begins at the header row (the one below is a row of dashes).
    @Test func aBorderLineAboveTheHeaderIsAParagraphAboveTheTable() throws {
        let page = try SyllabusExtractor(year: 2026, endpoints: GitHubEndpoints())
            .extract("# Plan\n\n|---+---|\n| Date | Topic |\n|:--|:--|\n| 14 January | [Intro](s1.pdf) |\n|---+---|\n", path: "page.md")
        #expect(page.html.contains("<p>|---+---|</p>\n<table>"), "\(page.html)")
        #expect(page.schedule.map { "\($0.date?.description ?? "-") \($0.topic) \($0.line ?? 0)" } == ["2026-01-14 Intro 6"], "the border row below is no session")
        #expect(page.links.map { "\($0.url) \($0.line ?? 0)" } == ["s1.pdf 6"])
    }

    /// A delimiter row one cell short of the header: GitHub shows text, not a table, and so do we;
    /// the rows still give the schedule the author wrote.
    @Test func aTableWithAShortDelimiterRowIsTextWhoseRowsStillGiveTheSchedule() throws {
        let page = try SyllabusExtractor(year: 2026, endpoints: GitHubEndpoints())
            .extract("# Plan\n\n| # | Date | Topic | Notes |\n|---|---|---|\n|L1| Jan 23 | Syllabus | |\n|L2| Jan 25 | Statistics | |\n", path: "page.md")
        #expect(!page.html.contains("<table>"), "\(page.html)")
        #expect(page.schedule.map { "\($0.date?.description ?? "-") \($0.topic)" } == ["2026-01-23 Syllabus", "2026-01-25 Statistics"])
    }

    @Test func bareEmailAddressesAreMailtoLinks() throws {
        // As cmark-gfm's extended email autolink reads them (checked against cmarkgfm 2024.11).
        let page = try SyllabusExtractor(year: 2026, endpoints: GitHubEndpoints())
            .extract("# Contact\n\nWrite to ta.kim+cs@hlab.example.ac.jp or to office@example.org.\nNot: a@b, x@y_.org, @example.org\n", path: "page.md")
        #expect(page.links.map(\.url) == ["mailto:ta.kim+cs@hlab.example.ac.jp", "mailto:office@example.org", "mailto:x@y_.org"])
        #expect(page.html.contains("<a href=\"mailto:office@example.org\">office@example.org</a>."), "\(page.html)")
        #expect(page.links.map(\.column) == [10, 45, 11], "the address's own column, where its local part starts")
    }

    @Test func doubleTildesStrikeThroughWithinARun() throws {
        let out = try html("The ~~old~~ new room, ~~<b>x</b>~~, ~~unclosed and `~~code~~`.\n")
        #expect(out.contains("The <del>old</del> new room"), "\(out)")
        #expect(out.contains("~~unclosed and <code>~~code~~</code>"), "\(out)")
        // Raw `<b>` is kept as GitHub keeps it; the tildes around it are not a strikethrough.
        #expect(out.contains("~~<b>x</b>~~"), "\(out)")
    }

    @Test func manyTildesStayLinear() throws {
        // Unpaired and paired runs alike are scanned once; this finishes at once.
        let out = try html(String(repeating: "~~a~~ ", count: 10_000) + String(repeating: "~~b ", count: 10_000) + "\n")
        #expect(out.components(separatedBy: "<del>").count == 10_001)
    }

    @Test func bareAddressesBecomeLinksAsOnGitHub() throws {
        let page = try SyllabusExtractor(year: 2026, endpoints: GitHubEndpoints()).extract(
            "# T\n\nSee https://example.org/a_(b) and www.example.com/x. Or (http://e.org/p), [https://in.link](https://in.link) and `http://code.org`.\nNot: http://localhost, wwwx.org, http://a_b.c_d.\n\n| A |\n|---|\n| https://cell.org/x |\n",
            path: "page.md")
        #expect(page.html.contains("<a href=\"https://example.org/a_(b)\">https://example.org/a_(b)</a> and"), "\(page.html)")
        #expect(page.html.contains("<a href=\"http://www.example.com/x\">www.example.com/x</a>."), "the sentence's full stop is not the link's")
        #expect(page.html.contains("(<a href=\"http://e.org/p\">http://e.org/p</a>)"), "an unmatched `)` is not the link's")
        #expect(page.html.contains("<code>http://code.org</code>"))
        #expect(page.html.contains("Not: http://localhost, wwwx.org, http://a_b.c_d."), "no dot, no `www.`, `_` in the last labels")
        #expect(page.links.map(\.url) == ["https://example.org/a_(b)", "http://www.example.com/x", "http://e.org/p", "https://in.link", "https://cell.org/x"])
        #expect(page.links[0].line == 3 && page.links[0].column == 5, "an autolink is placed where it is written")
    }

    @Test func referenceLinksResolveInsidePipeTableCells() throws {
        let page = try SyllabusExtractor(year: 2026, endpoints: GitHubEndpoints()).extract(
            "# T\n\n| HW | Brief |\n|---|---|\n| [HW1] | [the brief][b] |\n| [ghost] | x |\n\nSee [HW1].\n\n[HW1]: https://example.org/hw1\n  [B]: brief.md \"Brief\"\n",
            path: "page.md")
        #expect(page.html.contains("<td><a href=\"https://example.org/hw1\">HW1</a></td>"), "\(page.html)")
        #expect(page.html.contains("<td><a href=\"brief.md\" title=\"Brief\">the brief</a></td>"), "labels match without case, as cmark matches them")
        #expect(page.html.contains("<td>[ghost]</td>"), "an undefined label stays text, as on GitHub")
        #expect(page.links.map(\.url) == ["https://example.org/hw1", "brief.md", "https://example.org/hw1"])
        #expect(page.links[0].line == 5, "a cell's link is placed on its row")
    }
}
