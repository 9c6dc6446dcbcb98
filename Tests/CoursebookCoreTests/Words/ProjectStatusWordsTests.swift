import CourseModel
import Testing
@testable import CoursebookCore

/// `ProjectStatus+Words`: the one mapping of a project's status to its words, alone on the site
/// and within a report's row.
struct ProjectStatusWordsTests {
    @Test func aStatusHasItsSiteLabelAndItsReportWord() {
        let english = SiteWords(language: .en), german = SiteWords(language: .de)
        #expect([ProjectStatus.done, .open, .overdue].map { english[$0.label] } == ["Done", "Open", "Overdue"])
        #expect([ProjectStatus.done, .open, .overdue].map { english[$0.word] } == ["done", "open", "overdue"])
        #expect(german[ProjectStatus.overdue.label] == "Überfällig")
        #expect(german[ProjectStatus.overdue.word] == "überfällig")
    }

    @Test func aCoursePagesDeadlineIsUpcomingWhileStillDueElsePassed() {
        let english = SiteWords(language: .en)
        #expect([ProjectStatus.open, .overdue, .done].map { english[$0.pageDeadlineLabel] } == ["Upcoming", "Passed", "Passed"])
    }
}
