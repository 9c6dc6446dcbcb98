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

    /// The order projects are listed in, in reports and on the site: by due date, then by name.
    package static func listedBefore(_ lhs: Project, _ rhs: Project) -> Bool {
        (lhs.due, lhs.name) < (rhs.due, rhs.name)
    }

    /// Where the project stands on `today` (`ProjectStatus(isDone:due:on:)`).
    package func status(on today: LocalDate) -> ProjectStatus {
        ProjectStatus(isDone: isDone, due: due, on: today)
    }
}

/// Where a project stands on a day (`Project.status(on:)`).
package enum ProjectStatus: String, Sendable, CaseIterable {
    case done, open, overdue

    /// The one rule of where something due stands on `today`: done when marked so; overdue when
    /// not done and due before `today` (due today is not overdue yet); open otherwise. The site's
    /// project and deadline lists, the projects report and the deadlines report all ask it.
    package init(isDone: Bool, due: DueDate, on today: LocalDate) {
        self = isDone ? .done : due.date < today ? .overdue : .open
    }

    /// Whether it is still due: open (not done, and due on the day or later). The deadlines
    /// report, the home page's deadlines and a course page's next deadline list only these.
    package var isStillDue: Bool { self == .open }
}
