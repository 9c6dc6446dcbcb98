import CourseModel

/// The syllabus parts of a course page as template values: the page itself (written once, its
/// schedule and tasks in place) and the deadlines (page dates and projects); its sections are
/// the contents of the course sidebar (`CourseNavigation`).
struct CourseSyllabusView {
    let catalog: SiteCatalog

    /// The course page's own section ids; GitHub anchors never contain a `.`, so they cannot clash.
    enum Anchor {
        static let deadlines = "course.deadlines", sessions = "course.sessions"
        static let staff = "course.staff", roster = "course.roster"

        /// The ids as the course template writes them (`{{anchors.staff}}`), so it spells none.
        static let templateValue: TemplateValue = [
            "staff": .string(staff), "deadlines": .string(deadlines), "sessions": .string(sessions), "roster": .string(roster),
        ]
    }

    /// Keys `syllabusHTML`, `syllabusUntitled`, `externalPage`, `pageMissing`, `deadlines`.
    func context(_ course: Course, root: String) -> TemplateObject {
        var context: TemplateObject = [:]
        let view = catalog.input.syllabi[course.id]
        let record = view?.record
        if let view {
            if let url = view.externalURL {
                // The sentences that link the remote page, as HTML: `fromPageAt` and `pageUnreadable`.
                context["externalPage"] = .string(url)
                context["fromPageAt"] = .string(catalog.words.html(.fromPageAt, links: ["link": (url, url)]))
                context["pageUnreadable"] = .string(catalog.words.html(.pageUnreadable, links: ["link": (url, url)]))
            }
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
        let words = catalog.words
        var rows: [(due: DueDate, name: String, context: TemplateValue)] = catalog.projects(of: course.id).map { project in
            (project.due, project.name, .object(catalog.projectContext(project, root: root).merging(["source": .string(words[.sourceProject])])))
        }
        for deadline in catalog.index.pageDeadlines[course.id] ?? [] {
            let status = deadline.status(on: today).pageDeadlineLabel
            rows.append((deadline.due, deadline.title, [
                "name": .string(deadline.title), "due": .string(catalog.format.due(deadline.due)), "dueISO": .string(deadline.due.description),
                "status": .string(words[status]), "statusClass": .string(SiteWords.english[status]), "source": .string(words[.sourceCoursePage]),
            ]))
        }
        return rows.sorted { ($0.due, $0.name) < ($1.due, $1.name) }.map(\.context)
    }
}
