import Foundation
import Testing
@testable import CourseModel
@testable import CoursebookCore

/// Heading anchors as GitHub gives them: every heading of the page, nested ones included, numbered
/// in one pass in document order; only top-level headings are sections.
@Suite("Syllabus heading anchors")
struct SyllabusAnchorTests {
    private func extract(_ text: String) throws -> Syllabus {
        try SyllabusExtractor(endpoints: GitHubEndpoints()).extract(text, path: "p.md")
    }

    /// The `id`s of the page's headings, in document order.
    private func headingIDs(_ html: String) -> [String] {
        HTMLAttributes.find(["id"], in: html).map(\.value)
    }

    @Test func headingsInAQuoteAndAListItemGetIDsButAreNoSections() throws {
        let page = try extract("# Course\n\n> ## Note\n>\n> Read this first.\n\n- ### Step one\n  Install it.\n- Plain item\n\n## Tasks\n\n1. Do it.\n")
        #expect(page.html.contains("<blockquote>\n<h2 id=\"note\">Note</h2>"))
        #expect(page.html.contains("<li><h3 id=\"step-one\">Step one</h3>"))
        #expect(headingIDs(page.html) == ["course", "note", "step-one", "tasks"])
        #expect(page.sections.map(\.title) == ["Course", "Tasks"])
        #expect(page.sections.map(\.anchor) == ["course", "tasks"])
        #expect(page.tasks.map(\.text) == ["Do it."])
    }

    @Test func aNestedHeadingBeforeATopLevelOneOfTheSameTextTakesTheFirstNumber() throws {
        // GitHub renders this page with `setup` on the quoted heading and `setup-1` on the section.
        let page = try extract("> ## Setup\n\n## Setup\n\nSteps.\n\n- ## Setup\n")
        #expect(headingIDs(page.html) == ["setup", "setup-1", "setup-2"])
        #expect(page.sections.map(\.anchor) == ["setup-1"])
        #expect(page.html.contains("<h2 id=\"setup-1\">Setup</h2>\n<p>Steps.</p>"))
    }

    @Test func aHeadingInANestedListInsideAQuoteGetsAnID() throws {
        let page = try extract("# Lab\n\n> Before you start:\n>\n> - Tools\n>   - #### Check the *compiler*\n>     Run `swiftc --version`.\n")
        #expect(page.html.contains("<li><h4 id=\"check-the-compiler\">Check the <em>compiler</em></h4>"))
        #expect(headingIDs(page.html) == ["lab", "check-the-compiler"])
        #expect(page.sections.count == 1)
    }

    @Test func pagesWithoutNestedHeadingsHaveExactlyTheirSectionAnchorsAsIDs() throws {
        for name in ["assignment-handout", "syllabus-table", "weekly-headings", "russian-tiers", "github-links"] {
            let page = try SyllabusGoldenTests.extract(name)
            #expect(headingIDs(page.html) == page.sections.map(\.anchor), "\(name)")
        }
    }

    @Test func repeatsAreNumberedAsGitHubSluggerNumbersThem() {
        var slugger = GitHubSlugger()
        let anchors = ["A-1", "A", "A", "A", "a 2", "A", "A-1"].map { slugger.slug($0) }
        #expect(anchors == ["a-1", "a", "a-2", "a-3", "a-2-1", "a-4", "a-1-1"])
    }

    @Test func manyRepeatedNestedHeadingsAreAllNumbered() throws {
        let text = "# Steps\n\n" + String(repeating: "- ### Step\n", count: 500)
        let page = try extract(text)
        let ids = headingIDs(page.html)
        #expect(ids == ["steps", "step"] + (1..<500).map { "step-\($0)" })
    }
}
