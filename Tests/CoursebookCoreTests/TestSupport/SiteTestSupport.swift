import CourseModel
import Foundation
@testable import CoursebookCore

/// Builds books from the repository into throw-away folders for the site tests.
enum SiteTestSupport {
    /// The repository, four folders up from this file (`Tests/CoursebookCoreTests/TestSupport/`).
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let sampleData = repository.appendingPathComponent("sample-data")
    static let fixtureBook = repository.appendingPathComponent("Tests/CoursebookCoreTests/Fixtures/site-book")

    /// Unique strings of the fixture's students; none may appear in a public build.
    static let canaries = ["Quillfeather", "Zanzibarovna", "qz.canary-7f3a@canary.example.edu", "Plainstudent", "pat.plain@canary.example.edu", "Canary bonus"]

    /// A fresh empty temporary folder.
    static func temporaryFolder(_ label: String = "site") throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Copies a book into a temporary folder, so tests may edit it.
    static func copyOfBook(_ book: URL) throws -> URL {
        let copy = try temporaryFolder("book").appendingPathComponent("book")
        try FileManager.default.copyItem(at: book, to: copy)
        try? FileManager.default.removeItem(at: copy.appendingPathComponent("_site"))
        return copy
    }

    /// Loads `book` and builds its site in memory; remote course pages come from the book's cache only.
    static func build(_ book: URL, audience: SiteAudience = .public, today: String = "2026-11-21", baseURL: String? = nil) async throws -> SiteRenderer.Result {
        let loaded = try BookLoader(root: book).load().book
        let day = LocalDate(iso: today)!
        var warnings: [Diagnostic] = []
        let syllabi = await CourseSyllabusAdapter(bookRoot: book, book: loaded, offline: true).syllabi(diagnostics: &warnings)
        let input = SiteInput(
            book: loaded, day: day, audience: audience, baseURL: baseURL, syllabi: syllabi
        )
        var result = await SiteRenderer(input: input, templates: try TemplateLibrary.load(), bookRoot: book).build()
        result.warnings = warnings + result.warnings
        return result
    }

    /// Runs the whole generator (validation, build, swap) into `output`, offline.
    static func generate(_ book: URL, into output: URL, audience: SiteAudience = .public, strict: Bool = false, force: Bool = false) async throws(SiteError) -> SiteBuild.Summary {
        let loaded = try! BookLoader(root: book).load().book
        return try await SiteBuild(bookRoot: book, book: loaded).run(
            .init(output: output, audience: audience, today: LocalDate(iso: "2026-11-21")!, offline: true, strict: strict, force: force))
    }

    /// Every regular file under `folder`, relative, sorted.
    static func files(in folder: URL) -> [String] {
        let base = folder.standardizedFileURL.resolvingSymlinksInPath().path
        let enumerator = FileManager.default.enumerator(atPath: base)
        var out: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            // The build manifest, its reach record and the course views are build state (stamps change from build to
            // build), not the site.
            if path == BuildManifest.fileName || path == ReachRecord.fileName || path == CourseViews.fileName { continue }
            if FileManager.default.fileExists(atPath: base + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue { out.append(path) }
        }
        return out.sorted()
    }
}
