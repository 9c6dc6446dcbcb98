import CourseModel
import Foundation

/// Reads every course page into what the site shows of it: the syllabus record (remote pages
/// through the book's page cache), its headings moved below the course's own `<h1>`, and the local
/// files it links to copied into the site. A page that cannot be read is a warning, never a failure.
public struct CourseSyllabusAdapter: Sendable {
    /// Reads the pages.
    public var loader: SyllabusLoader

    /// An adapter for `book` in `bookRoot`; `offline` reads remote pages from the cache only.
    public init(bookRoot: URL, book: CourseBook, offline: Bool, cacheFolder: URL? = nil, endpoints: GitHubEndpoints = .fromEnvironment()) {
        loader = SyllabusLoader(bookRoot: bookRoot.standardizedFileURL, book: book, offline: offline, cacheFolder: cacheFolder, endpoints: endpoints)
    }

    /// The site view of every course with a page, by course id; problems come back as warnings.
    public func syllabi(diagnostics: inout [Diagnostic]) async -> [String: SiteSyllabus] {
        var problems: [Diagnostic] = []
        let records = await loader.syllabi(diagnostics: &problems)
        var remote: [String: String] = [:]
        for course in loader.book.courses {
            if let source = course.page, let address = PageOrigin(source).rawURL(loader.endpoints) { remote[address] = course.id }
        }
        // A course page that cannot be read must not stop the site; --strict still fails on it.
        diagnostics += problems.map { problem in
            guard let id = remote[problem.location.path] else { return Diagnostic(.warning, at: problem.location, problem.message) }
            return .warning(loader.courseFile(id), problem.message + "; the course page links to it instead")
        }
        // Moving headings and checking linked files is per page, so it runs on all cores; the
        // warnings are added in course order, as a serial pass would.
        let checks = BookFileChecks(bookRoot: loader.bookRoot)
        let endpoints = loader.endpoints
        let courses = loader.book.courses.filter { $0.page != nil }
        let views = await ParallelMap.chunked(courses) { course in
            Self.view(of: course, record: records[course.id], checks: checks, endpoints: endpoints)
        }
        var result: [String: SiteSyllabus] = [:]
        for (course, (view, warnings)) in zip(courses, views) {
            diagnostics += warnings
            result[course.id] = view
        }
        return result
    }

    /// What the site shows of `course`'s page, with warnings about the files it links to.
    private static func view(of course: Course, record: Syllabus?, checks: BookFileChecks, endpoints: GitHubEndpoints) -> (SiteSyllabus, [Diagnostic]) {
        guard let source = course.page else { return (SiteSyllabus(record: nil), []) }
        let external = PageOrigin(source).webURL(endpoints)
        guard let record else { return (SiteSyllabus(record: nil, externalURL: external), []) }
        var view = SiteSyllabus(record: record, html: headingsDown(record.html), externalURL: external)
        // The site shows `view.html`; the record's own copy would hold every page's HTML twice.
        view.record?.html = ""
        var warnings: [Diagnostic] = []
        if case .local(let path) = source {
            var links = PageFileLinks(checks: checks, pagePath: path, sitePage: SitePath.course(course.id), record: record)
            view.html = links.rewrite(view.html, diagnostics: &warnings)
            view.files = links.files
        }
        return (view, warnings)
    }

    /// Moves every heading one level down (`<h6>` stays); the syllabus HTML escapes all text, so
    /// `<hN` only ever starts a tag. One pass over the bytes: `<hN ` and `<hN>` open, `</hN>` closes.
    static func headingsDown(_ html: String) -> String {
        var bytes = Array(html.utf8)
        var index = 0
        while index + 3 < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "<") else { continue }
            let closing = bytes[index + 1] == UInt8(ascii: "/")
            let h = index + (closing ? 2 : 1)
            guard h + 2 < bytes.count, bytes[h] == UInt8(ascii: "h") else { continue }
            let digit = bytes[h + 1]
            let next = bytes[h + 2]
            guard digit >= UInt8(ascii: "1"), digit <= UInt8(ascii: "5"),
                  next == UInt8(ascii: ">") || (!closing && next == UInt8(ascii: " ")) else { continue }
            bytes[h + 1] = digit + 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
