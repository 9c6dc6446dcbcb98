import CourseModel

/// A row of the deadlines a course has, read off the two models of something due: a
/// `Project` (`projects.csv`) or a `SyllabusDeadline` (a date on the course page), with the course it
/// belongs to and which of the two it is. Made only from one of them (`init(project:)`,
/// `init(page:courseID:)`); the report, the site's deadline lists and calendars show these rows.
package struct Deadline: Sendable, Hashable {
    /// Which model a deadline row is read from.
    package enum Source: String, Sendable, Hashable, Comparable {
        /// A project of `projects.csv`.
        case project
        /// A dated deadline found on the course page.
        case page

        /// By name, as the report has always ordered ties (`page` before `project`).
        package static func < (lhs: Source, rhs: Source) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The course id.
    package var courseID: String
    /// What is due.
    package var title: String
    /// When it is due.
    package var due: DueDate
    /// Where it comes from; its `rawValue` (`project`, `page`) is what CSV and JSON reports print.
    package var source: Source
    /// Whether it is done: a project marked done; a page's deadline never is.
    package var isDone: Bool

    /// Creates a deadline row.
    package init(courseID: String, title: String, due: DueDate, source: Source, isDone: Bool = false) {
        self.courseID = courseID
        self.title = title
        self.due = due
        self.source = source
        self.isDone = isDone
    }

    /// The row of a project: its name, its due date (a time too, when it has one), whether it is done.
    package init(project: Project) {
        self.init(courseID: project.courseID, title: project.name, due: project.due, source: .project, isDone: project.isDone)
    }

    /// Where it stands on `today`, by the projects' rule (`ProjectStatus(isDone:due:on:)`).
    package func status(on today: LocalDate) -> ProjectStatus {
        ProjectStatus(isDone: isDone, due: due, on: today)
    }

    /// The row of a deadline on the page of course `courseID`: due that day.
    package init(page deadline: SyllabusDeadline, courseID: String) {
        self.init(courseID: courseID, title: deadline.title, due: .day(deadline.due), source: .page)
    }

    /// The dated deadlines of course pages (source `page`), in the book's course order. A page
    /// date that only repeats a project (same course and day, one name containing the other, as
    /// `Lab 1` and `Lab 1: Hello terminal`) is left out.
    package static func fromPages(_ syllabi: [String: Syllabus], book: CourseBook) -> [Deadline] {
        // Grouped once: filtering every project for every course is quadratic in a large book.
        let projectsByCourse = Dictionary(grouping: book.projects, by: \.courseID)
        return book.courses.flatMap { course in
            let projects = projectsByCourse[course.id] ?? []
            return (syllabi[course.id]?.deadlines ?? []).filter { deadline in
                let title = deadline.title.lowercased()
                return !projects.contains { project in
                    let name = project.name.lowercased()
                    return project.due.date == deadline.due && (name.contains(title) || title.contains(name))
                }
            }.map { Deadline(page: $0, courseID: course.id) }
        }
    }
}
