/// Something due on a day.
package struct SyllabusDeadline: Sendable, Hashable, Codable {
    /// What is due.
    package var title: String
    /// The day it is due.
    package var due: LocalDate

    /// Creates a deadline.
    package init(title: String, due: LocalDate) {
        self.title = title
        self.due = due
    }
}
