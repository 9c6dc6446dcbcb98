import CourseModel
import Foundation

/// Reads the syllabus of a course in a loaded book: a local page from the book folder, a GitHub or
/// https page through the book's `.coursebook/cache/`; problems come back as diagnostics.
package struct SyllabusLoader: Sendable {
    /// The book folder.
    package let bookRoot: URL
    /// The loaded book (term year and section words come from it).
    package let book: CourseBook
    /// Use only cached copies of remote pages.
    package var offline: Bool
    /// Overrides the term's year for dates written without one.
    package var year: Int?
    /// How each course's page is written for the page that shows it; nil writes it as it stands.
    var presentation: (@Sendable (Course) -> PagePresentation)?
    /// Overrides `.coursebook/cache/`.
    package var cacheFolder: URL?
    /// Where GitHub pages come from.
    package var endpoints: GitHubEndpoints

    /// A loader for `book`, read from `bookRoot`.
    package init(bookRoot: URL, book: CourseBook, offline: Bool = false, year: Int? = nil, cacheFolder: URL? = nil, endpoints: GitHubEndpoints = .fromEnvironment()) {
        self.bookRoot = bookRoot
        self.book = book
        self.offline = offline
        self.year = year
        self.cacheFolder = cacheFolder
        self.endpoints = endpoints
    }

    /// The book's page cache folder.
    package static func bookCacheFolder(_ bookRoot: URL) -> URL {
        bookRoot.appendingPathComponent(BookLayout.pageCacheFolder)
    }

    /// Where this loader keeps downloaded pages: `cacheFolder` when given, else the book's page cache.
    /// The loader, `coursebook fetch` and its summary line all use it.
    package var effectiveCacheFolder: URL { cacheFolder ?? Self.bookCacheFolder(bookRoot) }

    /// `courses/ID.yml` (or `.yaml`), where a course names its page: where problems with a
    /// remote page are reported, since the page itself is no file of the book.
    package func courseFile(_ id: String) -> SourceLocation {
        SourceLocation(path: CourseFolder.filePath(id) { FileManager.default.fileExists(atPath: bookRoot.appendingPathComponent($0).path) })
    }

    /// The syllabus of every course with a page, by course id, read in parallel; a page that fails
    /// is left out and its problems come back in `diagnostics`, in course order.
    package func syllabi(diagnostics: inout [Diagnostic]) async -> [String: Syllabus] {
        let courses = book.courses.filter { $0.page != nil }
        var syllabi: [String: Syllabus] = [:]
        for (course, (syllabus, problems)) in zip(courses, await results(of: courses)) {
            diagnostics += problems
            syllabi[course.id] = syllabus
        }
        return syllabi
    }

    /// The syllabus of each of `courses` (nil when it has no page or the page fails) and the
    /// problems its page gave, in the order of `courses`, read in parallel.
    func results(of courses: [Course]) async -> [(Syllabus?, [Diagnostic])] {
        await withTaskGroup(of: (Int, Syllabus?, [Diagnostic]).self) { group in
            for (index, course) in courses.enumerated() where course.page != nil {
                group.addTask {
                    var problems: [Diagnostic] = []
                    let syllabus = await self.syllabus(for: course, diagnostics: &problems)
                    return (index, syllabus, problems)
                }
            }
            var results = [(Syllabus?, [Diagnostic])](repeating: (nil, []), count: courses.count)
            for await (index, syllabus, problems) in group { results[index] = (syllabus, problems) }
            return results
        }
    }

    /// The syllabus of `course`, nil when it has no page or the page fails (see `diagnostics`).
    package func syllabus(for course: Course, diagnostics: inout [Diagnostic]) async -> Syllabus? {
        do throws(SyllabusError) {
            return try await read(course, warnings: &diagnostics)
        } catch {
            diagnostics.append(error.diagnostic)
            return nil
        }
    }

    /// The syllabus of `course`, nil when it has no page: its page read with the book's term year,
    /// section words and cache, and `warnings` given the page's and where its schedule and the
    /// course's sessions disagree. What `check`, `build`, `serve` and `coursebook syllabus COURSE
    /// --book BOOK` read.
    package func read(_ course: Course, warnings: inout [Diagnostic]) async throws(SyllabusError) -> Syllabus? {
        guard let origin = course.page else { return nil }
        var extractor = SyllabusExtractor(origin: origin, year: year, sectionWords: book.settings.sectionWords, endpoints: endpoints)
        // The page's own front matter `year` comes before the term's, as the README says.
        extractor.fallbackYear = book.term.start.year
        if let presentation { extractor.presentation = presentation(course) }
        let text: PageText
        let name: String
        switch origin {
        case .local(let path):
            name = path
            text = .file(folder: bookRoot, path: path)
        case .github, .web:
            guard let address = origin.rawURL(endpoints) else { return nil }
            name = address
            text = .address(address, PageFetcher(cacheFolder: effectiveCacheFolder, offline: offline, endpoints: endpoints))
        }
        let syllabus = try await Self.load(text, name: name, extractor: extractor, warnings: &warnings)
        let agenda = CourseAgenda(sessions: book.sessions(of: course.id), term: book.term, schedule: syllabus.schedule)
        warnings += agenda.mismatches.map { Diagnostic.warning(SourceLocation(path: name, line: $0.line ?? 0), "\(course.id): \($0.message)") }
        return syllabus
    }

    /// Where a course page's text is read from.
    package enum PageText: Sendable {
        /// A local file: `path` inside `folder` (a book's page inside its book), opened as every
        /// book file is, by `BookFile` (links out of `folder` refused, a regular file only).
        case file(folder: URL, path: String)
        /// A GitHub or web page's raw address, fetched through a cache.
        case address(String, PageFetcher)

        /// A file named on the command line, wherever it lies: a file of the book `/`.
        package static func file(named path: String) -> PageText {
            .file(folder: URL(fileURLWithPath: "/"), path: String(URL(fileURLWithPath: path).path.dropFirst()))
        }
    }

    /// Reads one course page and extracts it with `extractor`: the one way a page is loaded, for a
    /// book's courses (`read(_:warnings:)`) and for any page `coursebook syllabus` is given. The
    /// page is called `name` in problems, the record and its notices; `warnings` is given a failed
    /// download's (at the address) and the page's notices, in that order.
    package static func load(_ text: PageText, name: String, extractor: SyllabusExtractor, warnings: inout [Diagnostic]) async throws(SyllabusError) -> Syllabus {
        let body: String
        switch text {
        case .file(let folder, let path):
            body = try readLocal(BookFile(bookRoot: folder, relativePath: path), name: name)
        case .address(let address, let fetcher):
            let page = try await fetcher.fetch(address)
            if let reason = page.fallbackReason {
                warnings.append(.warning(SourceLocation(path: address), "\(PageFetcher.cannotDownload(reason)); using the cached copy"))
            }
            body = page.text
        }
        let syllabus = try extractor.extract(body, path: name)
        warnings += syllabus.notices.map { Diagnostic.warning(SourceLocation(path: name, line: $0.line, column: $0.column), $0.message) }
        return syllabus
    }

    /// A local page's text, read by `BookFile` (the one opener of a book's files and decoder of its
    /// text); a missing, unreadable, misplaced or non-UTF-8 file is an error naming `name`.
    static func readLocal(_ file: BookFile, name: String) throws(SyllabusError) -> String {
        guard file.exists else { throw .unreadable(path: name, reason: "no such file") }
        var problems: [Diagnostic] = []
        guard let text = file.readText(diagnostics: &problems) else {
            throw .unreadable(path: name, reason: problems.first?.message ?? "not readable")
        }
        return text
    }
}
