import CourseModel

/// A dated deadline of a course: an open project, or a date found on a course page.
package struct Deadline: Sendable, Hashable {
    /// The course id.
    package var courseID: String
    /// What is due.
    package var title: String
    /// When it is due.
    package var due: DueDate
    /// Where it comes from: `project`, or `page` for a course page.
    package var source: String

    /// Creates a deadline.
    package init(courseID: String, title: String, due: DueDate, source: String) {
        self.courseID = courseID
        self.title = title
        self.due = due
        self.source = source
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
            }.map { Deadline(courseID: course.id, title: $0.title, due: .day($0.due), source: "page") }
        }
    }
}
