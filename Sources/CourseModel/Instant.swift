/// A moment in time, as whole seconds since 1970-01-01T00:00:00Z.
package struct Instant: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// Seconds since the Unix epoch.
    package let secondsSince1970: Int64

    /// Creates an instant from seconds since the Unix epoch.
    package init(secondsSince1970: Int64) {
        self.secondsSince1970 = secondsSince1970
    }

    /// The instant at `time` on `date` in UTC, shifted back by `utcOffsetSeconds`.
    package init(date: LocalDate, secondsOfDay: Int, utcOffsetSeconds: Int) {
        secondsSince1970 = Int64(date.dayNumber) * 86_400 + Int64(secondsOfDay) - Int64(utcOffsetSeconds)
    }

    /// The UTC calendar date of this instant.
    package var utcDate: LocalDate {
        LocalDate(dayNumber: Int((secondsSince1970 - secondsOfUTCDay) / 86_400))
    }

    /// Seconds since the start of this instant's UTC day.
    package var secondsOfUTCDay: Int64 {
        ((secondsSince1970 % 86_400) + 86_400) % 86_400
    }

    /// ISO 8601 in UTC, e.g. `2026-09-02T07:00:00Z`.
    package var iso8601: String {
        let seconds = Int(secondsOfUTCDay)
        return utcDate.description + "T" + Digits.padded(seconds / 3600, 2) + ":"
            + Digits.padded(seconds / 60 % 60, 2) + ":" + Digits.padded(seconds % 60, 2) + "Z"
    }

    /// Compact UTC form used by iCalendar, e.g. `20260902T070000Z`.
    package var basicISO8601: String {
        let (year, month, day) = utcDate.components
        guard (0...9999).contains(year) else { return iso8601.filter { $0 != "-" && $0 != ":" } }
        // A calendar writes one per event: digits go straight into bytes.
        let seconds = Int(secondsOfUTCDay)
        var out: [UInt8] = []
        out.reserveCapacity(16)
        func digits(_ value: Int, _ width: Int) {
            var divisor = 1
            for _ in 1..<width { divisor *= 10 }
            while divisor > 0 {
                out.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
                divisor /= 10
            }
        }
        digits(year, 4)
        digits(month, 2)
        digits(day, 2)
        out.append(UInt8(ascii: "T"))
        digits(seconds / 3600, 2)
        digits(seconds / 60 % 60, 2)
        digits(seconds % 60, 2)
        out.append(UInt8(ascii: "Z"))
        return String(decoding: out, as: UTF8.self)
    }

    /// The instant `seconds` later.
    package func adding(seconds: Int64) -> Instant {
        Instant(secondsSince1970: secondsSince1970 + seconds)
    }

    package var description: String { iso8601 }

    package static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.secondsSince1970 < rhs.secondsSince1970 }

    package init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard case .instant(let instant)? = LocalDateTime.parse(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not an ISO 8601 date-time with offset: \(text)"))
        }
        self = instant
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso8601)
    }
}
