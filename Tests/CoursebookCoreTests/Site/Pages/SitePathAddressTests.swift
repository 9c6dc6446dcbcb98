import Testing
@testable import CoursebookCore

/// Every site address is built by `SitePath`: the pages, the files beside them, the reports.
@Suite("Site addresses")
struct SitePathAddressTests {
    @Test func fixedAddresses() {
        #expect(SitePath.notFound == "404.html")
        #expect(SitePath.termCalendar == "calendar.ics")
        #expect(SitePath.stylesheet == "assets/site.css" && SitePath.script == "assets/site.js")
        #expect(SitePath.report("notes-alg", "html") == "reports/notes-alg.html")
        #expect(SitePath.reportFile("course-alg", "md") == "course-alg.md")
        #expect(SitePath.isReport(SitePath.report("course-alg", "md")) && SitePath.isReport(SitePath.reports))
    }

    @Test func theSitesOwnFilesAndFeeds() {
        #expect(SitePath.feed == "feed.xml" && SitePath.sitemap == "sitemap.xml")
        #expect(SitePath.searchIndex == "search/index.json" && SitePath.searchIndexScript == "assets/search-index.js")
        #expect(SitePath.customStylesheet == "custom.css")
        #expect(NoteLists.paths == [SitePath.searchIndex, SitePath.searchIndexScript, SitePath.feed])
    }

    @Test func aNoteIsAnchoredOnItsSessionPage() {
        #expect(SitePath.noteAnchor("first-lab") == "note-first-lab")
    }

    @Test func aPageKindIsRenderedWithItsTemplate() {
        #expect(SitePath.homePage.path == SitePath.home && SitePath.homePage.template == "home.html")
        #expect(SitePath.coursePage("alg").path == SitePath.course("alg") && SitePath.coursePage("alg").template == "course.html")
        let session = SitePath.sessionPage("alg", "2027-02-15")
        #expect(session.path == SitePath.session("alg", "2027-02-15") && session.template == "session.html")
    }

    /// The manifest's output paths are checked by `SitePath.isSafe` too; the zone a build key
    /// stamps is a plain relative path under the zone folder (`BookPath`).
    @Test(arguments: ["", "/", "a//b", "./a", "a/..", "/a", "a/", "a\\b", "a\u{0}b", "..", "."])
    func unsafeSitePathsAreRefused(path: String) {
        #expect(!SitePath.isSafe(path))
    }

    @Test(arguments: ["a", "a/b.html", "...", "a/.b", ".well-known/x", "a b/c%20d"])
    func plainSitePathsAreKept(path: String) {
        #expect(SitePath.isSafe(path))
    }

    @Test func aBaseURLEndsInOneSlashAddedOnce() {
        #expect(SiteInput.normalizedBaseURL(nil) == nil)
        #expect(SiteInput.normalizedBaseURL("https://example.org/course") == "https://example.org/course/")
        #expect(SiteInput.normalizedBaseURL("https://example.org/course/") == "https://example.org/course/")
    }

    @Test func aFoldersIndexPage() {
        #expect(SitePath.index(of: "") == SitePath.home)
        #expect(SitePath.index(of: "courses/alg") == SitePath.course("alg"))
        #expect(SitePath.index(of: "courses") == SitePath.courses)
    }

    @Test func aCoursePageLinksItsCalendarBesideIt() {
        #expect(CourseNavigation.link(to: SitePath.courseCalendar("alg"), from: SitePath.course("alg")) == "calendar.ics")
    }
}
