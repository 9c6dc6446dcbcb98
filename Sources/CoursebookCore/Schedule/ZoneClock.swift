import CourseModel
import Foundation

/// Converts the term's wall-clock times to instants, honouring daylight-saving changes.
package struct ZoneClock: Sendable {
    /// The IANA zone.
    package let timeZone: TimeZone

    /// A clock for `identifier`; nil when the zone is unknown.
    package init?(identifier: String) {
        guard let zone = TimeZone(identifier: identifier) else { return nil }
        timeZone = zone
    }

    /// A clock for `zone`.
    package init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    /// How a wall-clock reading maps to instants on a day the clocks change.
    package enum Reading: Sendable, Equatable {
        /// The reading happens once.
        case exact
        /// The clocks skip it (spring forward) by `gap` seconds; it is taken as `gap` seconds later.
        case skipped(gap: Int)
        /// The clocks show it twice (fall back); the first, earlier-offset occurrence is taken.
        case repeated
    }

    /// The instant at which local clocks show `secondsOfDay` on `date`, and whether that reading
    /// was skipped or repeated there.
    ///
    /// As RFC 5545 (3.3.5) and RFC 9557 / Temporal's "compatible" rule do: a time skipped by a
    /// spring-forward change is read with the offset before the change, so it lands the gap's
    /// length later (02:30 becomes 03:30); a time repeated by a fall-back change takes its first
    /// occurrence.
    package func resolve(_ date: LocalDate, secondsOfDay: Int) -> (instant: Instant, reading: Reading) {
        let asUTC = Int64(date.dayNumber) * 86_400 + Int64(secondsOfDay)
        // Offsets a day either side bracket any change on this date; a reading is valid when the
        // offset in force at the resulting instant maps it back to the same wall clock.
        let before = Int64(offset(at: asUTC - 86_400))
        let after = Int64(offset(at: asUTC + 86_400))
        let early = min(asUTC - before, asUTC - after), late = max(asUTC - before, asUTC - after)
        let earlyValid = Int64(offset(at: early)) == asUTC - early
        let lateValid = early != late && Int64(offset(at: late)) == asUTC - late
        switch (earlyValid, lateValid) {
        case (true, true): return (Instant(secondsSince1970: early), .repeated)
        case (true, false): return (Instant(secondsSince1970: early), .exact)
        case (false, true): return (Instant(secondsSince1970: late), .exact)
        case (false, false): return (Instant(secondsSince1970: asUTC - before), .skipped(gap: Int(after - before)))
        }
    }

    /// The instant at which local clocks show `secondsOfDay` on `date` (see `resolve`).
    package func instant(_ date: LocalDate, secondsOfDay: Int) -> Instant {
        resolve(date, secondsOfDay: secondsOfDay).instant
    }

    /// The instant of `time` on `date`.
    package func instant(_ date: LocalDate, _ time: LocalTime) -> Instant {
        instant(date, secondsOfDay: time.minutes * 60)
    }

    /// The instant of a local date-time.
    package func instant(_ dateTime: LocalDateTime) -> Instant {
        instant(dateTime.date, secondsOfDay: dateTime.secondsOfDay)
    }

    /// The local date and time that `instant` shows on the term's clocks.
    package func localDateTime(_ instant: Instant) -> LocalDateTime {
        let local = instant.secondsSince1970 + Int64(offset(at: instant.secondsSince1970))
        let day = Int((local - ((local % 86_400) + 86_400) % 86_400) / 86_400)
        return LocalDateTime(date: LocalDate(dayNumber: day), secondsOfDay: Int(((local % 86_400) + 86_400) % 86_400))
    }

    /// UTC offset in seconds at an instant.
    package func offset(at secondsSince1970: Int64) -> Int {
        timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(secondsSince1970)))
    }
}
