import CourseModel
import Testing
@testable import CoursebookCore

/// `Format.meeting`: a weekly meeting by its days and times, as the course pages and the course
/// report show it, in the book's language.
struct FormatMeetingTests {
    @Test func daysByTheirShortNamesThenTheTimes() {
        let meeting = Meeting(days: [.monday, .wednesday], start: LocalTime(text: "09:00")!, end: LocalTime(text: "10:30")!, room: "A-101")
        #expect(SiteWords(language: .en).format.meeting(meeting) == "Mon, Wed 09:00–10:30")
        #expect(CourseProfileReport.meetingText(meeting) == "Mon, Wed 09:00–10:30, room A-101")
    }
}
