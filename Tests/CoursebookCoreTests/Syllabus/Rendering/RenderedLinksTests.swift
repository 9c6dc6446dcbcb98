import CourseModel
import Testing
@testable import CoursebookCore

/// A page's links and images are the ones the renderer writes, noted as it writes them: in page
/// order, autolinks and table cells included, each where its address is written; a link the page
/// does not show (inside an image's description) is not one of them.
@Suite("Rendered links")
struct RenderedLinksTests {
    private let body = "# T\n\nSee [a](https://e.org/a) and https://e.org/b.\n\n![pic [c](https://e.org/c)](https://e.org/p.png)\n\n| Week | Read |\n| --- | --- |\n| 1 | [d](https://e.org/d) |\n"

    @Test(arguments: [false, true])
    func theRecordIsWhatThePageShows(rawHTML: Bool) throws {
        let page = try SyllabusExtractor(endpoints: GitHubEndpoints()).extract(body + (rawHTML ? "\n<br>\n" : ""), path: "p.md")
        #expect(page.links.map(\.url) == ["https://e.org/a", "https://e.org/b", "https://e.org/d"])
        #expect(page.links.map(\.text) == ["a", "https://e.org/b", "d"])
        #expect(page.links.map { "\($0.line ?? 0):\($0.column ?? 0)" } == ["3:8", "3:30", "9:10"])
        #expect(page.images.map(\.url) == ["https://e.org/p.png"])
        #expect(page.images.map(\.alt) == ["pic c"])
        for link in page.links { #expect(page.html.contains("href=\"\(link.url)\""), "\(link.url)") }
        #expect(!page.html.contains("href=\"https://e.org/c\""))
    }
}
