import CourseModel
import Testing
@testable import CoursebookCore

/// `ZoneClock.localDateTime`: the offset in force, then `Instant`'s own split into day and time.
struct ZoneClockTests {
    @Test func anInstantShowsItsLocalDateAndTimeAcrossAChangeAndBefore1970() throws {
        let berlin = try #require(ZoneClock(identifier: "Europe/Berlin"))
        let day = try #require(LocalDate(iso: "2026-03-29"))
        let change = Instant(date: day, secondsOfDay: 3600, utcOffsetSeconds: 0)
        #expect(berlin.localDateTime(change.adding(seconds: -1)) == LocalDateTime(date: day, secondsOfDay: 2 * 3600 - 1))
        #expect(berlin.localDateTime(change) == LocalDateTime(date: day, secondsOfDay: 3 * 3600))
        let utc = try #require(ZoneClock(identifier: "UTC"))
        #expect(utc.localDateTime(Instant(secondsSince1970: -1)) == LocalDateTime(date: LocalDate(iso: "1969-12-31")!, secondsOfDay: 86_399))
        #expect(utc.localDateTime(Instant(secondsSince1970: -86_400)) == LocalDateTime(date: LocalDate(iso: "1969-12-31")!, secondsOfDay: 0))
        #expect(berlin.instant(berlin.localDateTime(change)) == change)
    }

    @Test func theClocksChangeAtTheZonesTransitions() throws {
        let berlin = try #require(ZoneClock(identifier: "Europe/Berlin"))
        let spring = Instant(date: LocalDate(iso: "2026-03-29")!, secondsOfDay: 3600, utcOffsetSeconds: 0).secondsSince1970
        let autumn = Instant(date: LocalDate(iso: "2026-10-25")!, secondsOfDay: 3600, utcOffsetSeconds: 0).secondsSince1970
        #expect(berlin.transitions(after: spring - 86_400, through: autumn) == [spring, autumn])
        #expect(berlin.transitions(after: spring, through: autumn - 1).isEmpty)
        #expect(berlin.isDaylightSavingTime(at: spring) && !berlin.isDaylightSavingTime(at: autumn))
        let near = (25...31).map { berlin.changesClocks(near: LocalDate(year: 2026, month: 3, day: $0)!) }
        #expect(near == [false, false, false, true, true, true, false])
        #expect(try #require(ZoneClock(identifier: "UTC")).transitions(after: spring - 86_400, through: autumn).isEmpty)
    }
}
