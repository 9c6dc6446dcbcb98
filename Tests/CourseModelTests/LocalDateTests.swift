import Testing
@testable import CourseModel

@Suite("Dates and times")
struct LocalDateTests {
    @Test func parsesAndPrintsISODates() throws {
        let date = try #require(LocalDate(iso: "2026-10-25"))
        #expect(date.description == "2026-10-25")
        #expect(date.weekday == .sunday)
        #expect(date.components == (2026, 10, 25))
        #expect(LocalDate(iso: "1970-01-01")?.dayNumber == 0)
        #expect(LocalDate(iso: "2000-03-01")?.weekday == .wednesday)
    }

    @Test(arguments: ["2026-02-29", "2026-13-01", "2026-04-31", "26-01-01", "2026/01/01", "2026-1-1", "", "2026-01-01x"])
    func rejectsImpossibleOrMalformedDates(_ text: String) {
        #expect(LocalDate(iso: text) == nil)
    }

    @Test func leapDaysExistOnlyInLeapYears() {
        #expect(LocalDate(iso: "2028-02-29") != nil)
        #expect(LocalDate(iso: "2100-02-29") == nil)
        #expect(LocalDate(iso: "2000-02-29") != nil)
    }

    @Test func dayArithmeticCrossesMonthsAndYears() throws {
        let date = try #require(LocalDate(iso: "2026-12-31"))
        #expect(date.adding(days: 1).description == "2027-01-01")
        #expect(date.adding(days: -365).description == "2025-12-31")
    }

    @Test func timesParseAndValidate() {
        #expect(LocalTime(text: "09:50")?.minutes == 590)
        #expect(LocalTime(text: "9:05")?.description == "09:05")
        #expect(LocalTime(text: "24:00") == nil)
        #expect(LocalTime(text: "12:60") == nil)
        #expect(LocalTime(text: "1200") == nil)
    }

    @Test func weekdayPatterns() {
        #expect(Weekday.parsePattern("MWF") == [.monday, .wednesday, .friday])
        #expect(Weekday.parsePattern("TR") == [.tuesday, .thursday])
        #expect(Weekday.parsePattern("su") == [.saturday, .sunday])
        #expect(Weekday.parsePattern("MXF") == nil)
        #expect(Weekday.parsePattern("MM") == nil)
        #expect(Weekday(name: "Thurs") == .thursday)
        #expect(Weekday(name: "x") == nil)
    }

    @Test func dateTimesWithAndWithoutOffsets() throws {
        #expect(LocalDateTime.parse("2026-09-14T10:05:00+02:00") == .instant(Instant(secondsSince1970: 1_789_373_100)))
        #expect(LocalDateTime.parse("2026-09-14T08:05Z") == .instant(Instant(secondsSince1970: 1_789_373_100)))
        let local = try #require(LocalDate(iso: "2026-12-04"))
        #expect(LocalDateTime.parse("2026-12-04T23:59") == .local(LocalDateTime(date: local, secondsOfDay: 86_340)))
        #expect(LocalDateTime.parse("2026-12-04T24:00") == nil)
        #expect(LocalDateTime.parse("2026-12-04T10:00+25:00") == nil)
        #expect(Instant(secondsSince1970: 1_789_373_100).iso8601 == "2026-09-14T08:05:00Z")
    }

    @Test func diagnosticsPrintLikeCompilers() {
        let diagnostic = Diagnostic.error(SourceLocation(path: "people.csv", line: 4, column: 12), "'email' is not a valid e-mail address")
        #expect(diagnostic.description == "people.csv:4:12: error: 'email' is not a valid e-mail address")
        #expect(Diagnostic.warning(SourceLocation(path: "courses"), "x").description == "courses: warning: x")
    }

    /// The compact iCalendar form is the ISO form without separators, across days, years and 1970.
    @Test func basicISOFormIsTheISOFormWithoutSeparators() {
        #expect(Instant(secondsSince1970: 1_788_332_400).basicISO8601 == "20260902T070000Z")
        for seconds in stride(from: Int64(-86_400 * 400), to: 86_400 * 365 * 60, by: 7_777_777) {
            let instant = Instant(secondsSince1970: seconds)
            #expect(instant.basicISO8601 == instant.iso8601.filter { $0 != "-" && $0 != ":" }, "\(seconds)")
        }
    }
}
