/// One row of a course schedule: a table row or a `Week 3 (Sep 22): Trees` heading.
package struct ScheduleEntry: Sendable, Hashable, Codable {
    /// The week as written, e.g. `3`; nil when the row names none.
    package var week: String?
    /// The date, when one could be read.
    package var date: LocalDate?
    /// What the week or session covers.
    package var topic: String
    /// Every cell of a table row (empty for headings).
    package var cells: [ScheduleCell]
    /// 1-based line of the row, heading or item in the page file; nil when not known (a row of a
    /// raw HTML table gives its section's line instead when there is one).
    package var line: Int?

    /// Creates a schedule entry.
    package init(week: String?, date: LocalDate?, topic: String, cells: [ScheduleCell] = [], line: Int? = nil) {
        self.week = week
        self.date = date
        self.topic = topic
        self.cells = cells
        self.line = line
    }
}
