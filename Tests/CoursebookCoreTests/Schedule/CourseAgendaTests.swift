import Testing
@testable import CourseModel
@testable import CoursebookCore

/// The join of planned sessions with a course page's schedule rows (issue 17).
@Suite("Course agenda")
struct CourseAgendaTests {
    private func date(_ text: String) -> LocalDate { LocalDate(iso: text)! }

    /// Mon 2026-08-31 to Fri 2026-10-02, with the week of Sep 21 off and a single holiday on Wed Sep 9.
    private var term: Term {
        Term(name: "Fall", start: date("2026-08-31"), end: date("2026-10-02"), timeZone: "Europe/Berlin", holidays: [
            Holiday(name: "Break", start: date("2026-09-21"), end: date("2026-09-25")),
            Holiday(name: "", start: date("2026-09-09"), end: date("2026-09-09")),
        ])
    }

    private func sessions(_ days: [Weekday]) throws -> [Session] {
        let course = Course(id: "c", name: "C", subject: "S", branch: "",
                            meetings: [Meeting(days: days, start: LocalTime(text: "09:00")!, end: LocalTime(text: "09:50")!, room: "B-1")])
        return try #require(SessionPlanner(term: term)).sessions(for: course)
    }

    @Test func teachingWeeksSkipAWeekOffAndNumberTheRest() {
        let weeks = TeachingWeeks(term: term)
        #expect(weeks.number(of: date("2026-08-31")) == 1)
        #expect(weeks.number(of: date("2026-09-06")) == 1)
        #expect(weeks.number(of: date("2026-09-14")) == 3)
        #expect(weeks.number(of: date("2026-09-22")) == nil)
        #expect(weeks.number(of: date("2026-09-28")) == 4)
        #expect(weeks.number(of: date("2026-10-05")) == nil)
        #expect(weeks.isOff(date("2026-09-09")))
        #expect(weeks.isOff(date("2026-09-23")))
        #expect(!weeks.isOff(date("2026-09-10")))
    }

    /// A Monday row covers the whole MWF week; the next row's day ends it.
    @Test func aWeeklyRowCoversEverySessionOfItsWeek() throws {
        let schedule = [
            ScheduleEntry(week: "1", date: date("2026-08-31"), topic: "Welcome", line: 10),
            ScheduleEntry(week: "2", date: date("2026-09-07"), topic: "Variables", line: 11),
        ]
        let agenda = CourseAgenda(sessions: try sessions([.monday, .wednesday, .friday]), term: term, schedule: schedule)
        let topics = Dictionary(uniqueKeysWithValues: agenda.items.map { ($0.session.date.description, $0.topic) })
        #expect(topics["2026-08-31"] == "Welcome")
        #expect(topics["2026-09-04"] == "Welcome")
        #expect(topics["2026-09-07"] == "Variables")
        #expect(topics["2026-09-11"] == "Variables")
        #expect(topics["2026-09-14"] == "")
    }

    /// Per-session rows (a TR course listing each class) cover only their own day.
    @Test func aRowPerSessionCoversItsDayOnly() throws {
        let schedule = [
            ScheduleEntry(week: nil, date: date("2026-09-01"), topic: "Intro", line: 5),
            ScheduleEntry(week: nil, date: date("2026-09-03"), topic: "Lists", line: 6),
        ]
        let agenda = CourseAgenda(sessions: try sessions([.tuesday, .thursday]), term: term, schedule: schedule)
        #expect(agenda.items[0].topic == "Intro")
        #expect(agenda.items[1].topic == "Lists")
        #expect(agenda.items[2].topic == "")
    }

    /// `| 4 | Trees |` with no date: week 4 is counted from the term start, the week off skipped.
    @Test func anUndatedWeekRowCoversThatTeachingWeek() throws {
        let schedule = [ScheduleEntry(week: "Week 4", date: nil, topic: "Trees", line: 20)]
        let agenda = CourseAgenda(sessions: try sessions([.monday]), term: term, schedule: schedule)
        #expect(agenda.items.filter { $0.topic == "Trees" }.map(\.session.date.description) == ["2026-09-28"])
    }

    @Test func mismatchesAreReportedAtTheirRowsAndHolidayRowsAreNot() throws {
        let schedule = [
            ScheduleEntry(week: "1", date: date("2026-08-31"), topic: "Welcome", line: 10),
            // A Saturday: the course meets on Mondays only.
            ScheduleEntry(week: nil, date: date("2026-09-05"), topic: "Field trip", line: 11),
            ScheduleEntry(week: "—", date: date("2026-09-21"), topic: "Break, no classes", line: 12),
            ScheduleEntry(week: "9", date: nil, topic: "Beyond the term", line: 13),
        ]
        let agenda = CourseAgenda(sessions: try sessions([.monday]), term: term, schedule: schedule)
        let byLine = Dictionary(grouping: agenda.mismatches, by: { $0.line })
        #expect(byLine[11]?.first?.message.contains("2026-09-05") == true)
        #expect(byLine[12] == nil)
        #expect(byLine[13]?.first?.message.contains("week 9") == true)
        // Weeks 2–4 have Monday sessions and no row, but they come after the last row: a
        // schedule published so far is no mistake.
        #expect(!agenda.mismatches.contains { $0.message.contains("have no row") })
    }

    @Test func aGapInsideTheScheduleIsOneWarningWhereItsRowWouldGo() throws {
        let schedule = [
            ScheduleEntry(week: "1", date: date("2026-08-31"), topic: "Welcome", line: 10),
            ScheduleEntry(week: "2", date: date("2026-09-07"), topic: "Lists", line: 11),
            ScheduleEntry(week: "4", date: nil, topic: "Review", line: 12),
        ]
        let agenda = CourseAgenda(sessions: try sessions([.monday]), term: term, schedule: schedule)
        // Week 3 (Sep 14) has no row; the week off (Sep 21) is no week; week 4 is Sep 28.
        let gaps = agenda.mismatches.filter { $0.message.contains("have no row") }
        #expect(gaps.map(\.line) == [11])
        #expect(gaps.first?.message.contains("week 3 (2026-09-14 to 2026-09-14)") == true)
    }

    @Test func readingsMaterialsAndDeadlinesJoinTheirSession() throws {
        let schedule = [ScheduleEntry(week: "1", date: date("2026-08-31"), topic: "Welcome", cells: [
            ScheduleCell(header: "Week", text: "1"), ScheduleCell(header: "Readings", text: "Chapter 1"),
        ], line: 10)]
        let links = [SyllabusLink(text: "Slides", url: "https://example.org/w1.pdf", line: 10, column: 30),
                     SyllabusLink(text: "Elsewhere", url: "https://example.org/x", line: 3, column: 1)]
        let deadlines = [Deadline(courseID: "c", title: "Lab 1", due: .day(date("2026-09-03")), source: .project),
                         Deadline(courseID: "c", title: "Lab 0", due: .day(date("2026-08-20")), source: .page)]
        let agenda = CourseAgenda(sessions: try sessions([.monday, .wednesday]), term: term, schedule: schedule, links: links, deadlines: deadlines)
        #expect(agenda.items[0].readings == ["Chapter 1"])
        #expect(agenda.items[0].materials.map(\.text) == ["Slides"])
        // Due Thursday: after Wednesday's class and before the next one, so Wednesday shows it;
        // a deadline before the first session goes to the first.
        #expect(agenda.items[0].due.map(\.title) == ["Lab 0"])
        #expect(agenda.items[1].due.map(\.title) == ["Lab 1"])
    }
}
