import CourseModel

/// One staff report, in the two forms the site publishes under `reports/`.
struct SiteReport {
    /// File name stem, e.g. `sessions` or `course-cs101`; made of validated ids.
    var name: String
    /// What the index page calls it.
    var title: String
    /// The report as Markdown.
    var markdown: String
    /// The report as a standalone printable HTML page.
    var html: String
}

/// The printable reports of a staff build: every kind that covers the whole book, then each
/// course's profile and (when it has any) notes, made by `ReportBuilder` like `coursebook report`.
struct StaffReports {
    let catalog: SiteCatalog
    let templates: TemplateLibrary

    /// The kinds that make sense for the whole book (`profile` and `notes` need one person or course).
    static let bookKinds: [ReportKind] = [.sessions, .roster, .teachers, .course, .attendance, .bonus, .projects, .deadlines, .places, .recent]

    /// Whole-book reports, then per-course ones grouped by course.
    func reports() -> (book: [SiteReport], courses: [(course: Course, reports: [SiteReport])]) {
        let book = Self.bookKinds.compactMap { report($0, name: $0.rawValue, title: nil, courseID: nil) }
        let courses = catalog.input.book.courses.map { course in
            var reports = [report(.course, name: "course-\(course.id)", title: "Profile", courseID: course.id)]
            if catalog.input.book.notes.contains(where: { $0.courseID == course.id }) {
                reports.append(report(.notes, name: "notes-\(course.id)", title: "Notes", courseID: course.id))
            }
            return (course, reports.compactMap { $0 })
        }
        return (book, courses)
    }

    /// Adds every report to `files` as `reports/NAME.md` and `.html`; returns the index page's
    /// `reports` (whole book) and `courses` (each with its `reports`).
    func write(into files: inout SiteFiles) -> TemplateObject {
        func entry(_ report: SiteReport, last: Bool = false) -> TemplateValue {
            files.add("reports/\(report.name).md", report.markdown)
            files.add("reports/\(report.name).html", report.html)
            return ["title": .string(report.title), "html": "\(report.name).html", "markdown": "\(report.name).md", "last": .bool(last)]
        }
        let (book, courses) = reports()
        return [
            "reports": .list(book.map { entry($0) }),
            "courses": .list(courses.map { course, list in
                ["name": .string(course.name), "reports": .list(list.enumerated().map { entry($1, last: $0 == list.count - 1) })]
            }),
        ]
    }

    private func report(_ kind: ReportKind, name: String, title: String?, courseID: String?) -> SiteReport? {
        let input = catalog.input
        var options = ReportOptions(today: input.today, now: input.now)
        options.courseID = courseID
        options.extraDeadlines = catalog.pageDeadlines
        // Every option comes from the book itself, so the builder has nothing to refuse.
        guard let document = try? ReportBuilder(book: input.book).document(kind, options: options) else { return nil }
        return SiteReport(name: name, title: title ?? document.title, markdown: MarkdownReportRenderer.render(document),
                          html: HTMLReportRenderer.render(document, templates: templates))
    }
}
