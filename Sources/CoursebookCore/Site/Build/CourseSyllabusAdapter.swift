import CourseModel
import Foundation

/// Reads every course page into what the site shows of it: the syllabus record (remote pages
/// through the book's page cache), its headings moved below the course's own `<h1>`, and the local
/// files it links to copied into the site. A page that cannot be read is a warning, never a failure.
package struct CourseSyllabusAdapter: Sendable {
    /// Reads the pages.
    package var loader: SyllabusLoader
    /// What the book's files allow, shared by the pages' link rewriting and their file lists.
    private let checks: BookFileChecks

    /// An adapter for `book` in `bookRoot`; `offline` reads remote pages from the cache only.
    package init(bookRoot: URL, book: CourseBook, offline: Bool, cacheFolder: URL? = nil, endpoints: GitHubEndpoints = .fromEnvironment()) {
        loader = SyllabusLoader(bookRoot: bookRoot.standardizedFileURL, book: book, offline: offline, cacheFolder: cacheFolder, endpoints: endpoints)
        // Each page is written once as its course page shows it: headings below the course's own
        // `<h1>`, and a local page's links to book files pointing at their copies.
        let checks = BookFileChecks(bookRoot: loader.bookRoot)
        self.checks = checks
        loader.presentation = { course in
            var presentation = PagePresentation(headingShift: 1)
            presentation.marksTasks = true
            if case .local(let path)? = course.page {
                presentation.addresses = PageFileLinks(checks: checks, pagePath: path, sitePage: SitePath.course(course.id))
            }
            return presentation
        }
    }

    /// The site view of every course with a page, by course id; problems come back as warnings.
    /// With `folder` (a build's staging folder), each page's HTML is kept in a file there until
    /// its course page renders (`SiteSyllabus.html`): a faculty's pages hold 90 MB of it.
    package func syllabi(diagnostics: inout [Diagnostic], spillingInto folder: String? = nil) async -> [String: SiteSyllabus] {
        await views(diagnostics: &diagnostics, spillingInto: folder, reusing: nil).syllabi
    }

    /// The views of a build, and what the next build needs to keep them.
    struct Views: Sendable {
        /// The site view of every course with a page, by course id.
        var syllabi: [String: SiteSyllabus] = [:]
        /// The problems and checked paths of each local page that was read, by course id.
        var sources: [String: CourseViews.Source] = [:]
        /// Views kept from the last build, and courses with a page.
        var reused = 0
        var pages = 0
    }

    /// The same, keeping each view `reusing` holds under the key its inputs give now, when the
    /// book paths its links name still check as they did; the other pages are read and parsed.
    /// The views and warnings are those a fresh build gives, in the same order.
    func views(diagnostics: inout [Diagnostic], spillingInto folder: String?, reusing: CourseViews.Reuse?) async -> Views {
        let checks = checks
        let courses = loader.book.courses.filter { $0.page != nil }
        var kept: [String: (stored: CourseViews.Stored, json: Data?)] = [:]
        if let reusing {
            let found = await ParallelMap.chunked(courses) { course -> (stored: CourseViews.Stored, json: Data?)? in
                guard case .local(let path)? = course.page, let found = reusing.stored(for: course),
                      found.stored.checks.allSatisfy({ checks.check($0.path, for: path) == $0.outcome }) else { return nil }
                return found
            }
            for (course, stored) in zip(courses, found) where stored != nil { kept[course.id] = stored }
        }
        let parsed = courses.filter { kept[$0.id] == nil }
        var read: [String: (Syllabus?, [Diagnostic])] = [:]
        for (course, result) in zip(parsed, await loader.results(of: parsed)) { read[course.id] = result }
        let results = read
        var remote: [String: String] = [:]
        for course in loader.book.courses {
            if let address = course.page?.rawURL(loader.endpoints) { remote[address] = course.id }
        }
        // A course page that cannot be read must not stop the site; --strict still fails on it.
        var problems: [String: [Diagnostic]] = [:]
        for (id, (_, found)) in results {
            problems[id] = found.map { problem in
                guard let id = remote[problem.location.path] else { return Diagnostic(.warning, at: problem.location, problem.message) }
                return .warning(loader.courseFile(id), problem.message + "; the course page links to it instead")
            }
        }
        // Moving headings and checking linked files is per page, so it runs on all cores; the
        // warnings are added in course order, as a serial pass would.
        let endpoints = loader.endpoints
        let made = await ParallelMap.chunked(parsed) { course in
            Self.view(of: course, record: results[course.id]?.0, checks: checks, endpoints: endpoints)
        }
        var fresh: [String: (SiteSyllabus, [Diagnostic])] = [:]
        for (course, view) in zip(parsed, made) { fresh[course.id] = view }
        let file = folder.flatMap { SpilledTexts(in: $0) }
        var views = Views()
        views.pages = courses.count
        views.reused = kept.count
        for course in courses {
            diagnostics += kept[course.id]?.stored.problems ?? problems[course.id] ?? []
        }
        for course in courses {
            var view: SiteSyllabus
            if let (stored, json) = kept[course.id] {
                view = stored.view
                diagnostics += stored.viewWarnings
                views.sources[course.id] = stored.source
                views.sources[course.id]?.json = json
            } else {
                let (made, warnings) = fresh[course.id] ?? (SiteSyllabus(record: nil), [])
                view = made
                diagnostics += warnings
                if case .local(let path)? = course.page, view.record != nil {
                    views.sources[course.id] = CourseViews.Source(problems: problems[course.id] ?? [], viewWarnings: warnings,
                                                                  checks: checks.checks(for: path).map { CourseViews.Check(path: $0.path, outcome: $0.outcome) })
                }
            }
            if let file { view.spill(into: file, key: course.id) }
            views.syllabi[course.id] = view
        }
        return views
    }

    /// What the site shows of `course`'s page, with warnings about the files it links to.
    private static func view(of course: Course, record: Syllabus?, checks: BookFileChecks, endpoints: GitHubEndpoints) -> (SiteSyllabus, [Diagnostic]) {
        guard let origin = course.page else { return (SiteSyllabus(record: nil), []) }
        let external = origin.webURL(endpoints)
        guard let record else { return (SiteSyllabus(record: nil, externalURL: external), []) }
        // The loader wrote the record's HTML as this page shows it (see `init`).
        var view = SiteSyllabus(record: record, html: record.html, externalURL: external)
        // The site shows `view.html`; the record's own copy would hold every page's HTML twice.
        view.record?.html = ""
        // Of a section's or task's text the site shows the start only, in the search index; whole,
        // the texts of a faculty's pages took 70 MB until the build ended.
        for index in record.sections.indices {
            view.record?.sections[index].text = String(record.sections[index].text.prefix(SearchIndex.textLength))
        }
        for index in record.tasks.indices {
            view.record?.tasks[index].text = String(record.tasks[index].text.prefix(SearchIndex.textLength))
        }
        if case .local(let path) = origin {
            (view.files, view.linkTargets) = PageFileLinks(checks: checks, pagePath: path, sitePage: SitePath.course(course.id)).files(of: record)
        }
        return (view, [])
    }
}
