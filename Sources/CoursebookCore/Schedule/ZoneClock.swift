import CourseModel
import Foundation

/// Converts the term's wall-clock times to instants, honouring daylight-saving changes.
public struct ZoneClock: Sendable {
    /// The IANA zone.
    public let timeZone: TimeZone

    /// A clock for `identifier`; nil when the zone is unknown.
    public init?(identifier: String) {
        guard let zone = TimeZone(identifier: identifier) else { return nil }
        timeZone = zone
    }

    /// A clock for `zone`.
    public init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    /// The instant at which local clocks show `secondsOfDay` on `date`.
    ///
    /// A time skipped by a spring-forward change maps to the instant an hour later on the same
    /// clock reading; a time repeated by a fall-back change maps to its first occurrence.
    public func instant(_ date: LocalDate, secondsOfDay: Int) -> Instant {
        let asUTC = Int64(date.dayNumber) * 86_400 + Int64(secondsOfDay)
        // Offsets a day either side bracket any change on this date; a reading is valid when the
        // offset in force at the resulting instant maps it back to the same wall clock.
        let before = Int64(offset(at: asUTC - 86_400))
        let after = Int64(offset(at: asUTC + 86_400))
        let valid = [asUTC - before, asUTC - after].filter { Int64(offset(at: $0)) == asUTC - $0 }
        return Instant(secondsSince1970: valid.min() ?? asUTC - before)
    }

    /// The instant of `time` on `date`.
    public func instant(_ date: LocalDate, _ time: LocalTime) -> Instant {
        instant(date, secondsOfDay: time.minutes * 60)
    }

    /// The instant of a local date-time.
    public func instant(_ dateTime: LocalDateTime) -> Instant {
        instant(dateTime.date, secondsOfDay: dateTime.secondsOfDay)
    }

    /// The local date and time that `instant` shows on the term's clocks.
    public func localDateTime(_ instant: Instant) -> LocalDateTime {
        let local = instant.secondsSince1970 + Int64(offset(at: instant.secondsSince1970))
        let day = Int((local - ((local % 86_400) + 86_400) % 86_400) / 86_400)
        return LocalDateTime(date: LocalDate(dayNumber: day), secondsOfDay: Int(((local % 86_400) + 86_400) % 86_400))
    }

    /// UTC offset in seconds at an instant.
    public func offset(at secondsSince1970: Int64) -> Int {
        timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(secondsSince1970)))
    }
}
