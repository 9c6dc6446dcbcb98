import Foundation
import Testing
@testable import CoursebookCore

/// A local course page's links to book files point at the copies, keeping the fragment.
@Suite("Links to book files")
struct PageFileLinksTests {
    @Test func aLinkWithAQueryAndAFragmentKeepsTheFragment() throws {
        let book = try SiteTestSupport.temporaryFolder("files")
        defer { try? FileManager.default.removeItem(at: book) }
        try FileManager.default.createDirectory(at: book.appendingPathComponent("pages"), withIntermediateDirectories: true)
        try Data("%PDF".utf8).write(to: book.appendingPathComponent("pages/a.pdf"))
        let links = PageFileLinks(checks: BookFileChecks(bookRoot: book), pagePath: "pages/alg.md", sitePage: SitePath.course("alg"))
        #expect(links.rewrite("a.pdf?x#p2") == .replace("../../files/pages/a.pdf#p2"))
        #expect(links.rewrite("a.pdf#p2") == .replace("../../files/pages/a.pdf#p2"))
        #expect(links.rewrite("a.pdf?x") == .replace("../../files/pages/a.pdf"))
        #expect(links.rewrite("#top") == .keep)
    }
}
