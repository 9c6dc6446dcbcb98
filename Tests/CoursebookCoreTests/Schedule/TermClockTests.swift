import CourseModel
import Foundation
import Testing
@testable import CoursebookCore

/// `TermClock`: today and now in the term's zone, and the instant a fixed day stands for, shared
/// by reports, the site, `serve` and the editing commands.
struct TermClockTests {
    private let berlin = Term(name: "Autumn", start: LocalDate(iso: "2026-09-07")!, end: LocalDate(iso: "2026-12-18")!, timeZone: "Europe/Berlin")

    @Test func todayIsTheDateInTheTermsZoneNotUTC() {
        let clock = TermClock(term: berlin)
        // 2026-10-04T22:30Z is 00:30 on 5 October in Berlin (UTC+2).
        let instant = Instant(date: LocalDate(iso: "2026-10-04")!, secondsOfDay: 22 * 3600 + 1800, utcOffsetSeconds: 0)
        #expect(clock.today(at: instant) == LocalDate(iso: "2026-10-05"))
        #expect(clock.day(LocalDate(iso: "2026-01-01")) == LocalDate(iso: "2026-01-01"))
    }

    @Test func aDayStandsAtItsEndAndSaysItWasMadeInItsLastMinute() {
        let clock = TermClock(term: berlin)
        let day = LocalDate(iso: "2026-10-05")!
        #expect(clock.endOfDay(day) == clock.zone.instant(LocalDate(iso: "2026-10-06")!, secondsOfDay: 0))
        #expect(clock.zone.localDateTime(clock.lastMinute(of: day)) == LocalDateTime(date: day, secondsOfDay: 23 * 3600 + 59 * 60))
        // The day the clocks go back (25 hours long) still ends at the next midnight.
        let fallBack = LocalDate(iso: "2026-10-25")!
        #expect(clock.endOfDay(fallBack).secondsSince1970 - clock.zone.instant(fallBack, secondsOfDay: 0).secondsSince1970 == 25 * 3600)
    }

    @Test func anUnknownZoneIsNoClockAndAnUncheckedTermReadsAsUTC() {
        #expect(TermClock(zone: "Mars/Olympus_Mons") == nil)
        let unchecked = Term(name: "X", start: LocalDate(iso: "2026-09-07")!, end: LocalDate(iso: "2026-09-08")!, timeZone: "Mars/Olympus_Mons")
        #expect(TermClock(term: unchecked).zone.offset(at: 1_790_000_000) == 0)
    }

    /// The copies disagreed: reports put a fixed `--today` at 12:00, the site at the end of the
    /// day. Both now stand at the end of the day, so a note written that afternoon is recent.
    @Test func aReportForAFixedDayStandsWhereTheSiteForThatDayStands() throws {
        let book = try BookLoader(root: SiteTestSupport.fixtureBook).load().book
        let day = LocalDate(iso: "2026-09-09")!
        let options = ReportOptions.at(Instant(secondsSince1970: 0), today: day, term: book.term)
        let input = SiteInput(book: book, day: day, audience: .staff)
        #expect(options.today == input.today)
        #expect(options.now == input.now)
        #expect(options.generated == input.generated)
        let afternoon = TermClock(term: book.term).zone.instant(day, secondsOfDay: 15 * 3600)
        #expect(afternoon < options.now)
    }

    @Test func theSitesRecentNotesReportIsTheCommandsForThatDay() async throws {
        let result = try await SiteTestSupport.build(SiteTestSupport.fixtureBook, audience: .staff, today: "2026-09-09")
        let book = try BookLoader(root: SiteTestSupport.fixtureBook).load().book
        let options = ReportOptions.at(Instant(secondsSince1970: 0), today: LocalDate(iso: "2026-09-09")!, term: book.term)
        let document = try ReportBuilder(book: book, words: SiteWords(settings: book.settings)).document(.recent, options: options)
        #expect(result.files.text("reports/recent.md") == MarkdownReportRenderer.render(document))
    }
}
