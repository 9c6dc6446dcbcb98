/// A date and wall-clock time without a zone, such as a project due `2026-12-04T23:59`.
package struct LocalDateTime: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The calendar date.
    package var date: LocalDate
    /// Seconds since local midnight.
    package var secondsOfDay: Int

    /// Creates a local date-time.
    package init(date: LocalDate, secondsOfDay: Int) {
        self.date = date
        self.secondsOfDay = secondsOfDay
    }

    /// What an ISO 8601 text denotes: an absolute instant when it carries `Z` or an offset,
    /// otherwise a wall-clock time that the term's time zone resolves.
    package enum Parsed: Sendable, Hashable {
        case instant(Instant)
        case local(LocalDateTime)
    }

    /// Parses `YYYY-MM-DDTHH:MM[:SS][.fff][Z|±HH:MM|±HHMM]` (a space may stand for `T`).
    package static func parse(_ text: some StringProtocol) -> Parsed? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 16, bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: " ") || bytes[10] == UInt8(ascii: "t"),
              let date = LocalDate(iso: text.prefix(10)),
              bytes[13] == UInt8(ascii: ":"),
              let hour = Digits.value(bytes[11..<13]), let minute = Digits.value(bytes[14..<16]),
              hour < 24, minute < 60
        else { return nil }
        var index = 16
        var second = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
            guard bytes.count >= index + 3, let value = Digits.value(bytes[(index + 1)..<(index + 3)]), value < 60 else {
                return nil
            }
            second = value
            index += 3
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 { index += 1 }
            }
        }
        let local = LocalDateTime(date: date, secondsOfDay: hour * 3600 + minute * 60 + second)
        if index == bytes.count { return .local(local) }
        if bytes[index] == UInt8(ascii: "Z") || bytes[index] == UInt8(ascii: "z") {
            guard index + 1 == bytes.count else { return nil }
            return .instant(Instant(date: date, secondsOfDay: local.secondsOfDay, utcOffsetSeconds: 0))
        }
        guard bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") else { return nil }
        let sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
        let rest = Array(bytes[(index + 1)...].filter { $0 != UInt8(ascii: ":") })
        guard rest.count == 4, let offsetHours = Digits.value(rest[0..<2]), let offsetMinutes = Digits.value(rest[2..<4]),
              offsetHours <= 18, offsetMinutes < 60
        else { return nil }
        let offset = sign * (offsetHours * 3600 + offsetMinutes * 60)
        return .instant(Instant(date: date, secondsOfDay: local.secondsOfDay, utcOffsetSeconds: offset))
    }

    /// `YYYY-MM-DDTHH:MM` (seconds only when not zero).
    package var description: String {
        let base = date.description + "T" + Digits.padded(secondsOfDay / 3600, 2) + ":" + Digits.padded(secondsOfDay / 60 % 60, 2)
        return secondsOfDay % 60 == 0 ? base : base + ":" + Digits.padded(secondsOfDay % 60, 2)
    }

    package static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
        (lhs.date, lhs.secondsOfDay) < (rhs.date, rhs.secondsOfDay)
    }
}
