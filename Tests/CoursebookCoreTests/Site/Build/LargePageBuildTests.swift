import CourseModel
import Foundation
import Testing
@testable import CoursebookCore

/// Legitimate but large course pages are rendered by the site's page path (not only the syllabus
/// extractor): a 1 MiB page, lists nested 10 deep and 2,000 links, with no warning.
@Suite("Large course pages in the site")
struct LargePageBuildTests {
    static let pages: [(name: String, text: String, mark: String)] = {
        let paragraph = "Read *chapter 3* and **solve** [problem set 2](https://example.com/ps2) before `Thursday`.\n\n"
        var big = "# Big page\n\n"
        while big.utf8.count < 1 << 20 { big += "## Section\n\n" + String(repeating: paragraph, count: 20) }
        let nested = (0..<10).map { String(repeating: "  ", count: $0) + "- level \($0) with *emphasis*\n" }.joined()
        let links = (0..<2_000).map { "- [link \($0)](https://example.com/\($0))" }.joined(separator: "\n")
        return [("big", big, "problem set 2"), ("nested", String(repeating: nested + "\nBetween lists.\n\n", count: 50), "level 9"), ("links", links, "link 1999")]
    }()

    @Test(arguments: pages.map(\.name))
    func rendersWithoutWarnings(_ name: String) async throws {
        let page = try #require(Self.pages.first { $0.name == name })
        let book = try FixtureBooks.copy("valid-book")
        defer { try? FileManager.default.removeItem(at: book) }
        try FixtureBooks.write(page.text, "pages/alg.md", in: book)
        let loaded = try BookLoader(root: book).load().book
        var warnings: [Diagnostic] = []
        let syllabi = await CourseSyllabusAdapter(bookRoot: book, book: loaded, offline: true).syllabi(diagnostics: &warnings)
        #expect(warnings.isEmpty, "\(warnings.prefix(3))")
        let html = try #require(syllabi["alg"]?.html)
        #expect(html.contains(page.mark))
        if name == "links" { #expect(html.components(separatedBy: "<a href=").count - 1 == 2_000) }
        if name == "nested" { #expect(html.components(separatedBy: "<ul>").count - 1 == 500) }
    }
}
