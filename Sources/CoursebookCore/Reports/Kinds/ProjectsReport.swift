import CourseModel

/// Per course: each project's name, due date and status (done, open, overdue), by due date.
package struct ProjectsReport: Sendable {
    /// Restrict to this course; nil for every course.
    package var courseID: String?
    /// Open projects due before this date are overdue.
    package var today: LocalDate

    /// A projects report as of `today`.
    package init(courseID: String? = nil, today: LocalDate) {
        self.courseID = courseID
        self.today = today
    }

    /// Builds the report from a loaded book, in its language.
    package func document(for book: CourseBook) -> ReportDocument {
        ReportText(book).document { document(for: book, $0) }
    }

    func document(for book: CourseBook, _ text: ReportText) -> ReportDocument {
        let byCourse = Dictionary(grouping: book.projects, by: \.courseID)
        var sections: [ReportSection] = []
        var json: [JSONValue] = []
        var csvRows: [[String]] = []
        for course in book.courses where courseID == nil || course.id == courseID {
            let projects = (byCourse[course.id] ?? []).sorted(by: Project.listedBefore)
            let statuses = projects.map { $0.status(on: today) }
            func count(_ status: ProjectStatus) -> String { String(statuses.filter { $0 == status }.count) }
            sections.append(ReportSection(
                heading: ReportText.heading(course), startsPage: true,
                paragraphs: [projects.isEmpty ? text[.noProjects] : text.fill(.projectCounts, ["done": count(.done), "open": count(.open), "overdue": count(.overdue)])],
                table: projects.isEmpty ? nil : ReportTable(
                    columns: [text[.project], text[.due], text[.status]],
                    rows: zip(projects, statuses).map { [$0.name, text.format.reportDue($0.due), text[$1.word]] }
                )
            ))
            json += zip(projects, statuses).map { project, status in
                .object([
                    ("course", .string(course.id)), ("name", .string(project.name)), ("due", .string(project.due.description)),
                    ("done", .bool(project.isDone)), ("status", .string(status.rawValue)),
                ])
            }
            csvRows += zip(projects, statuses).map { [course.id, $0.name, $0.due.description, $1.rawValue] }
        }
        return ReportDocument(
            title: text[.projects],
            subtitle: [text.fill(.statusAsOf, ["date": text.date(today)])],
            sections: sections,
            json: .object([("today", .string(today.description)), ("projects", .array(json))]),
            csv: ReportTable(columns: ["course", "name", "due", "status"], rows: csvRows)
        )
    }
}
