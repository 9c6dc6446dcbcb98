import Foundation
import Testing
@testable import CoursebookCore

/// GitHub-flavoured pieces GitHub shows that libcmark 0.30 does not parse: task list items as
/// disabled checkboxes and `~~strikethrough~~`.
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
}
