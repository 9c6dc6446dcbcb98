import CourseModel

/// The syllabus parts of a course page as template values: the page itself (written once, its
/// schedule and tasks in place) and the deadlines (page dates and projects); its sections are
/// the contents of the course sidebar (`CourseNavigation`).
struct CourseSyllabusView {
    let catalog: SiteCatalog

    /// The course page's own section ids; GitHub anchors never contain a `.`, so they cannot clash.
    enum Anchor {
        static let deadlines = "course.deadlines", sessions = "course.sessions"
    }

    /// Keys `syllabusHTML`, `syllabusUntitled`, `externalPage`, `pageMissing`, `deadlines`.
    func context(_ course: Course, root: String) -> TemplateObject {
        var context: TemplateObject = [:]
        let view = catalog.input.syllabi[course.id]
        let record = view?.record
        if let view {
            context["externalPage"] = view.externalURL.map(TemplateValue.string)
            if record == nil { context["pageMissing"] = true }
            if !view.html.isEmpty {
                context["syllabusHTML"] = .string(view.html)
                // Its section needs a heading of its own when the page brings none.
                if record?.sections.isEmpty ?? true { context["syllabusUntitled"] = true }
            }
        }
        let deadlines = deadlines(course, root: root)
        if !deadlines.isEmpty { context["deadlines"] = .list(deadlines) }
        return context
    }

    /// The page's dated deadlines and the course's projects, by due date.
    private func deadlines(_ course: Course, root: String) -> [TemplateValue] {
        let today = catalog.input.today
        var rows: [(due: DueDate, name: String, context: TemplateValue)] = catalog.projects(of: course.id).map { project in
            (project.due, project.name, .object(catalog.projectContext(project, root: root).merging(["source": "Project"])))
        }
        for deadline in catalog.index.pageDeadlines[course.id] ?? [] {
            rows.append((deadline.due, deadline.title, [
                "name": .string(deadline.title), "due": .string(Format.due(deadline.due)), "dueISO": .string(deadline.due.description),
                "status": deadline.due.date < today ? "Passed" : "Upcoming", "source": "Course page",
            ]))
        }
        return rows.sorted { ($0.due, $0.name) < ($1.due, $1.name) }.map(\.context)
    }
}
