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

    @Test func aFoldersIndexPage() {
        #expect(SitePath.index(of: "") == SitePath.home)
        #expect(SitePath.index(of: "courses/alg") == SitePath.course("alg"))
        #expect(SitePath.index(of: "courses") == SitePath.courses)
    }

    @Test func aCoursePageLinksItsCalendarBesideIt() {
        #expect(CourseNavigation.link(to: SitePath.courseCalendar("alg"), from: SitePath.course("alg")) == "calendar.ics")
    }
}
