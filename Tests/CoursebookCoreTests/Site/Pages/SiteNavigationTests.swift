import Foundation
import Testing
@testable import CoursebookCore

/// The navigation a student expects: a course sidebar on course and session pages, a search box
/// in every page's header whose results name the course, and a menu button for phones.
@Suite("Site navigation")
struct SiteNavigationTests {
    /// The one course nav of a page, from its opening tag to its end.
    private static func courseNav(_ html: String) throws -> Substring {
        let navs = SiteOutlineTests.elements("nav", in: html).filter { $0.hasPrefix(" class=\"course-nav\"") }
        try #require(navs.count == 1, "one course nav, found \(navs.count)")
        return navs[0]
    }

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

    @Test func coursePageHasTheCourseSidebarWithItsSectionsInPageOrder() async throws {
        let result = try await SiteTestSupport.build(SiteTestSupport.fixtureBook, audience: .staff, today: "2026-09-09")
        let page = try #require(result.files.text("courses/alg/index.html"))
        #expect(page.contains("<main id=\"main\" class=\"with-sidebar\">"))
        let nav = try Self.courseNav(page)
        #expect(nav.hasPrefix(" class=\"course-nav\" aria-label=\"Course\">"))
        #expect(nav.contains("<a href=\"index.html\" aria-current=\"page\">Algebra, Proofs &amp; Structures</a>"))
        let targets = nav.matches(of: /<a href="(#[^"]+)">/).map { String($0.1) }
        #expect(targets == ["#course.staff", "#algebra-syllabus", "#weekly-plan", "#homework", "#extra-credit", "#grading",
                            "#course.deadlines", "#course.sessions", "#course.roster"])
        for target in targets { #expect(page.contains("id=\"\(target.dropFirst())\""), "\(target) is on the page") }
        // The contents are the sidebar now, not a second list of the same links.
        #expect(page.components(separatedBy: "href=\"#weekly-plan\"").count == 2)
    }

    @Test func publicCoursePageLeavesOutWhatItDoesNotShow() async throws {
        let result = try await SiteTestSupport.build(SiteTestSupport.fixtureBook, today: "2026-09-09")
        let nav = try Self.courseNav(try #require(result.files.text("courses/geo/index.html")))
        // No syllabus, no staff section and no roster in the public edition: the course and its sessions.
        #expect(nav.matches(of: /<a href="([^"]+)"/).map { String($0.1) } == ["index.html", "#course.sessions"])
    }

    @Test func sessionPageHasTheCourseSidebarWithItselfCurrent() async throws {
        let result = try await SiteTestSupport.build(SiteTestSupport.fixtureBook, today: "2026-09-09")
        let page = try #require(result.files.text("courses/alg/sessions/2026-09-08.html"))
        #expect(page.contains("<main id=\"main\" class=\"with-sidebar\">"))
        let nav = try Self.courseNav(page)
        #expect(nav.contains("<a href=\"../index.html\">Algebra, Proofs &amp; Structures</a>"))
        #expect(nav.contains("<a href=\"../index.html#weekly-plan\">Weekly plan</a>"))
        #expect(nav.contains("<a href=\"../index.html#course.sessions\">Sessions</a><ol><li><a href=\"2026-09-08.html\" aria-current=\"page\">Tue 8 Sep 2026</a></li></ol>"))
        #expect(nav.components(separatedBy: "aria-current").count == 2)
        #expect(await LinkChecker().check(result.files).isEmpty)
    }

    @Test func sidebarLinksAreTheShortestRelativeForm() {
        #expect(CourseNavigation.link(to: "courses/alg/index.html", from: "courses/alg/sessions/2026-09-08.html") == "../index.html")
        #expect(CourseNavigation.link(to: "courses/alg/index.html", from: "courses/alg/index.html") == "index.html")
        #expect(CourseNavigation.link(to: "courses/alg/sessions/2026-09-08.html", from: "courses/alg/sessions/2026-09-08.html") == "2026-09-08.html")
        #expect(CourseNavigation.link(to: "courses/alg/index.html", from: "courses/al/index.html") == "../alg/index.html")
        #expect(CourseNavigation.link(to: "index.html", from: "courses/alg/sessions/x.html") == "../../../index.html")
    }

    /// A session page is one of many: it carries a bounded part of a long syllabus's contents,
    /// the course page all of it.
    @Test func sessionPagesCarryABoundedContents() async throws {
        let book = try SiteTestSupport.copyOfBook(SiteTestSupport.fixtureBook)
        defer { try? FileManager.default.removeItem(at: book.deletingLastPathComponent()) }
        let page = "# Long syllabus\n\n" + (1...40).map { "## Part \($0)\n\nText.\n\n### Detail \($0)\n\nMore.\n" }.joined(separator: "\n")
        try page.write(to: book.appendingPathComponent("pages/alg.md"), atomically: true, encoding: .utf8)
        let result = try await SiteTestSupport.build(book, today: "2026-09-09")
        let course = try Self.courseNav(try #require(result.files.text("courses/alg/index.html")))
        #expect(course.components(separatedBy: "index.html#detail-").count - 1 == 0)
        #expect(course.components(separatedBy: "href=\"#detail-").count - 1 == 40)
        let session = try Self.courseNav(try #require(result.files.text("courses/alg/sessions/2026-09-08.html")))
        // The syllabus's headings; the course page's own parts have ids starting `course.`.
        let headings = session.matches(of: /index\.html#([^"]+)"/).filter { !$0.1.hasPrefix("course.") }
        #expect(headings.count == CourseNavigation.sessionPageHeadings)
        #expect(!session.contains("#detail-") && session.contains("#part-23\"") && !session.contains("#part-24\""))
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
            let form = "<form class=\"header-search\" role=\"search\" aria-label=\"Search the site\" action=\"\(root)search/index.html\" method=\"get\">\n"
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
