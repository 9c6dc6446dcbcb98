import CourseModel
import Foundation

/// Renders the whole site into memory: every page, calendar, feed, sitemap, search index,
/// stylesheet and the book's `static/` files. Writing it out is `OutputFolder`'s job.
public struct SiteBuilder: Sendable {
    /// What to build.
    public let input: SiteInput
    /// The templates (defaults or the book's overrides).
    public let templates: TemplateLibrary
    /// The book folder, for course-page files and `static/`.
    public let bookRoot: URL

    /// Hears how far page rendering is, for a terminal progress line.
    public var progress: BuildProgress?
    /// Records the Markdown stage of note bodies, for `--timings`.
    public var timings: BuildTimings?

    /// A builder.
    public init(input: SiteInput, templates: TemplateLibrary, bookRoot: URL, progress: BuildProgress? = nil) {
        self.input = input
        self.templates = templates
        self.bookRoot = bookRoot.standardizedFileURL
        self.progress = progress
    }

    /// The built site and the warnings found while building (broken links among them).
    public struct Result: Sendable {
        /// Every file of the site.
        public var files: SiteFiles
        /// Warnings; `--strict` fails on them.
        public var warnings: [Diagnostic]
    }

    /// Builds every file; nil clock means the term's zone is unknown, which loading already rejects.
    /// Course and session pages, the bulk of a site, render on all cores; they are added in the
    /// same order as a serial build, so the output does not depend on scheduling.
    public func build() async -> Result {
        guard let site = await render() else {
            return Result(files: SiteFiles(), warnings: [.error(SourceLocation(path: "coursebook.yml"), "unknown time zone")])
        }
        return Result(files: site.files, warnings: site.warnings)
    }

    /// Builds every file and keeps what they were rendered from, for `RenderedSite.replacingNotes`;
    /// nil when the term's time zone is unknown.
    public func render() async -> RenderedSite? {
        guard let clock = ZoneClock(identifier: input.book.term.timeZone) else { return nil }
        var files = SiteFiles()
        var warnings: [Diagnostic] = []
        copyStatic(into: &files, warnings: &warnings)
        let catalog = await BuildTimings.measure(timings, "markdown: note bodies (parse, HTML)") { await SiteCatalog.make(input: input, clock: clock) }
        let site = SiteContext(input: input, customCSS: files.files["custom.css"] != nil)
        let courses = CoursePages(catalog: catalog, site: site)
        let teachers = TeacherPages(catalog: catalog, site: site, courses: courses)
        let sessions = SessionPages(catalog: catalog, site: site)
        let templates = templates
        @Sendable func render(_ template: String, _ context: TemplateObject) -> Data {
            templates.renderData(template, context)
        }
        func page(_ path: String, _ template: String, _ context: TemplateObject) {
            files.add(path, render(template, context))
        }
        page(SitePath.home, "home.html", HomePage(catalog: catalog, site: site, courses: courses).page())
        page(SitePath.courses, "courses.html", courses.index())
        let calendar = ICSCalendar(input: input, clock: clock, projects: catalog.index.projects)
        let withNotes = sessions.sessionsWithNotes()
        let pageTotal = input.book.courses.count + withNotes.count
        let progress = progress
        let coursePages = await ParallelMap.chunked(input.book.courses, finished: { progress?("rendering pages", $0, pageTotal) }) { course in
            (render("course.html", courses.page(course)), calendar.render(courses: [course], name: course.name))
        }
        for (course, (html, ics)) in zip(input.book.courses, coursePages) {
            files.add(SitePath.course(course.id), html)
            files.add(SitePath.courseCalendar(course.id), ics)
            for file in input.syllabi[course.id]?.files ?? [] {
                if let data = FileManager.default.contents(atPath: bookRoot.appendingPathComponent(file.source).path) {
                    files.add("courses/\(course.id)/\(file.target)", data)
                }
            }
        }
        let coursesDone = input.book.courses.count
        let sessionPages = await ParallelMap.chunked(withNotes.map { SessionKey(course: $0.0, session: $0.1) }, finished: { progress?("rendering pages", coursesDone + $0, pageTotal) }) { key in
            render("session.html", sessions.page(key.course, key.session))
        }
        for ((course, session), html) in zip(withNotes, sessionPages) {
            files.add(SitePath.session(course.id, session.date), html)
        }
        page(SitePath.teachers, "teachers.html", teachers.index())
        for teacher in teachers.teachers { page(SitePath.teacher(teacher.id), "teacher.html", teachers.page(teacher)) }
        page(SitePath.places, "places.html", PlacesPage(catalog: catalog, site: site).page())
        page(SitePath.search, "search.html", site.page(SitePath.search, title: "Search", section: "search", [:]))
        page("404.html", "404.html", site.page("404.html", title: "Page not found", section: "", [:]))
        if input.isStaff {
            let people = PeoplePages(catalog: catalog, site: site)
            for person in input.book.people { page(SitePath.person(person.id), "person.html", people.page(person)) }
            let reports = StaffReports(catalog: catalog, templates: templates).write(into: &files)
            page(SitePath.reports, "reports.html", site.page(SitePath.reports, title: "Reports", section: "reports", reports))
        }
        let noteLists = NoteLists.render(catalog, into: &files)
        files.add("calendar.ics", calendar.render(courses: input.book.courses, name: "\(input.book.title): \(input.book.term.name)"))
        files.add("assets/site.css", templates.asset("site.css") ?? "")
        files.add("assets/site.js", templates.asset("site.js") ?? "")
        files.add("sitemap.xml", Sitemap(baseURL: input.baseURL).render(pages: files.paths.filter { $0.hasSuffix(".html") && !$0.hasPrefix("reports/") }))
        let links = await LinkChecker().checkByPage(files)
        return RenderedSite(builder: self, catalog: catalog, files: files, noteLists: noteLists, staticWarnings: warnings,
                            linkWarnings: Dictionary(links.filter { !$0.problems.isEmpty }, uniquingKeysWith: { first, _ in first }))
    }

    /// A session page to render, as one Sendable value.
    private struct SessionKey: Sendable {
        var course: Course
        var session: Session
    }

    /// Copies `static/` as is (CSS overrides, images, CNAME); generated files win over same-named ones.
    private func copyStatic(into files: inout SiteFiles, warnings: inout [Diagnostic]) {
        let folder = bookRoot.appendingPathComponent("static")
        if FileManager.default.fileExists(atPath: folder.path), !folder.resolvingSymlinksInPath().path.hasPrefix(bookRoot.resolvingSymlinksInPath().path + "/") {
            warnings.append(.warning(SourceLocation(path: "static"), "leads outside the course book through a symbolic link, so it is not copied"))
            return
        }
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey, .isSymbolicLinkKey]) else { return }
        var found: [(String, URL)] = []
        for case let url as URL in enumerator {
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey])
            guard values?.isRegularFile == true, values?.isSymbolicLink != true else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
            guard SitePath.isSafe(relative), relative != OutputFolder.markerName else { continue }
            found.append((relative, url))
        }
        for (relative, url) in found.sorted(by: { $0.0 < $1.0 }) {
            guard let data = FileManager.default.contents(atPath: url.path) else {
                warnings.append(.warning(SourceLocation(path: "static/" + relative), "cannot be read, so it is not copied"))
                continue
            }
            files.add(relative, data)
        }
    }
}
