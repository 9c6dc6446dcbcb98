import CourseModel
import Foundation
import Testing
@testable import CoursebookCore

/// A course's page read inside a book: local pages with the book's words and year, remote pages
/// through the book's cache, and problems as diagnostics located in the page.
@Suite("Syllabus loader")
struct SyllabusLoaderTests {
    /// Endpoints nothing listens on: an offline loader must never use them.
    private let endpoints = GitHubEndpoints(raw: "http://127.0.0.1:9", web: "https://github.example")

    /// A copy of `valid-book` whose `coursebook.yml` adds `Übungen` as a tasks heading, loaded.
    private func book() throws -> (root: URL, book: CourseBook) {
        let root = try FixtureBooks.copy("valid-book")
        let config = try String(contentsOf: root.appendingPathComponent("coursebook.yml"), encoding: .utf8)
        try FixtureBooks.write(config + "syllabus:\n  sections:\n    tasks: [Übungen]\n", "coursebook.yml", in: root)
        try FixtureBooks.write("# Algorithms\n\nSorting and searching.\n\n## Übungen\n\n1. Sort a list.\n2. Search it.\n\n## Schedule\n\n| Week | Date | Topic |\n| --- | --- | --- |\n| 1 | Oct 20 | Sorting |\n", "pages/alg.md", in: root)
        try FixtureBooks.write(try String(contentsOf: root.appendingPathComponent("courses/geo.yml"), encoding: .utf8) + "page: github:example/geometry\n", "courses/geo.yml", in: root)
        return (root, try BookLoader(root: root).load().book)
    }

    private func course(_ id: String, in book: CourseBook) throws -> Course {
        try #require(book.course(id))
    }

    @Test func aLocalPageUsesTheBookSectionWordsAndTermYear() async throws {
        let (root, book) = try book()
        defer { try? FileManager.default.removeItem(at: root) }
        var diagnostics: [Diagnostic] = []
        let syllabus = try #require(await SyllabusLoader(bookRoot: root, book: book, offline: true, endpoints: endpoints).syllabus(for: try course("alg", in: book), diagnostics: &diagnostics))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(syllabus.title == "Algorithms")
        #expect(syllabus.sections.first { $0.title == "Übungen" }?.kind == .tasks)
        #expect(syllabus.tasks.map(\.text) == ["Sort a list.", "Search it."])
        #expect(syllabus.schedule.first?.date == LocalDate(iso: "2026-10-20"))

        let later = try #require(await SyllabusLoader(bookRoot: root, book: book, offline: true, year: 2027, endpoints: endpoints).syllabus(for: try course("alg", in: book), diagnostics: &diagnostics))
        #expect(later.schedule.first?.date == LocalDate(iso: "2027-10-20"))
    }

    @Test func aGitHubPageComesFromTheBookCacheOffline() async throws {
        let (root, book) = try book()
        defer { try? FileManager.default.removeItem(at: root) }
        let address = try #require(PageOrigin.github(owner: "example", repo: "geometry", path: "README.md", ref: "HEAD").rawURL(endpoints))
        var diagnostics: [Diagnostic] = []
        let loader = SyllabusLoader(bookRoot: root, book: book, offline: true, endpoints: endpoints)
        #expect(await loader.syllabus(for: try course("geo", in: book), diagnostics: &diagnostics) == nil)
        let folder = SyllabusLoader.bookCacheFolder(root).path
        #expect(diagnostics.map(\.description) == ["\(address): error: \(address) is not in the cache \(folder) (--offline; a run without --offline fills it)"])

        PageCache(folder: SyllabusLoader.bookCacheFolder(root)).store(.init(url: address, body: Data("# Geometry\n\nSee [the proofs](proofs.md).\n".utf8)))
        diagnostics = []
        let syllabus = try #require(await loader.syllabus(for: try course("geo", in: book), diagnostics: &diagnostics))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(syllabus.title == "Geometry")
        #expect(syllabus.links.first?.url == "https://github.example/example/geometry/blob/HEAD/proofs.md")
    }

    @Test func aMissingLocalPageIsAnErrorNamingItsPath() async throws {
        let (root, book) = try book()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.removeItem(at: root.appendingPathComponent("pages/alg.md"))
        var diagnostics: [Diagnostic] = []
        #expect(await SyllabusLoader(bookRoot: root, book: book, offline: true, endpoints: endpoints).syllabus(for: try course("alg", in: book), diagnostics: &diagnostics) == nil)
        #expect(diagnostics.map(\.description) == ["pages/alg.md: error: cannot read the page (no such file)"])
    }

    /// A local page is opened by `BookFile` when it is read, not only checked when the book loads:
    /// a page swapped for a link out of the book since is refused, and its text decoded as a book
    /// file's (a UTF-16 page is told so).
    @Test func aLocalPageIsReadAsABookFile() async throws {
        let (root, book) = try book()
        defer { try? FileManager.default.removeItem(at: root) }
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-outside-\(UUID().uuidString).md")
        try Data("# Elsewhere\n".utf8).write(to: outside)
        defer { try? FileManager.default.removeItem(at: outside) }
        let page = root.appendingPathComponent("pages/alg.md")
        try FileManager.default.removeItem(at: page)
        try FileManager.default.createSymbolicLink(at: page, withDestinationURL: outside)
        let loader = SyllabusLoader(bookRoot: root, book: book, offline: true, endpoints: endpoints)
        var diagnostics: [Diagnostic] = []
        #expect(await loader.syllabus(for: try course("alg", in: book), diagnostics: &diagnostics) == nil)
        #expect(diagnostics.map(\.description) == ["pages/alg.md: error: cannot read the page (\(BookFile.linksOutside))"])

        try FileManager.default.removeItem(at: page)
        try Data([0xFE, 0xFF, 0x00, 0x23]).write(to: page)
        diagnostics = []
        #expect(await loader.syllabus(for: try course("alg", in: book), diagnostics: &diagnostics) == nil)
        #expect(diagnostics.map(\.description) == ["pages/alg.md: error: cannot read the page (\(BookFile.utf16Message))"])
    }

    @Test func aPageTheMarkdownGuardRejectsIsAnErrorAtItsLine() async throws {
        let (root, book) = try book()
        defer { try? FileManager.default.removeItem(at: root) }
        try FixtureBooks.write("# Algorithms\n\n" + String(repeating: "![[]()", count: 160_000) + "\n", "pages/alg.md", in: root)
        var diagnostics: [Diagnostic] = []
        let loader = SyllabusLoader(bookRoot: root, book: book, offline: true, endpoints: endpoints)
        #expect(await loader.syllabus(for: try course("alg", in: book), diagnostics: &diagnostics) == nil)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.severity == .error)
        #expect(diagnostics.first?.location == SourceLocation(path: "pages/alg.md", line: 3, column: 1))
        #expect(diagnostics.first?.message.contains("too complex") == true, "\(diagnostics)")
    }

    @Test func everyCourseWithAPageIsReadInCourseOrder() async throws {
        let (root, book) = try book()
        defer { try? FileManager.default.removeItem(at: root) }
        var diagnostics: [Diagnostic] = []
        let syllabi = await SyllabusLoader(bookRoot: root, book: book, offline: true, endpoints: endpoints).syllabi(diagnostics: &diagnostics)
        #expect(Array(syllabi.keys) == ["alg"])
        #expect(diagnostics.map(\.location.path) == [try #require(PageOrigin.github(owner: "example", repo: "geometry", path: "README.md", ref: "HEAD").rawURL(endpoints))])
    }

    /// A loader's cache is the one it is given, else the book's `.coursebook/` page cache.
    @Test func theEffectiveCacheFolderIsTheGivenOneElseTheBooks() {
        let root = URL(fileURLWithPath: "/books/fall")
        let book = CourseBook(title: "T", term: Term(name: "Fall", start: LocalDate(iso: "2026-09-01")!, end: LocalDate(iso: "2026-12-18")!, timeZone: "UTC"))
        #expect(SyllabusLoader(bookRoot: root, book: book, endpoints: endpoints).effectiveCacheFolder == SyllabusLoader.bookCacheFolder(root))
        #expect(SyllabusLoader.bookCacheFolder(root).path == "/books/fall/" + BookLayout.pageCacheFolder)
        let given = URL(fileURLWithPath: "/tmp/pages")
        #expect(SyllabusLoader(bookRoot: root, book: book, cacheFolder: given, endpoints: endpoints).effectiveCacheFolder == given)
    }
}
