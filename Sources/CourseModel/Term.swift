/// The teaching period every course's sessions are computed in.
package struct Term: Sendable, Hashable, Codable {
    /// Display name, e.g. `Fall 2026`.
    package var name: String
    /// First day of teaching.
    package var start: LocalDate
    /// Last day of teaching.
    package var end: LocalDate
    /// IANA time zone identifier such as `Europe/Berlin`.
    package var timeZone: String
    /// Days without classes.
    package var holidays: [Holiday]

    /// Creates a term.
    package init(name: String, start: LocalDate, end: LocalDate, timeZone: String, holidays: [Holiday] = []) {
        self.name = name
        self.start = start
        self.end = end
        self.timeZone = timeZone
        self.holidays = holidays
    }

    /// Whether `date` is within the term.
    package func contains(_ date: LocalDate) -> Bool { start <= date && date <= end }

    /// The holiday covering `date`, if any.
    package func holiday(on date: LocalDate) -> Holiday? { holidays.first { $0.contains(date) } }
}
