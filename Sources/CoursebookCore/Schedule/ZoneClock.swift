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
        let asUTC = Instant(date: date, secondsOfDay: secondsOfDay, utcOffsetSeconds: 0).secondsSince1970
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

    /// The local date and time that `instant` shows on the term's clocks: the instant moved by the
    /// offset in force, read as UTC (`Instant.utcDate` and `secondsOfUTCDay` split the day).
    package func localDateTime(_ instant: Instant) -> LocalDateTime {
        let local = Instant(secondsSince1970: instant.secondsSince1970 + Int64(offset(at: instant.secondsSince1970)))
        return LocalDateTime(date: local.utcDate, secondsOfDay: Int(local.secondsOfUTCDay))
    }

    /// The instants, in order, at which the zone's clocks change after `start` and no later than
    /// `end` (at most `limit` of them), as the zone's rules give them: what the calendars'
    /// VTIMEZONE is written from.
    package func transitions(after start: Int64, through end: Int64, limit: Int = 100) -> [Int64] {
        var transitions: [Int64] = []
        var cursor = Date(timeIntervalSince1970: TimeInterval(start))
        let stop = Date(timeIntervalSince1970: TimeInterval(end))
        while let next = timeZone.nextDaylightSavingTimeTransition(after: cursor), next <= stop, transitions.count < limit {
            transitions.append(Int64(next.timeIntervalSince1970.rounded()))
            cursor = next
        }
        return transitions
    }

    /// Whether the instant `moment` (one of `transitions`) starts daylight-saving time.
    package func isDaylightSavingTime(at moment: Int64) -> Bool {
        timeZone.isDaylightSavingTime(for: Date(timeIntervalSince1970: TimeInterval(moment)))
    }

    /// Whether the clocks change on `date`, give or take a day: the offset a day before its start
    /// differs from the offset two days after. What the session planner warns about.
    package func changesClocks(near date: LocalDate) -> Bool {
        let midnight = Instant(date: date, secondsOfDay: 0, utcOffsetSeconds: 0).secondsSince1970
        return offset(at: midnight - 86_400) != offset(at: midnight + 2 * 86_400)
    }

    /// UTC offset in seconds at an instant.
    package func offset(at secondsSince1970: Int64) -> Int {
        timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(secondsSince1970)))
    }
}
