import CourseModel
import Foundation

/// Renders the whole site — every page, calendar, feed, sitemap, search index, stylesheet and the
/// book's `static/` files — into memory (`render`, for `serve`) or straight into a staging folder
/// (`write(into:)`, for `build`), which `OutputFolderSwap` then swaps in.
package struct SiteRenderer: Sendable {
    /// What to build.
    package let input: SiteInput
    /// The templates (defaults or the book's overrides).
    package let templates: TemplateLibrary
    /// The book folder, for course-page files and `static/`.
    package let bookRoot: URL

    /// Hears how far page rendering is, for a terminal progress line.
    package var progress: BuildProgress?
    /// Records the Markdown stage of note bodies, for `--timings`.
    package var timings: BuildTimings?
    /// What a rebuild into a folder keeps from the last site (`SiteReuse`); nil renders everything.
    var reuse: SiteReuse?

    /// A renderer.
    package init(input: SiteInput, templates: TemplateLibrary, bookRoot: URL, progress: BuildProgress? = nil) {
        self.input = input
        self.templates = templates
        self.bookRoot = bookRoot.standardizedFileURL
        self.progress = progress
    }

    /// The built site and the warnings found while building (broken links among them).
    package struct Result: Sendable {
        /// Every file of the site.
        package var files: InMemorySite
        /// Warnings; `--strict` fails on them.
        package var warnings: [Diagnostic]
    }

    /// What a build written straight to a folder reports.
    package struct Written: Sendable {
        /// HTML pages written.
        package var pages: Int
        /// Files written, carried over unchanged included.
        package var files: Int
        /// Warnings, broken links among them; `--strict` fails on them.
        package var warnings: [Diagnostic]
        /// Every site path written.
        package var paths: [String] = []
        /// Courses whose files were kept from the last site, and the HTML pages among those files.
        package var keptCourses = 0
        package var keptPages = 0
        /// Every course's files with their link summaries, for the next build's `ReachRecord`.
        var courseFiles: CourseFiles?
    }

    /// The files of every course (course page, calendar, session pages) with the link summaries
    /// of its pages, and the names those number; `SiteBuild` adds the courses' digests.
    struct CourseFiles: Sendable {
        var digests: [String: String] = [:]
        var names: [String]
        var files: [String: PageLinks?]
    }

    /// Builds every file; nil clock means the term's zone is unknown, which loading already rejects.
    /// Course and session pages, the bulk of a site, render on all cores; they are added in the
    /// same order as a serial build, so the output does not depend on scheduling.
    package func build() async -> Result {
        guard let site = await render() else {
            return Result(files: InMemorySite(), warnings: [Self.unknownZone])
        }
        return Result(files: site.files, warnings: site.warnings)
    }

    /// Builds every file and keeps what they were rendered from, for `RenderedSite.replacingNotes`;
    /// nil when the term's time zone is unknown. `publish` hears of each file as it is rendered
    /// (the home page first), from any task.
    package func render(publishing publish: (@Sendable (String, Data) -> Void)? = nil) async -> RenderedSite? {
        let output = RenderedFileSink(publishing: publish)
        guard let built = await produce(into: output) else { return nil }
        let links = output.linkProblems().filter { !$0.problems.isEmpty }
        return RenderedSite(renderer: self, catalog: built.catalog, files: output.files, noteLists: built.noteLists, reportsIndex: built.reportsIndex, staticWarnings: built.warnings,
                            linkWarnings: Dictionary(links, uniquingKeysWith: { first, _ in first }))
    }

    /// Builds every file straight into `writer`'s staging folder, pages written while others still
    /// render, so memory grows only by each page's compact link summary. Throws the first failed write.
    func write(into writer: StagingWriter) async throws(SiteError) -> Written {
        let output = RenderedFileSink(writer: writer)
        guard let built = await produce(into: output) else { return Written(pages: 0, files: 0, warnings: [Self.unknownZone]) }
        if let failure = output.failure { throw failure }
        let paths = output.paths
        var written = Written(pages: paths.filter { $0.hasSuffix(".html") }.count, files: paths.count,
                              warnings: built.warnings + noteLinks.relocate(output.linkProblems()), paths: paths)
        written.keptCourses = built.keptCourses
        written.keptPages = built.keptPages
        let summaries = output.linkSummaries(of: built.coursePaths)
        var files: [String: PageLinks?] = [:]
        for path in built.coursePaths { files[path] = path.hasSuffix(".html") ? summaries[path] : .some(nil) }
        // A page without a summary is left out (and rendered next time).
        files = files.filter { $0.key.hasSuffix(".html") ? $0.value != nil : true }
        written.courseFiles = CourseFiles(names: output.linkNames.all, files: files)
        return written
    }

    /// Moves broken links written in notes from the pages that show them to the notes.
    var noteLinks: NoteLinkLocator { NoteLinkLocator(notes: input.book.notes, bookRoot: bookRoot) }

    /// Courses rendered between two writes of the term calendar.
    private static let courseBatch = 512

    private static let unknownZone = Diagnostic.error(SourceLocation(path: BookLayout.settingsFile), "unknown time zone")

    /// What `produce` leaves besides the files: what `serve` re-renders notes from.
    private struct Produced {
        var catalog: SiteCatalog
        var noteLists: NoteLists
        var reportsIndex: TemplateObject?
        var warnings: [Diagnostic]
        /// Courses whose files were kept from the last site, and their HTML pages.
        var keptCourses = 0
        var keptPages = 0
        /// Every course's files.
        var coursePaths: [String] = []
    }

    /// Renders every file into `output`.
    private func produce(into output: RenderedFileSink) async -> Produced? {
        guard let clock = ZoneClock(identifier: input.book.term.timeZone) else { return nil }
        var warnings: [Diagnostic] = []
        copyStatic(into: output, warnings: &warnings)
        let catalog = await BuildTimings.measure(timings, "markdown: note bodies (parse, HTML)") { await SiteCatalog.make(input: input, clock: clock, spillingInto: output.stagingFolder) }
        let site = SiteContext(input: input, customCSS: output.contains(SitePath.customStylesheet))
        let courses = CoursePages(catalog: catalog, site: site)
        let teachers = TeacherPages(catalog: catalog, site: site, courses: courses)
        let sessions = SessionPages(catalog: catalog, site: site)
        let templates = templates
        @Sendable func render(_ template: String, _ context: TemplateObject) -> Data {
            templates.renderData(template, context)
        }
        func page(_ path: String, _ template: String, _ context: TemplateObject) {
            output.add(path, render(template, context))
        }
        @Sendable func renderPage(_ page: SitePath.Page, _ context: TemplateObject) {
            output.add(page.path, render(page.template, context))
        }
        renderPage(SitePath.homePage, HomePage(catalog: catalog, site: site, courses: courses).page())
        page(SitePath.courses, "courses.html", courses.index())
        let calendar = ICSCalendar(input: input, clock: clock, projects: catalog.index.projects, pageDeadlines: catalog.index.pageDeadlines)
        let sessionPages = sessions.sessionsWithPages()
        let pageTotal = input.book.courses.count + sessionPages.count
        let progress = progress
        // A course's own files, which a rebuild may keep from the last site (`SiteReuse`).
        var sessionPaths: [String: [String]] = [:]
        for key in sessionPages {
            let (course, item) = sessions.session(key)
            sessionPaths[course.id, default: []].append(SitePath.session(course.id, item.session.date))
        }
        let courseFiles = input.book.courses.map { course in
            [SitePath.course(course.id), SitePath.courseCalendar(course.id)] + (sessionPaths[course.id] ?? [])
        }
        let reuse = reuse.map { $0.bound(to: output) }
        var kept: Set<String> = []
        // The term calendar holds every course's events: written as batches of courses finish, in
        // course order, it never sits whole in memory.
        let termCalendar = output.stream(SitePath.termCalendar)
        termCalendar.append(calendar.head(name: "\(input.book.title): \(input.book.term.name)"))
        for start in stride(from: 0, to: input.book.courses.count, by: Self.courseBatch) {
            let end = min(start + Self.courseBatch, input.book.courses.count)
            let batch = Array(zip(input.book.courses[start..<end], courseFiles[start..<end]))
            let done = await ParallelMap.chunked(batch, finished: { progress?("rendering pages", start + $0, pageTotal) }) { course, files in
                let events = calendar.events(of: course)
                if reuse?.keep(course.id, paths: files) == true { return (events, true) }
                renderPage(SitePath.coursePage(course.id), courses.page(course))
                output.add(SitePath.courseCalendar(course.id), calendar.calendar(name: course.name, events: [events]))
                return (events, false)
            }
            for ((course, _), (block, wasKept)) in zip(batch, done) {
                termCalendar.append(block)
                if wasKept { kept.insert(course.id) }
            }
        }
        termCalendar.append(ICSCalendar.tail)
        output.close(termCalendar)
        warnings += await copyLinkedFiles(into: output)
        // The feed and search index need no page: they are written while the session pages render,
        // so their one writing thread overlaps the pages' parallel work instead of following it.
        async let noteLists = NoteLists.render(catalog, into: output)
        let coursesDone = input.book.courses.count
        let keptCourses = kept
        let toRender = kept.isEmpty ? sessionPages : sessionPages.filter { !keptCourses.contains(sessions.session($0).0.id) }
        _ = await ParallelMap.chunked(toRender, finished: { progress?("rendering pages", coursesDone + $0, pageTotal) }) { key in
            let (course, item) = sessions.session(key)
            renderPage(SitePath.sessionPage(course.id, item.session.date), sessions.page(course, item))
        }
        page(SitePath.teachers, "teachers.html", teachers.index())
        for teacher in teachers.teachers { page(SitePath.teacher(teacher.id), "teacher.html", teachers.page(teacher)) }
        page(SitePath.places, "places.html", PlacesPage(catalog: catalog, site: site).page())
        page(SitePath.search, "search.html", PlainPages(site: site).search())
        page(SitePath.notFound, "404.html", PlainPages(site: site).notFound())
        var reportFiles = InMemorySite()
        var reportsIndex: TemplateObject?
        if input.isStaff {
            let people = PeoplePages(catalog: catalog, site: site, courses: courses)
            for person in input.book.people { page(SitePath.person(person.id), "person.html", people.page(person)) }
            let reports = StaffReports(catalog: catalog, templates: templates)
            let index = reports.write(into: &reportFiles)
            page(SitePath.reports, "reports.html", reports.indexPage(index, site: site))
            reportsIndex = index
        }
        output.add(contentsOf: reportFiles)
        let lists = await noteLists
        output.add(SitePath.stylesheet, templates.asset("site.css") ?? "")
        output.add(SitePath.script, templates.asset("site.js") ?? "")
        if let baseURL = input.baseURL { output.add(SitePath.sitemap, Sitemap(baseURL: baseURL).render(paths: output.paths)) }
        var produced = Produced(catalog: catalog, noteLists: lists, reportsIndex: reportsIndex, warnings: warnings)
        produced.keptCourses = kept.count
        produced.keptPages = zip(input.book.courses, courseFiles).reduce(0) { sum, pair in
            kept.contains(pair.0.id) ? sum + pair.1.filter { $0.hasSuffix(".html") }.count : sum
        }
        produced.coursePaths = courseFiles.flatMap { $0 }
        return produced
    }

    /// Copies the book files course pages link to, each once however many pages link it; a file
    /// of `static/` at the same place is replaced, with a warning.
    private func copyLinkedFiles(into output: RenderedFileSink) async -> [Diagnostic] {
        var seen: Set<String> = []
        var files: [(source: String, target: String)] = []
        var warnings: [Diagnostic] = []
        for course in input.book.courses {
            for file in input.syllabi[course.id]?.files ?? [] where seen.insert(file.target).inserted {
                files.append(file)
                if output.contains(file.target) {
                    warnings.append(.warning(SourceLocation(path: BookLayout.path(in: BookLayout.staticFolder, file.target)), "is replaced by \(file.source), which a course page links to"))
                }
            }
        }
        let bookRoot = bookRoot
        _ = await ParallelMap.chunked(files) { file in
            if let data = FileManager.default.contents(atPath: bookRoot.appendingPathComponent(file.source).path) {
                output.add(file.target, data)
            }
        }
        return warnings
    }

    /// Copies `static/` as is (CSS overrides, images, CNAME); generated files win over same-named ones.
    private func copyStatic(into output: RenderedFileSink, warnings: inout [Diagnostic]) {
        let folder = bookRoot.appendingPathComponent(BookLayout.staticFolder)
        if FileManager.default.fileExists(atPath: folder.path), RealPaths.path(folder.resolvingSymlinksInPath().path, relativeTo: bookRoot.resolvingSymlinksInPath().path) == nil {
            warnings.append(.warning(SourceLocation(path: BookLayout.staticFolder), "lies behind a symbolic link that links outside the book, so it is not copied"))
            return
        }
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey, .isSymbolicLinkKey]) else { return }
        var found: [(String, URL)] = []
        for case let url as URL in enumerator {
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey])
            guard values?.isRegularFile == true, values?.isSymbolicLink != true else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
            guard SitePath.isSafe(relative), relative != OutputFolderSwap.markerName else { continue }
            found.append((relative, url))
        }
        for (relative, url) in found.sorted(by: { $0.0 < $1.0 }) {
            let bookPath = BookLayout.path(in: BookLayout.staticFolder, relative)
            // A hard link in static/ to people.csv would otherwise publish the roster.
            if let problem = BookDataFiles.problem(bookPath, in: bookRoot) {
                warnings.append(.warning(SourceLocation(path: bookPath), "\(problem), so it is not copied"))
                continue
            }
            guard let data = FileManager.default.contents(atPath: url.path) else {
                warnings.append(.warning(SourceLocation(path: bookPath), "cannot be read, so it is not copied"))
                continue
            }
            output.add(relative, data)
        }
    }
}
