import CourseModel
import Testing
@testable import CoursebookCore

/// The `deadlines` and `recent` reports' standard windows, which the home page and the command's
/// defaults take from them, and the one rule of a recent note.
struct ReportWindowTests {
    private func note(at seconds: Int64, course: String = "c") -> Note {
        Note(courseID: course, sessionDate: LocalDate(iso: "2026-09-01")!, slug: "n\(seconds)", title: "N", created: Instant(secondsSince1970: seconds),
             body: "", path: "notes/\(course)/2026-09-01-n\(seconds).md")
    }

    @Test func theStandardWindowsAreTwoWeeksAheadAndTwoDaysBack() {
        #expect(DeadlinesReport.standardDays == 14)
        #expect(RecentNotesReport.standardHours == 48)
        let options = ReportOptions(today: LocalDate(iso: "2026-09-01")!, now: Instant(secondsSince1970: 0))
        #expect(options.days == DeadlinesReport.standardDays && options.hours == RecentNotesReport.standardHours)
        #expect(DeadlinesReport(today: options.today).days == 14 && RecentNotesReport(now: options.now).hours == 48)
    }

    @Test func aRecentNoteIsWrittenAfterTheWindowOpensAndNoLaterThanNow() {
        let now: Int64 = 1_000_000
        let window = RecentNotesReport(now: Instant(secondsSince1970: now))
        #expect(!window.lists(note(at: now - 48 * 3600)))
        #expect(window.lists(note(at: now - 48 * 3600 + 1)))
        #expect(window.lists(note(at: now)))
        #expect(!window.lists(note(at: now + 1)))
        #expect(!RecentNotesReport(courseID: "other", now: Instant(secondsSince1970: now)).lists(note(at: now)))
    }
}
