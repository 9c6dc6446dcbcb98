/// A calendar date without a time zone, as written in course files (`YYYY-MM-DD`).
package struct LocalDate: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// Days since 1970-01-01 in the proleptic Gregorian calendar; the single stored value keeps
    /// comparison, hashing and day arithmetic cheap for millions of attendance rows.
    package let dayNumber: Int

    /// Creates a date from its day number (days since 1970-01-01).
    package init(dayNumber: Int) {
        self.dayNumber = dayNumber
    }

    /// Creates a date from year, month and day; nil when the date does not exist (e.g. 2026-02-30).
    package init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1, day <= LocalDate.daysIn(month: month, year: year) else {
            return nil
        }
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        dayNumber = era * 146_097 + doe - 719_468
    }

    /// Parses exactly `YYYY-MM-DD`; nil for anything else or a date that does not exist.
    package init?(iso text: some StringProtocol) {
        var text = String(text)
        guard let date = text.withUTF8({ LocalDate(isoUTF8: $0) }) else { return nil }
        self = date
    }

    /// Parses exactly `YYYY-MM-DD` from UTF-8 bytes, so a CSV reader needs no String per cell.
    package init?(isoUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              let year = Digits.value(bytes[0..<4]), let month = Digits.value(bytes[5..<7]),
              let day = Digits.value(bytes[8..<10])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// Year, month and day.
    package var components: (year: Int, month: Int, day: Int) {
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The calendar year.
    package var year: Int { components.year }

    /// The day of the week.
    package var weekday: Weekday {
        // 1970-01-01 was a Thursday.
        let index = ((dayNumber % 7) + 7 + 3) % 7
        return Weekday.allCases[index]
    }

    /// The date `days` later (or earlier when negative).
    package func adding(days: Int) -> LocalDate {
        LocalDate(dayNumber: dayNumber + days)
    }

    /// `YYYY-MM-DD`.
    package var description: String {
        let (year, month, day) = components
        return Digits.padded(year, 4) + "-" + Digits.padded(month, 2) + "-" + Digits.padded(day, 2)
    }

    /// Whether `year` is a Gregorian leap year.
    package static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// The number of days in `month` of `year`.
    package static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    package static func < (lhs: LocalDate, rhs: LocalDate) -> Bool { lhs.dayNumber < rhs.dayNumber }

    package init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let date = LocalDate(iso: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a YYYY-MM-DD date: \(text)"))
        }
        self = date
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
