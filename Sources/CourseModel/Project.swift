/// A piece of course work with a due date (`projects.csv`).
package struct Project: Sendable, Hashable {
    /// The course id.
    package var courseID: String
    /// Name, unique within its course.
    package var name: String
    /// When it is due.
    package var due: DueDate
    /// Whether it has been completed.
    package var isDone: Bool

    /// Creates a project.
    package init(courseID: String, name: String, due: DueDate, isDone: Bool) {
        self.courseID = courseID
        self.name = name
        self.due = due
        self.isDone = isDone
    }

    /// Where the project stands on `today`: done when marked so; overdue when open and due before
    /// `today` (due today is not overdue yet); open otherwise. The one overdue rule: the site's
    /// project lists and the projects report both ask it.
    package func status(on today: LocalDate) -> ProjectStatus {
        isDone ? .done : due.date < today ? .overdue : .open
    }
}

/// Where a project stands on a day (`Project.status(on:)`).
package enum ProjectStatus: String, Sendable, CaseIterable {
    case done, open, overdue
}
