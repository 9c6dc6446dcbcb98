import Foundation
import Testing
@testable import CoursebookCore

/// The navigation a student expects: a course sidebar on course and session pages, a search box
/// in every page's header whose results name the course, and a menu button for phones.
@Suite("Site navigation")
struct SiteNavigationTests {
    @Test func searchEntriesCarryTheCourseName() async throws {
        let result = try await SiteTestSupport.build(SiteTestSupport.fixtureBook, audience: .staff, today: "2026-09-09")
        let json = try #require(result.files.files["search/index.json"])
        let entries = try #require(try JSONSerialization.jsonObject(with: json) as? [[String: String]])
        let names = ["alg": "Algebra, Proofs & Structures", "geo": "Geometry Workshop"]
        for kind in ["course", "section", "task", "note"] {
            let ofKind = entries.filter { $0["kind"] == kind }
            #expect(!ofKind.isEmpty, "\(kind)")
            for entry in ofKind {
                #expect(entry["courseName"] == names[entry["course"] ?? ""], "\(entry)")
            }
        }
        let people = entries.filter { $0["kind"] == "person" }
        #expect(!people.isEmpty && people.allSatisfy { $0["course"] == "" && $0["courseName"] == "" })
        // The script the search page loads holds the same entries.
        let script = try #require(result.files.text("assets/search-index.js"))
        #expect(script.contains("\"course\":\"alg\",\"courseName\":\"Algebra, Proofs \\u0026 Structures\""))
    }

    @Test(arguments: [SiteAudience.public, .staff])
    func everyPageHasTheHeaderSearchAndTheMenuButton(_ audience: SiteAudience) async throws {
        let result = try await SiteTestSupport.build(SiteTestSupport.fixtureBook, audience: audience, today: "2026-09-09")
        // Staff reports are standalone printable pages without the site's frame.
        let pages = result.files.paths.filter { $0.hasSuffix(".html") && ($0 == SitePath.reports || !$0.hasPrefix("reports/")) }
        #expect(pages.count > 8)
        for path in pages {
            let html = try #require(result.files.text(path))
            let root = SitePath.root(of: path)
            #expect(html.contains("<button type=\"button\" class=\"menu-button\" aria-expanded=\"false\" aria-controls=\"site-menu\" hidden>Menu</button>\n<ul id=\"site-menu\">"), "\(path)")
            let form = "<form class=\"header-search\" role=\"search\" aria-label=\"Site\" action=\"\(root)search/index.html\" method=\"get\">\n"
                + "<label for=\"header-search-box\" class=\"visually-hidden\">Search the site</label>\n"
                + "<input type=\"search\" id=\"header-search-box\" name=\"q\""
            if path == SitePath.search {
                // Its own form is the search there, the one search landmark of the page.
                #expect(!html.contains("header-search") && html.components(separatedBy: "role=\"search\"").count == 2)
            } else {
                #expect(html.contains(form), "\(path)")
                #expect(html.components(separatedBy: "role=\"search\"").count == 2, "\(path)")
            }
        }
    }

    @Test func theSearchPageReadsItsQueryAndMarksMatchesWithDOMMethodsOnly() throws {
        let script = try #require(TemplateLibrary.load().asset("site.js"))
        #expect(script.contains("new URLSearchParams(window.location.search).get(\"q\")"))
        #expect(script.contains("document.createElement(\"mark\")"))
        #expect(script.contains("entry.courseName"))
        #expect(!script.contains("innerHTML") && !script.contains("insertAdjacentHTML") && !script.contains("document.write"))
    }
}
