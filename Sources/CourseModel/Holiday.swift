/// A day or range of days without classes.
package struct Holiday: Sendable, Hashable, Codable {
    /// Display name; empty when the file gives none.
    package var name: String
    /// First day off.
    package var start: LocalDate
    /// Last day off (equal to `start` for a single day).
    package var end: LocalDate

    /// Creates a holiday covering `start...end`.
    package init(name: String, start: LocalDate, end: LocalDate) {
        self.name = name
        self.start = start
        self.end = end
    }

    /// Whether `date` falls in this holiday.
    package func contains(_ date: LocalDate) -> Bool { start <= date && date <= end }
}
