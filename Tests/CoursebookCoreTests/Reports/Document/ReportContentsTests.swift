import CourseModel
import Foundation
import Testing
@testable import CoursebookCore

/// A long printable report opens with its contents, linking each heading; a short one does not.
@Suite("Report contents")
struct ReportContentsTests {
    private static func render(_ headings: [(String, Int)]) throws -> String {
        let document = ReportDocument(title: "Sessions", sections: headings.map { ReportSection(heading: $0.0, level: $0.1, paragraphs: ["Text."]) }, json: .null)
        return HTMLReportRenderer.render(document, templates: try TemplateLibrary.load())
    }

    @Test func threeHeadingsGetContentsLinkingEachByItsOwnAnchor() throws {
        let html = try Self.render([("Algebra (alg)", 2), ("Staff", 3), ("Algebra (alg)", 2)])
        let nav = try #require(SiteOutlineTests.elements("nav", in: html).first)
        #expect(nav.hasPrefix(" class=\"report-contents\" aria-label=\"Contents\">"))
        #expect(nav.contains("<li><a href=\"#part-1\">Algebra (alg)</a></li>\n<li class=\"sub\"><a href=\"#part-2\">Staff</a></li>\n<li><a href=\"#part-3\">Algebra (alg)</a></li>"))
        // Headings that repeat still get anchors of their own.
        #expect(html.contains("<h2 id=\"part-1\">Algebra (alg)</h2>") && html.contains("<h3 id=\"part-2\">Staff</h3>") && html.contains("<h2 id=\"part-3\">Algebra (alg)</h2>"))
        // It comes before the first section, after the title.
        let contents = try #require(html.range(of: "<nav class=\"report-contents\""))
        #expect(html.range(of: "<h1>")!.lowerBound < contents.lowerBound && contents.upperBound < html.range(of: "<section")!.lowerBound)
    }

    @Test func twoHeadingsAndUntitledSectionsGetNone() throws {
        let html = try Self.render([("Algebra (alg)", 2), ("", 2), ("Geometry (geo)", 2)])
        #expect(!html.contains("report-contents\""))
        #expect(html.contains("<h2 id=\"part-2\">Geometry (geo)</h2>"))
    }

    @Test func paperNeverGetsTheContents() throws {
        let css = try #require(TemplateLibrary.load().asset("report.css"))
        let print = try #require(css.range(of: "@media print {")).upperBound
        #expect(css[print...].contains("nav, header nav, .no-print { display: none !important; }"))
        #expect(css.contains("@media screen and (min-width: 64rem) {\n  body:has(> main > .report-contents)"))
    }
}
