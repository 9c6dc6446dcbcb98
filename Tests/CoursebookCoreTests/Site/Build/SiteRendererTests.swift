import CourseModel
import Foundation
import Testing
@testable import CoursebookCore

@Suite("Site pages")
struct SiteRendererTests {
    @Test func sampleSiteHasEveryAddressAndNoBrokenLinks() async throws {
        let result = try await SiteTestSupport.build(SiteTestSupport.sampleData)
        // cs240's page is on GitHub and never cached here: the only warning.
        #expect(result.warnings.map(\.location.path) == ["courses/cs240.yml"], "\(result.warnings)")
        let paths = Set(result.files.paths)
        for path in ["index.html", "courses/index.html", "courses/cs101/index.html", "courses/cs101/calendar.ics",
                     "courses/cs101/sessions/2026-09-02.html", "teachers/index.html", "teachers/kbrandt.html",
                     "places/index.html", "search/index.html", "404.html", "calendar.ics", "feed.xml",
                     "assets/site.css", "assets/site.js", "assets/search-index.js", "search/index.json",
                     "files/pages/img/diagram.png"] {
            #expect(paths.contains(path), "missing \(path)")
        }
        #expect(!paths.contains { $0.hasPrefix("people/") || $0.hasPrefix("reports/") })
        // Sessions with notes get a page, and so do sessions the course page gives a topic (all of
        // cs101's and cs201's, whose pages have a week-by-week schedule); no other session does.
        let sessionPages = paths.filter { $0.contains("/sessions/") }
        let book = try BookLoader(root: SiteTestSupport.sampleData).load().book
        let notedSessions = Set(book.notes.map { "courses/\($0.courseID)/sessions/\($0.sessionDate).html" })
        #expect(notedSessions.isSubset(of: sessionPages))
        for course in ["cs101", "cs201"] {
            for session in book.sessions(of: course) {
                #expect(sessionPages.contains("courses/\(course)/sessions/\(session.date).html"), "\(course) \(session.date)")
            }
        }
        #expect(sessionPages.subtracting(notedSessions).allSatisfy { $0.hasPrefix("courses/cs101/") || $0.hasPrefix("courses/cs201/") || $0.hasPrefix("courses/math150/") || $0.hasPrefix("courses/phys120/") })
        #expect(await LinkChecker().check(result.files).isEmpty)
    }

    /// The sitemap protocol takes absolute addresses only: without a base URL there is no sitemap.
    @Test func sitemapNeedsABaseURLAndListsPublicPagesAbsolutely() async throws {
        let relative = try await SiteTestSupport.build(SiteTestSupport.fixtureBook)
        #expect(relative.files.files["sitemap.xml"] == nil)
        let absolute = try await SiteTestSupport.build(SiteTestSupport.fixtureBook, baseURL: "https://example.edu/cs")
        let sitemap = try #require(absolute.files.text("sitemap.xml"))
        let locations = sitemap.components(separatedBy: "<loc>").dropFirst().map { String($0.prefix { $0 != "<" }) }
        #expect(locations.contains("https://example.edu/cs/"))
        #expect(locations.contains("https://example.edu/cs/courses/alg/"))
        #expect(locations.contains("https://example.edu/cs/courses/alg/sessions/2026-09-08.html"))
        #expect(locations.allSatisfy { $0.hasPrefix("https://example.edu/cs/") && !$0.contains("404") })
    }

    /// A server shows 404.html at whatever address was missing, so its links must not be relative there.
    @Test func notFoundPageLinksAbsolutelyWithABaseURL() async throws {
        let relative = try await SiteTestSupport.build(SiteTestSupport.fixtureBook)
        #expect(relative.files.text("404.html")?.contains("href=\"index.html\"") == true)
        let absolute = try await SiteTestSupport.build(SiteTestSupport.fixtureBook, baseURL: "https://example.edu/cs")
        let page = try #require(absolute.files.text("404.html"))
        #expect(page.contains("href=\"https://example.edu/cs/index.html\""))
        #expect(page.contains("href=\"https://example.edu/cs/assets/site.css\""))
        #expect(absolute.files.text("courses/index.html")?.contains("href=\"../assets/site.css\"") == true)
    }

    @Test func everyPageIsSemanticAndLinksRelatively() async throws {
        let result = try await SiteTestSupport.build(SiteTestSupport.fixtureBook, audience: .staff)
        for path in result.files.paths where path.hasSuffix(".html") && !path.hasPrefix("reports/") {
            let html = try #require(result.files.text(path))
            #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"), "\(path)")
            #expect(html.contains("<main id=\"main\""), "\(path)")
            #expect(!html.contains("href=\"/") && !html.contains("src=\"/"), "\(path) has a root-absolute link")
            #expect(!html.contains("<th>"), "\(path) has a header cell without scope")
            #expect(!html.contains("src=\"http") && !html.contains("src=\"//"), "\(path) makes an external request")
        }
    }

    @Test func publicBuildCarriesNoStudentData() async throws {
        let result = try await SiteTestSupport.build(SiteTestSupport.fixtureBook, today: "2026-09-09")
        for path in result.files.paths {
            let text = String(decoding: result.files.files[path]!, as: UTF8.self)
            for canary in SiteTestSupport.canaries {
                #expect(!text.contains(canary), "\(path) leaks \(canary)")
            }
        }
        #expect(result.files.text("courses/alg/index.html")?.contains("2 students") == true)
    }

    @Test func staffBuildShowsRostersPeopleAndReports() async throws {
        let result = try await SiteTestSupport.build(SiteTestSupport.fixtureBook, audience: .staff, today: "2026-09-09")
        let course = try #require(result.files.text("courses/alg/index.html"))
        #expect(course.contains("Zanzibarovna, Quillfeather"))
        #expect(course.contains("qz.canary-7f3a@canary.example.edu"))
        let person = try #require(result.files.text("people/qzcanary.html"))
        #expect(person.contains("Courses studied"))
        #expect(!person.contains("Courses taught"), "empty sections are hidden")
        #expect(person.contains("Canary bonus for a clever proof"))
        #expect(result.files.text("people/tlovelace.html")?.contains("Courses taught") == true)
        #expect(result.files.text("reports/sessions.md")?.hasPrefix("# Sessions") == true)
        #expect(result.files.text("reports/sessions.html")?.contains("<th scope=\"col\">Date</th>") == true)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test func aPersonsBonusRowsAreInCourseDateAndReasonOrder() async throws {
        let book = try SiteTestSupport.copyOfBook(SiteTestSupport.fixtureBook)
        defer { try? FileManager.default.removeItem(at: book) }
        let file = book.appendingPathComponent("bonus.csv")
        try (String(contentsOf: file, encoding: .utf8) + "alg,qzcanary,1,Canary bonus for an early answer,2026-09-07\n").write(to: file, atomically: true, encoding: .utf8)
        let result = try await SiteTestSupport.build(book, audience: .staff, today: "2026-09-09")
        let person = try #require(result.files.text("people/qzcanary.html"))
        let early = try #require(person.range(of: "Canary bonus for an early answer"))
        let later = try #require(person.range(of: "Canary bonus for a clever proof"))
        #expect(early.lowerBound < later.lowerBound, "September 7 before September 8, though the file lists it last")
    }

    @Test func sessionPageListsNotesNewestFirstWithASortControl() async throws {
        let result = try await SiteTestSupport.build(SiteTestSupport.fixtureBook, today: "2026-09-09")
        let page = try #require(result.files.text("courses/alg/sessions/2026-09-08.html"))
        let newer = try #require(page.range(of: "Follow-up questions"))
        let older = try #require(page.range(of: "First meeting"))
        #expect(newer.lowerBound < older.lowerBound)
        #expect(page.contains("id=\"sort-notes\""))
        #expect(page.contains("<strong>groups</strong>"))
    }

    @Test func coursePageHasTableOfContentsTasksAndCopiedFiles() async throws {
        let result = try await SiteTestSupport.build(SiteTestSupport.fixtureBook, today: "2026-09-09")
        let page = try #require(result.files.text("courses/alg/index.html"))
        #expect(page.contains("<h3 id=\"homework\">Homework</h3>"))
        #expect(page.contains("<a href=\"#homework\">Homework</a>"))
        #expect(page.contains("href=\"../../files/pages/img/figure.svg\""))
        #expect(result.files.files["files/pages/img/figure.svg"] != nil)
        let index = try #require(result.files.text("search/index.json"))
        #expect(index.contains("\"kind\": \"task\""))
        #expect(index.contains("\"title\": \"Follow-up questions\""))
    }

    @Test func aFileLinkedFromSeveralCoursePagesIsCopiedOnce() async throws {
        let book = try SiteTestSupport.copyOfBook(SiteTestSupport.fixtureBook)
        defer { try? FileManager.default.removeItem(at: book.deletingLastPathComponent()) }
        try "# Geometry\n\nThe same [figure](img/figure.svg), and ![again](./img/figure.svg).\n".write(to: book.appendingPathComponent("pages/geo.md"), atomically: true, encoding: .utf8)
        let course = book.appendingPathComponent("courses/geo.yml")
        try (String(contentsOf: course, encoding: .utf8) + "page: pages/geo.md\n").write(to: course, atomically: true, encoding: .utf8)
        let result = try await SiteTestSupport.build(book)
        #expect(result.warnings.filter { $0.location.path.hasPrefix("pages/") }.isEmpty, "\(result.warnings)")
        #expect(result.files.paths.filter { $0.hasSuffix("figure.svg") } == ["files/pages/img/figure.svg"])
        for id in ["alg", "geo"] {
            #expect(try #require(result.files.text("courses/\(id)/index.html")).contains("=\"../../files/pages/img/figure.svg\""), "\(id)")
        }
        #expect(await LinkChecker().check(result.files).isEmpty)
    }

    /// `..` in a local page's link is resolved by the text, as the browser resolves it: Foundation's
    /// `standardizingPath`, used before, leaves `..` in a relative path on Linux, so such a file
    /// was reported missing.
    @Test func aLinkUpAFolderFromALocalPageIsCopied() async throws {
        let book = try SiteTestSupport.copyOfBook(SiteTestSupport.fixtureBook)
        defer { try? FileManager.default.removeItem(at: book.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: book.appendingPathComponent("pages/geo"), withIntermediateDirectories: true)
        try "# Geometry\n\nThe [figure](../img/figure.svg), and [outside](../../../x.md).\n".write(to: book.appendingPathComponent("pages/geo/week.md"), atomically: true, encoding: .utf8)
        let course = book.appendingPathComponent("courses/geo.yml")
        try (String(contentsOf: course, encoding: .utf8) + "page: pages/geo/week.md\n").write(to: course, atomically: true, encoding: .utf8)
        let result = try await SiteTestSupport.build(book)
        let page = try #require(result.files.text("courses/geo/index.html"))
        #expect(page.contains("href=\"../../files/pages/img/figure.svg\""), "\(page)")
        #expect(result.files.files["files/pages/img/figure.svg"] != nil)
        let warnings = result.warnings.filter { $0.location.path == "pages/geo/week.md" }.map(\.message)
        #expect(warnings == ["broken link '../../../x.md': no such file in the book"], "\(result.warnings)")
    }

    @Test func aStaticFileWhereALinkedBookFileGoesIsReplacedWithAWarning() async throws {
        let book = try SiteTestSupport.copyOfBook(SiteTestSupport.fixtureBook)
        defer { try? FileManager.default.removeItem(at: book.deletingLastPathComponent()) }
        let shadow = book.appendingPathComponent("static/files/pages/img")
        try FileManager.default.createDirectory(at: shadow, withIntermediateDirectories: true)
        try "<svg>static</svg>".write(to: shadow.appendingPathComponent("figure.svg"), atomically: true, encoding: .utf8)
        let result = try await SiteTestSupport.build(book)
        #expect(result.warnings.map(\.description) == ["static/files/pages/img/figure.svg: warning: is replaced by pages/img/figure.svg, which a course page links to"])
        let original = try Data(contentsOf: book.appendingPathComponent("pages/img/figure.svg"))
        #expect(result.files.files["files/pages/img/figure.svg"] == original)
    }

    @Test func brokenCoursePageLinkIsAWarningThatStrictTurnsIntoFailure() async throws {
        let book = try SiteTestSupport.copyOfBook(SiteTestSupport.fixtureBook)
        defer { try? FileManager.default.removeItem(at: book.deletingLastPathComponent()) }
        try "# Page\n\nSee [missing](nowhere/missing.pdf).\n".write(to: book.appendingPathComponent("pages/alg.md"), atomically: true, encoding: .utf8)
        let result = try await SiteTestSupport.build(book)
        #expect(result.warnings.map(\.location.description) == ["pages/alg.md:3:14"])
        #expect(await LinkChecker().check(result.files).isEmpty, "the broken link is disarmed in the page")
        let output = book.deletingLastPathComponent().appendingPathComponent("out")
        await #expect(throws: SiteError.self) { try await SiteTestSupport.generate(book, into: output, strict: true) }
        #expect(!FileManager.default.fileExists(atPath: output.path))
        _ = try await SiteTestSupport.generate(book, into: output)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("index.html").path))
    }

    /// The same broken address linked twice, and named in prose before its link: each warning is
    /// at its own link, by cmark's source positions (issue 14, item 14).
    @Test func brokenLinkWarningsAreAtTheirOwnLinks() async throws {
        let book = try SiteTestSupport.copyOfBook(SiteTestSupport.fixtureBook)
        defer { try? FileManager.default.removeItem(at: book.deletingLastPathComponent()) }
        let page = "# Page\n\nThe file missing.pdf comes later.\n\nText first, then [the file](missing.pdf) here.\n\n- item [again](missing.pdf) and ![img](gone.png)\n"
        try page.write(to: book.appendingPathComponent("pages/alg.md"), atomically: true, encoding: .utf8)
        let result = try await SiteTestSupport.build(book)
        #expect(result.warnings.map(\.location.description) == ["pages/alg.md:5:28", "pages/alg.md:7:15", "pages/alg.md:7:39"], "\(result.warnings)")
    }

    @Test func linkCheckerFindsMissingFilesAndAnchors() async {
        var site = InMemorySite()
        site.add("index.html", "<a href=\"a/index.html#there\">x</a> <a href=\"b/\">y</a> <img src=\"../up.png\"> <a href=\"https://example.org/\">z</a>")
        site.add("a/index.html", "<h2 id=\"here\">H</h2><a href=\"../index.html\">back</a>")
        let messages = await LinkChecker().check(site).map(\.message)
        #expect(messages.count == 3)
        #expect(messages.contains { $0.contains("'a/index.html#there'") && $0.contains("anchor") })
        #expect(messages.contains { $0.contains("'b/'") })
        #expect(messages.contains { $0.contains("'../up.png'") })
    }
}

/// A course page with raw HTML on the site: written once as the course page shows it, its
/// author's links rewritten or disarmed like Markdown links and reported where they are written.
@Suite("Raw HTML on the site")
struct RawHTMLSiteTests {
    @Test func authorLinksAreRewrittenDisarmedAndLocatedLikeMarkdownLinks() async throws {
        let book = try SiteTestSupport.copyOfBook(SiteTestSupport.fixtureBook)
        defer { try? FileManager.default.removeItem(at: book.deletingLastPathComponent()) }
        let page = "# Plan\n\n<table>\n<tr><th>Date</th><th>Topic</th></tr>\n<tr><td>Oct 19</td><td><a href=\"img/figure.svg\">Figure</a> and <a href=\"gone.pdf\">notes</a></td></tr>\n</table>\n\nAlso [gone](gone.pdf).\n"
        try page.write(to: book.appendingPathComponent("pages/alg.md"), atomically: true, encoding: .utf8)
        let result = try await SiteTestSupport.build(book)
        let html = try #require(result.files.text("courses/alg/index.html"))
        #expect(html.contains("<h2 id=\"plan\">Plan</h2>"), "the page's headings sit below the course's own <h1>")
        #expect(html.contains("<a href=\"../../files/pages/img/figure.svg\">Figure</a>"), "\(html)")
        #expect(html.contains("<a data-broken-href=\"gone.pdf\">notes</a>"))
        #expect(result.files.paths.contains("files/pages/img/figure.svg"))
        #expect(result.warnings.map(\.description) == [
            "pages/alg.md:5:64: warning: broken link 'gone.pdf': no such file in the book",
            "pages/alg.md:8:12: warning: broken link 'gone.pdf': no such file in the book",
        ])
        #expect(await LinkChecker().check(result.files).isEmpty)
    }
}
