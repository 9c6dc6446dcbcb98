import Testing
import CourseModel
@testable import CoursebookCore

/// A note body becomes safe HTML in one place, for the site and the HTML reports.
@Suite("Note body HTML")
struct NoteBodyHTMLTests {
    @Test func aBodyIsRenderedWithTheAddressPolicy() {
        #expect(NoteBodyHTML.render("[open](javascript:alert(1)) *now*\n") == "<p>open <em>now</em></p>\n")
    }

    @Test func aBodyTheLimitsRefuseIsShownEscapedAndPreformatted() {
        let body = String(repeating: "[", count: 20_001) + "<b>\n"
        #expect(NoteBodyHTML.render(body) == "<pre>" + String(repeating: "[", count: 20_001) + "&lt;b&gt;\n</pre>\n")
    }

    @Test func theSiteAndTheReportsShareIt() {
        let body = "# Week 1\n\n[slides](slides/week1.pdf)\n"
        #expect(SiteCatalog.bodyHTML(.init(courseID: "c", sessionDate: .init(iso: "2026-09-01")!, slug: "a", title: "A", created: .init(secondsSince1970: 0), body: body, path: "notes/c/2026-09-01-a.md")) == NoteBodyHTML.render(body))
    }
}
