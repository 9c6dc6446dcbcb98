import Testing
@testable import CourseModel
@testable import CoursebookCore

@Suite("Sessions")
struct SessionPlannerTests {
    private func date(_ text: String) -> LocalDate { LocalDate(iso: text)! }

    /// Fall 2026 in Berlin: clocks go back on Sunday 2026-10-25, so 09:00 is 07:00Z before and 08:00Z after.
    @Test func wallClockTimeSurvivesDaylightSavingAndHolidaysAreSkipped() throws {
        let term = Term(
            name: "Fall", start: date("2026-10-19"), end: date("2026-11-06"), timeZone: "Europe/Berlin",
            holidays: [Holiday(name: "Break", start: date("2026-10-28"), end: date("2026-10-30"))]
        )
        let course = Course(
            id: "cs1", name: "CS", subject: "CS", branch: "",
            meetings: [Meeting(days: [.monday, .wednesday, .friday], start: LocalTime(text: "09:00")!, end: LocalTime(text: "09:50")!, room: "B-1")],
            cancelled: [date("2026-11-02")],
            extraSessions: [ExtraSession(date: date("2026-10-31"), start: LocalTime(text: "10:00")!, end: LocalTime(text: "12:00")!, room: "B-2", title: "Review")]
        )
        let planner = try #require(SessionPlanner(term: term))
        let sessions = planner.sessions(for: course)
        // Worked out by hand: Mon 19, Wed 21, Fri 23, Mon 26 (after the change), [Wed 28, Fri 30 holiday],
        // Sat 31 extra, [Mon 2 Nov cancelled], Wed 4, Fri 6.
        #expect(sessions.map(\.date.description) == ["2026-10-19", "2026-10-21", "2026-10-23", "2026-10-26", "2026-10-31", "2026-11-04", "2026-11-06"])
        #expect(sessions.map(\.startUTC.iso8601) == [
            "2026-10-19T07:00:00Z", "2026-10-21T07:00:00Z", "2026-10-23T07:00:00Z",
            "2026-10-26T08:00:00Z", "2026-10-31T09:00:00Z", "2026-11-04T08:00:00Z", "2026-11-06T08:00:00Z",
        ])
        #expect(sessions.allSatisfy { $0.start.description == "09:00" || $0.isExtra })
        #expect(sessions[4].title == "Review")
        #expect(sessions[4].room == "B-2")
    }

    /// `holds` is the rule `sessions(for:)` plans by: a meeting's weekday, inside the term, not
    /// cancelled, not a holiday; extra sessions are not regular meetings.
    @Test func aMeetingIsHeldOnExactlyThePlannedDates() throws {
        let term = Term(
            name: "Fall", start: date("2026-10-19"), end: date("2026-11-06"), timeZone: "Europe/Berlin",
            holidays: [Holiday(name: "Break", start: date("2026-10-28"), end: date("2026-10-30"))]
        )
        let meeting = Meeting(days: [.monday, .wednesday, .friday], start: LocalTime(text: "09:00")!, end: LocalTime(text: "09:50")!, room: "B-1")
        let course = Course(
            id: "cs1", name: "CS", subject: "CS", branch: "", meetings: [meeting], cancelled: [date("2026-11-02")],
            extraSessions: [ExtraSession(date: date("2026-10-31"), start: LocalTime(text: "10:00")!, end: LocalTime(text: "12:00")!, room: "B-2", title: "Review")]
        )
        let planner = try #require(SessionPlanner(term: term))
        var held: [String] = []
        var day = date("2026-10-12")
        while day <= date("2026-11-13") {
            if planner.holds(meeting, of: course, on: day) { held.append(day.description) }
            day = day.adding(days: 1)
        }
        #expect(held == ["2026-10-19", "2026-10-21", "2026-10-23", "2026-10-26", "2026-11-04", "2026-11-06"])
        #expect(held == planner.sessions(for: course).filter { !$0.isExtra }.map(\.date.description))
    }

    @Test func aWeeklyMeetingRecursOnTheTermsDatesOnItsDays() {
        let term = Term(name: "T", start: date("2026-10-21"), end: date("2026-11-02"), timeZone: "UTC")
        #expect(SessionPlanner.weeklyDates(of: term, on: [.monday, .friday]).map(\.description) == ["2026-10-23", "2026-10-26", "2026-10-30", "2026-11-02"])
        #expect(SessionPlanner.weeklyDates(of: Term(name: "T", start: date("2026-10-21"), end: date("2026-10-22"), timeZone: "UTC"), on: [.monday]).isEmpty)
    }

    @Test func springForwardInNewYork() throws {
        let term = Term(name: "Spring", start: date("2027-03-08"), end: date("2027-03-19"), timeZone: "America/New_York")
        let course = Course(id: "m", name: "M", subject: "M", branch: "",
                            meetings: [Meeting(days: [.tuesday, .thursday], start: LocalTime(text: "13:30")!, end: LocalTime(text: "14:45")!, room: "")])
        let sessions = try #require(SessionPlanner(term: term)).sessions(for: course)
        // DST starts Sunday 2027-03-14: EST (UTC-5) before, EDT (UTC-4) after.
        #expect(sessions.map(\.startUTC.iso8601) == ["2027-03-09T18:30:00Z", "2027-03-11T18:30:00Z", "2027-03-16T17:30:00Z", "2027-03-18T17:30:00Z"])
    }

    @Test func skippedAndRepeatedWallTimesResolve() throws {
        let clock = try #require(ZoneClock(identifier: "Europe/Berlin"))
        // 02:30 does not exist on 2027-03-28 in Berlin; it is read as 03:30 CEST = 01:30Z.
        #expect(clock.instant(date("2027-03-28"), secondsOfDay: 2 * 3600 + 1800).iso8601 == "2027-03-28T01:30:00Z")
        // 02:30 happens twice on 2026-10-25; the first (CEST) is chosen.
        #expect(clock.instant(date("2026-10-25"), secondsOfDay: 2 * 3600 + 1800).iso8601 == "2026-10-25T00:30:00Z")
    }

    /// RFC 5545 / RFC 9557 ("compatible"): a time the spring-forward change skips is moved
    /// forward by the gap, and a session that would then end before it starts keeps its length.
    /// Issue 14, item 11: 02:30–03:15 on 2027-03-14 in New York ended before it started.
    @Test func aMeetingInsideTheSpringForwardGapMovesForwardAndKeepsItsLength() throws {
        let term = Term(name: "Spring", start: date("2027-03-08"), end: date("2027-03-21"), timeZone: "America/New_York")
        let course = Course(id: "night", name: "N", subject: "N", branch: "",
                            meetings: [Meeting(days: [.sunday], start: LocalTime(text: "02:30")!, end: LocalTime(text: "03:15")!, room: "")])
        let planner = try #require(SessionPlanner(term: term))
        let sessions = planner.sessions(for: course)
        #expect(sessions.map(\.date.description) == ["2027-03-14", "2027-03-21"])
        #expect(sessions.allSatisfy { $0.startUTC < $0.endUTC })
        // 02:30 EST does not exist: 03:30 EDT (07:30Z), for 45 minutes.
        #expect(sessions[0].startUTC.iso8601 == "2027-03-14T07:30:00Z")
        #expect(sessions[0].endUTC.iso8601 == "2027-03-14T08:15:00Z")
        #expect(sessions[0].start.description == "03:30" && sessions[0].end.description == "04:15")
        #expect(sessions[1].startUTC.iso8601 == "2027-03-21T06:30:00Z")
        #expect(sessions[1].start.description == "02:30")
        let warning = try #require(planner.clockChange(on: date("2027-03-14"), start: LocalTime(text: "02:30")!, end: LocalTime(text: "03:15")!))
        #expect(warning.contains("02:30 does not exist on 2027-03-14") && warning.contains("03:30–04:15"), "\(warning)")
        #expect(planner.clockChange(on: date("2027-03-21"), start: LocalTime(text: "02:30")!, end: LocalTime(text: "03:15")!) == nil)
    }

    /// A time the fall-back change repeats takes its first occurrence (the earlier offset).
    @Test func aMeetingInsideTheFallBackOverlapTakesTheFirstOccurrence() throws {
        let term = Term(name: "Fall", start: date("2026-10-26"), end: date("2026-11-02"), timeZone: "America/New_York")
        let clock = try #require(ZoneClock(identifier: term.timeZone))
        let first = clock.resolve(date("2026-11-01"), secondsOfDay: 90 * 60)
        #expect(first.reading == .repeated)
        #expect(first.instant.iso8601 == "2026-11-01T05:30:00Z")  // 01:30 EDT, not 01:30 EST (06:30Z)
        #expect(clock.resolve(date("2026-11-01"), secondsOfDay: 150 * 60).reading == .exact)
        let gap = clock.resolve(date("2027-03-14"), secondsOfDay: 150 * 60)
        #expect(gap.reading == .skipped(gap: 3600) && gap.instant.iso8601 == "2027-03-14T07:30:00Z")
        let planner = try #require(SessionPlanner(term: term))
        let warning = try #require(planner.clockChange(on: date("2026-11-01"), start: LocalTime(text: "01:30")!, end: LocalTime(text: "02:30")!))
        #expect(warning.contains("01:30 happens twice") && warning.contains("taken as the first"), "\(warning)")
    }
}
