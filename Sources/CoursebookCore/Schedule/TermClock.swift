import CourseModel
import Foundation

/// "Now" and "today" in the term's time zone: the one rule every command, report and site page
/// uses. A loaded book's zone is always a known IANA zone (the loader checks it); a clock for an
/// unchecked term falls back to UTC.
package struct TermClock: Sendable {
    /// The term's zone clock.
    package let zone: ZoneClock

    /// The clock of `term`.
    package init(term: Term) {
        zone = ZoneClock(identifier: term.timeZone) ?? ZoneClock(timeZone: TimeZone(identifier: "UTC")!)
    }

    /// The current instant, from the system clock.
    package static var currentInstant: Instant { Instant(secondsSince1970: Int64(Date().timeIntervalSince1970)) }

    /// The term-local date at `instant` (now by default).
    package func today(at instant: Instant = TermClock.currentInstant) -> LocalDate {
        zone.localDateTime(instant).date
    }

    /// `fixed` when given (`--today`), else today in the term's zone.
    package func day(_ fixed: LocalDate?) -> LocalDate { fixed ?? today() }
}
