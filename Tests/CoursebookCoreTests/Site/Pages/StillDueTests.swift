import CourseModel
import Foundation
import Testing
@testable import CoursebookCore

/// What is still due is one rule (`ProjectStatus.isStillDue`) for the deadlines report, the home
/// page's deadlines and a course page's next deadline.
struct StillDueTests {
    /// The copies disagreed: the deadlines report left done projects out, a course page's "next
    /// deadline" could name one. Done work is not coming up, so neither shows it now.
    @Test func aDoneProjectIsNoNextDeadline() async throws {
        // In the fixture, alg's "Problem set 1" (due 2026-10-02) is done, "Final paper" (2026-12-04)
        // is not, and the page's homework date (2026-09-18) has passed.
        let result = try await SiteTestSupport.build(SiteTestSupport.fixtureBook, today: "2026-09-25")
        let page = try #require(result.files.text(SitePath.course("alg")))
        #expect(page.contains("Next deadline"))
        #expect(!page.contains("<dt>Next deadline</dt><dd>Problem set 1"))
        #expect(page.contains("<dt>Next deadline</dt><dd>Final paper"))
        let book = try BookLoader(root: SiteTestSupport.fixtureBook).load().book
        let report = DeadlinesReport(today: LocalDate(iso: "2026-09-25")!, days: 14).deadlines(in: book)
        #expect(!report.contains { $0.title.hasPrefix("Problem set 1") })
    }

    @Test func aDeadlineRowStandsAsItsProjectDoes() {
        let today = LocalDate(iso: "2026-10-05")!
        for done in [true, false] {
            for day in ["2026-10-04", "2026-10-05", "2026-10-06"] {
                let project = Project(courseID: "alg", name: "Lab", due: .day(LocalDate(iso: day)!), isDone: done)
                #expect(Deadline(project: project).status(on: today) == project.status(on: today))
            }
        }
        let page = Deadline(courseID: "alg", title: "Quiz", due: .day(today), source: .page)
        #expect(page.status(on: today).isStillDue)
        #expect(!page.status(on: today.adding(days: 1)).isStillDue)
    }
}
