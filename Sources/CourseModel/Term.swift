/// A day or range of days without classes.
public struct Holiday: Sendable, Hashable, Codable {
    /// Display name; empty when the file gives none.
    public var name: String
    /// First day off.
    public var start: LocalDate
    /// Last day off (equal to `start` for a single day).
    public var end: LocalDate

    /// Creates a holiday covering `start...end`.
    public init(name: String, start: LocalDate, end: LocalDate) {
        self.name = name
        self.start = start
        self.end = end
    }

    /// Whether `date` falls in this holiday.
    public func contains(_ date: LocalDate) -> Bool { start <= date && date <= end }
}

/// The teaching period every course's sessions are computed in.
public struct Term: Sendable, Hashable, Codable {
    /// Display name, e.g. `Fall 2026`.
    public var name: String
    /// First day of teaching.
    public var start: LocalDate
    /// Last day of teaching.
    public var end: LocalDate
    /// IANA time zone identifier such as `Europe/Berlin`.
    public var timeZone: String
    /// Days without classes.
    public var holidays: [Holiday]

    /// Creates a term.
    public init(name: String, start: LocalDate, end: LocalDate, timeZone: String, holidays: [Holiday] = []) {
        self.name = name
        self.start = start
        self.end = end
        self.timeZone = timeZone
        self.holidays = holidays
    }

    /// Whether `date` is within the term.
    public func contains(_ date: LocalDate) -> Bool { start <= date && date <= end }

    /// The holiday covering `date`, if any.
    public func holiday(on date: LocalDate) -> Holiday? { holidays.first { $0.contains(date) } }
}
