import Foundation
import Testing
@testable import CoursebookCore

/// Every `<section>` and `<article>` of every page and report has a heading, shown or visually
/// hidden, so assistive technology can name it (the Nu HTML checker warns otherwise).
@Suite("Site outline")
struct SiteOutlineTests {
    @Test(arguments: [SiteAudience.public, .staff])
    func everySectionOfEveryPageHasAHeading(_ audience: SiteAudience) async throws {
        for book in [SiteTestSupport.sampleData, SiteTestSupport.fixtureBook] {
            let site = try await SiteTestSupport.build(book, audience: audience)
            let pages = site.files.paths.filter { $0.hasSuffix(".html") }
            #expect(pages.count > 5)
            for path in pages {
                let html = try #require(site.files.text(path))
                for element in ["section", "article"] {
                    for (index, body) in Self.elements(element, in: html).enumerated() {
                        #expect(body.contains(/<h[1-6][ >]/), "\(book.lastPathComponent) \(audience) \(path): <\(element)> \(index + 1) has no heading")
                    }
                }
            }
        }
    }

    /// A course page without a single heading still gives its syllabus section one.
    @Test func aSyllabusWithoutHeadingsStillHasAHeadedSection() async throws {
        let book = try SiteTestSupport.copyOfBook(SiteTestSupport.fixtureBook)
        try "Read chapter one before the first session.\n".write(to: book.appendingPathComponent("pages/alg.md"), atomically: true, encoding: .utf8)
        let site = try await SiteTestSupport.build(book)
        let page = try #require(site.files.text(SitePath.course("alg")))
        let syllabus = try #require(Self.elements("section", in: page).first { $0.contains("chapter one") })
        #expect(syllabus.contains(/<h2[ >]/))
    }

    /// The contents of each `<name …>…</name>` in `html` (these elements do not nest in our pages).
    static func elements(_ name: String, in html: String) -> [Substring] {
        html.components(separatedBy: "<\(name)").dropFirst().map { chunk in
            chunk.range(of: "</\(name)>").map { chunk[..<$0.lowerBound] } ?? chunk[...]
        }
    }
}
