import CourseModel
import Foundation

/// "Now", "today" and the instant a day stands for, in the term's time zone: the one rule every
/// command, report, site page, feed and `serve` uses.
///
/// A run either happens at an instant (the system clock) or describes a fixed day (`--today`).
/// Output that describes a whole day (a site build, or a report for `--today`) stands at the end
/// of that day, the midnight that starts the next one, term-local: everything that happened on
/// the day has happened, nothing after it has, and the day alone fixes the output (a site built
/// at 05:15 and one built at 22:00 are byte-identical). Such output says it was made in the last
/// minute of the day (`lastMinute(of:)`), as no clock time belongs to a day.
package struct TermClock: Sendable {
    /// The term's zone clock.
    package let zone: ZoneClock

    /// The clock of the zone named `identifier`; nil when the zone is unknown.
    package init?(zone identifier: String) {
        guard let zone = ZoneClock(identifier: identifier) else { return nil }
        self.zone = zone
    }

    /// The clock of `term`. A loaded book's zone is always a known IANA zone (the loader refuses
    /// any other); a term no loader checked reads as UTC.
    package init(term: Term) {
        self = TermClock(zone: term.timeZone) ?? TermClock(zone: "UTC")!
    }

    /// The current instant, from the system clock: the only place the tool reads it for "now".
    package static var currentInstant: Instant { Instant(secondsSince1970: Int64(Date().timeIntervalSince1970)) }

    /// The term-local date at `instant` (now by default).
    package func today(at instant: Instant = TermClock.currentInstant) -> LocalDate {
        zone.localDateTime(instant).date
    }

    /// `fixed` when given (`--today`), else today in the term's zone.
    package func day(_ fixed: LocalDate?) -> LocalDate { fixed ?? today() }

    /// The instant that stands for the whole of `day`: the midnight that ends it (00:00 of the
    /// next day, term-local).
    package func endOfDay(_ day: LocalDate) -> Instant {
        zone.instant(day.adding(days: 1), secondsOfDay: 0)
    }

    /// When output describing the whole of `day` says it was made: the last minute of the day
    /// (23:59, term-local), one minute before `endOfDay(day)`.
    package func lastMinute(of day: LocalDate) -> Instant {
        endOfDay(day).adding(seconds: -60)
    }
}
