import CourseModel

/// The printable reports of a staff build: every kind that covers the whole book, then each
/// course's profile and (when it has any) notes, made by `ReportBuilder` like `coursebook report`.
struct StaffReports {
    let catalog: SiteCatalog
    let templates: TemplateLibrary

    /// The kinds that make sense for the whole book (`profile` and `notes` need one person or course).
    static let bookKinds: [ReportKind] = [.sessions, .roster, .teachers, .course, .attendance, .bonus, .projects, .deadlines, .places, .recent]

    /// A course report the index lists, before it is made.
    private struct Listed {
        var kind: ReportKind
        var name: String
        var title: String
    }

    /// Whole-book reports, then per-course ones grouped by course.
    func reports() -> (book: [SiteReport], courses: [(course: Course, reports: [SiteReport])]) {
        let book = Self.bookKinds.compactMap { report($0, name: $0.rawValue, title: nil, courseID: nil) }
        let courses = catalog.input.book.courses.map { course in
            (course, listing(course).compactMap { report($0.kind, name: $0.name, title: $0.title, courseID: course.id) })
        }
        return (book, courses)
    }

    /// Adds every report to `files` as `reports/NAME.md` and `.html`; returns the index page's
    /// `reports` (whole book) and `courses` (each with its `reports`).
    func write(into files: inout InMemorySite) -> TemplateObject {
        let (book, courses) = reports()
        for report in book + courses.flatMap(\.reports) { add(report, to: &files) }
        return [
            "reports": .list(book.map { Self.entry(name: $0.name, title: $0.title) }),
            "courses": Self.courseEntries(courses.map { ($0.course, $0.reports.map { ($0.name, $0.title) }) }),
        ]
    }

    /// The reports index page, `reports/index.html`, listing what `write` returned.
    func indexPage(_ index: TemplateObject, site: SiteContext) -> TemplateObject {
        var context = index
        context["reportsIntro"] = .string(site.words.fill(.reportsIntro, ["date": site.words.format.date(catalog.input.today)]))
        return site.page(SitePath.reports, title: site.words[.navReports], section: "reports", context)
    }

    /// After `changed` notes (old and new versions) were edited, added or deleted and nothing else:
    /// makes again in `files` the reports that list them — each of their courses' notes report,
    /// removed with the course's last note, and `recent` when one of them is in its window — and
    /// the index page when a course gained or lost its notes report. No other report lists notes.
    /// Returns the paths written and removed, and the index page's context now.
    func replacingNotes(_ changed: [Note], index: TemplateObject, site: SiteContext, in files: inout InMemorySite) -> (written: [String], removed: [String], index: TemplateObject) {
        var written: [String] = []
        var removed: [String] = []
        let window = RecentNotesReport(now: catalog.input.now, hours: options(courseID: nil).hours)
        if changed.contains(where: window.lists), let recent = report(.recent, name: ReportKind.recent.rawValue, title: nil, courseID: nil) {
            written += add(recent, to: &files)
        }
        for courseID in Set(changed.map(\.courseID)).sorted() {
            guard let course = catalog.input.book.course(courseID) else { continue }
            let notes = listing(course).first { $0.kind == .notes }
            if let notes, let report = report(notes.kind, name: notes.name, title: notes.title, courseID: courseID) {
                written += add(report, to: &files)
            } else {
                for path in Self.paths(Self.notesName(courseID)) where files.files[path] != nil {
                    files.remove(path)
                    removed.append(path)
                }
            }
        }
        var next = index
        next["courses"] = Self.courseEntries(catalog.input.book.courses.map { course in (course, listing(course).map { ($0.name, $0.title) }) })
        if next != index {
            files.add(SitePath.reports, templates.renderData("reports.html", indexPage(next, site: site)))
            written.append(SitePath.reports)
        }
        return (written, removed, next)
    }

    /// A course's reports: its profile, then its notes when it has any.
    private func listing(_ course: Course) -> [Listed] {
        var listed = [Listed(kind: .course, name: "course-\(course.id)", title: catalog.words[.profile])]
        if catalog.hasNotes(course.id) { listed.append(Listed(kind: .notes, name: Self.notesName(course.id), title: catalog.words[.notes])) }
        return listed
    }

    private static func notesName(_ courseID: String) -> String { "notes-\(courseID)" }

    /// The two files of the report named `name`.
    private static func paths(_ name: String) -> [String] { [SitePath.report(name, "md"), SitePath.report(name, "html")] }

    /// Adds `report`'s two files; returns their paths.
    @discardableResult
    private func add(_ report: SiteReport, to files: inout InMemorySite) -> [String] {
        let paths = Self.paths(report.name)
        files.add(paths[0], report.markdown)
        files.add(paths[1], report.html)
        return paths
    }

    /// The index page's `courses`: each course's name and its reports as (name, title).
    private static func courseEntries(_ courses: [(course: Course, reports: [(name: String, title: String)])]) -> TemplateValue {
        .list(courses.map { course, list in
            ["name": .string(course.name), "reports": .list(list.enumerated().map { entry(name: $1.name, title: $1.title, last: $0 == list.count - 1) })]
        })
    }

    /// One report's line on the index page.
    private static func entry(name: String, title: String, last: Bool = false) -> TemplateValue {
        ["title": .string(title), "html": .string(SitePath.reportFile(name, "html")), "markdown": .string(SitePath.reportFile(name, "md")), "last": .bool(last)]
    }

    private func options(courseID: String?) -> ReportOptions {
        var options = ReportOptions(today: catalog.input.today, now: catalog.input.now)
        options.generated = catalog.input.generated
        options.courseID = courseID
        options.extraDeadlines = catalog.pageDeadlines
        return options
    }

    private func report(_ kind: ReportKind, name: String, title: String?, courseID: String?) -> SiteReport? {
        // Every option comes from the book itself, so the builder has nothing to refuse.
        guard let document = try? ReportBuilder(book: catalog.input.book, words: catalog.words).document(kind, options: options(courseID: courseID)) else { return nil }
        return SiteReport(name: name, title: title ?? document.title, markdown: MarkdownReportRenderer.render(document),
                          html: HTMLReportRenderer.render(document, templates: templates))
    }
}
