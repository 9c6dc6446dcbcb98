import CourseModel
import Foundation
import Testing
@testable import CoursebookCore

/// `serve` reloads only changed notes and re-renders only the pages they appear on; the result
/// must be the site a full load and build of the same book gives, byte for byte.
struct IncrementalNoteTests {
    private let today = LocalDate(iso: "2026-11-21")!

    /// Loads `book` from scratch and renders the whole site for `audience`.
    private func fullRender(_ book: URL, _ audience: SiteAudience) async throws -> (BookLoader.Result, RenderedSite) {
        let loaded = try BookLoader(root: book, keepsAttendance: audience == .staff).load()
        let site = try #require(await builder(book, loaded.book, audience).render())
        return (loaded, site)
    }

    private func builder(_ root: URL, _ book: CourseBook, _ audience: SiteAudience) -> SiteRenderer {
        let input = SiteInput(book: book, day: today, audience: audience)
        return SiteRenderer(input: input, templates: try! TemplateLibrary.load(), bookRoot: root)
    }

    /// Applies `paths` incrementally to `previous` and checks it against a full render of the book
    /// for the same audience, and that `touched` names every file that changed.
    private func step(_ book: URL, _ paths: Set<String>, from previous: (BookLoader.Result, RenderedSite)) async throws -> (BookLoader.Result, RenderedSite) {
        let audience = previous.1.renderer.input.audience
        let reloaded = try #require(try BookLoader(root: book).reloadingNotes(paths, in: previous.0))
        let site = try #require(previous.1.replacingNotes(paths, book: reloaded.book))
        let (fullLoad, fullSite) = try await fullRender(book, audience)
        #expect(reloaded.book.notes == fullLoad.book.notes)
        #expect(reloaded.warnings == fullLoad.warnings)
        #expect(site.files.paths == fullSite.files.paths)
        for path in fullSite.files.paths where site.files.files[path] != fullSite.files.files[path] {
            Issue.record("\(path) differs from a full \(audience) build")
        }
        #expect(site.warnings == fullSite.warnings)
        let touched = try #require(site.touched)
        for path in Set(previous.1.files.paths + site.files.paths) where previous.1.files.files[path] != site.files.files[path] && !touched.contains(path) {
            Issue.record("\(path) changed but is not among the touched paths")
        }
        return (reloaded, site)
    }

    @Test(arguments: SiteAudience.allCases)
    func editAddAndDeleteMatchAFullBuild(audience: SiteAudience) async throws {
        let book = try SiteTestSupport.copyOfBook(SiteTestSupport.fixtureBook)
        defer { try? FileManager.default.removeItem(at: book.deletingLastPathComponent()) }
        var state = try await fullRender(book, audience)
        let first = "notes/alg/2026-09-08-first-meeting.md"
        let follow = "notes/alg/2026-09-08-follow-up.md"

        try "---\ntitle: First meeting, revised\ncreated: 2026-09-08T11:30:00-04:00\n---\nWe met and talked about *rings* [too](../../index.html#nowhere).\n"
            .write(to: book.appendingPathComponent(first), atomically: true, encoding: .utf8)
        state = try await step(book, [first], from: state)
        #expect(state.1.touched?.contains(SitePath.session("alg", "2026-09-08")) == true)
        // An old note is not on the home page, so the home page is kept as it was.
        #expect(state.1.touched?.contains(SitePath.home) == false)

        let session = try #require(state.0.book.sessions(of: "alg").last { $0.date < today && $0.date != LocalDate(iso: "2026-09-08")! })
        let added = "notes/alg/\(session.date)-late-news.md"
        try "---\ntitle: Late news\ncreated: 2026-11-21T09:00:00-05:00\nmood: fine\n---\nRecent, so the home page lists it.\n"
            .write(to: book.appendingPathComponent(added), atomically: true, encoding: .utf8)
        state = try await step(book, [added], from: state)
        #expect(state.1.files.files[SitePath.session("alg", session.date)] != nil)
        #expect(state.0.warnings.contains { $0.location.path == added })
        #expect(state.1.touched?.contains(SitePath.home) == true)

        // Moved to the front of the feed and the search index by its new time, then edited in place.
        try "---\ntitle: Follow-up, now newest\ncreated: 2026-11-21T10:00:00-05:00\n---\nThe <newest> & \"quoted\" one.\n"
            .write(to: book.appendingPathComponent(follow), atomically: true, encoding: .utf8)
        state = try await step(book, [follow], from: state)
        try "---\ntitle: Follow-up, now newest\ncreated: 2026-11-21T10:00:00-05:00\n---\nShorter.\n"
            .write(to: book.appendingPathComponent(follow), atomically: true, encoding: .utf8)
        state = try await step(book, [follow], from: state)

        try FileManager.default.removeItem(at: book.appendingPathComponent(first))
        try FileManager.default.removeItem(at: book.appendingPathComponent(follow))
        state = try await step(book, [first, follow], from: state)
        #expect(state.1.files.files[SitePath.session("alg", "2026-09-08")] == nil)
    }

    /// Staff reports list notes: a course's first note brings its notes report (and a line on the
    /// reports index), its last note takes them away, and `recent` follows recent notes only.
    @Test func staffReportsFollowTheNotes() async throws {
        let book = try SiteTestSupport.copyOfBook(SiteTestSupport.fixtureBook)
        defer { try? FileManager.default.removeItem(at: book.deletingLastPathComponent()) }
        var state = try await fullRender(book, .staff)
        #expect(state.1.files.files["reports/notes-alg.html"] != nil)
        #expect(state.1.files.files["reports/notes-geo.html"] == nil)

        // An old note's edit leaves the recent notes and the index alone.
        let first = "notes/alg/2026-09-08-first-meeting.md"
        try "---\ntitle: First meeting, again\ncreated: 2026-09-08T11:30:00-04:00\n---\nSee [the list](../nowhere.html) and **bold** text.\n"
            .write(to: book.appendingPathComponent(first), atomically: true, encoding: .utf8)
        state = try await step(book, [first], from: state)
        #expect(state.1.touched?.contains("reports/notes-alg.md") == true)
        #expect(state.1.touched?.isDisjoint(with: ["reports/recent.md", SitePath.reports, "reports/notes-geo.md"]) == true)

        // The first note of a course that had none, on its make-up session, written yesterday.
        let geo = "notes/geo/2026-11-06-make-up.md"
        try FileManager.default.createDirectory(at: book.appendingPathComponent("notes/geo"), withIntermediateDirectories: true)
        try "---\ntitle: Make-up done\ncreated: 2026-11-20T16:00:00-05:00\n---\nEveryone came; see [home](../index.html).\n"
            .write(to: book.appendingPathComponent(geo), atomically: true, encoding: .utf8)
        state = try await step(book, [geo], from: state)
        #expect(state.1.files.files["reports/notes-geo.html"] != nil)
        #expect(state.1.touched?.isSuperset(of: ["reports/recent.md", "reports/recent.html", SitePath.reports]) == true)

        // Deleting the course's only note removes its notes report, its session page and its line.
        try FileManager.default.removeItem(at: book.appendingPathComponent(geo))
        state = try await step(book, [geo], from: state)
        #expect(state.1.files.files["reports/notes-geo.html"] == nil)
        #expect(state.1.files.files["reports/notes-geo.md"] == nil)
        #expect(state.1.files.files[SitePath.session("geo", "2026-11-06")] == nil)

        // And the last notes of the other course, in one change.
        let follow = "notes/alg/2026-09-08-follow-up.md"
        try FileManager.default.removeItem(at: book.appendingPathComponent(first))
        try FileManager.default.removeItem(at: book.appendingPathComponent(follow))
        state = try await step(book, [first, follow], from: state)
        #expect(state.1.files.files["reports/notes-alg.html"] == nil)
        #expect(state.1.touched?.contains(SitePath.reports) == true)
    }

    @Test func aBrokenNoteFailsLikeAFullLoad() async throws {
        let book = try SiteTestSupport.copyOfBook(SiteTestSupport.fixtureBook)
        defer { try? FileManager.default.removeItem(at: book.deletingLastPathComponent()) }
        let state = try await fullRender(book, .public)
        let broken = "notes/alg/2026-09-09-no-session.md"
        try "---\ntitle: Wrong day\ncreated: 2026-09-09T10:00:00-04:00\n---\nText.\n".write(to: book.appendingPathComponent(broken), atomically: true, encoding: .utf8)
        var full: [Diagnostic] = []
        do { _ = try BookLoader(root: book).load() } catch { if case .invalid(let found) = error { full = found } }
        var incremental: [Diagnostic] = []
        do { _ = try BookLoader(root: book).reloadingNotes([broken], in: state.0) } catch { if case .invalid(let found) = error { incremental = found } }
        #expect(!full.isEmpty)
        #expect(incremental == full)
    }

    @Test func pathsOutsideNoteFilesAskForAFullLoad() async throws {
        let book = try SiteTestSupport.copyOfBook(SiteTestSupport.fixtureBook)
        defer { try? FileManager.default.removeItem(at: book.deletingLastPathComponent()) }
        let state = try await fullRender(book, .public)
        #expect(try BookLoader(root: book).reloadingNotes(["notes/unknown-course/2026-09-08-x.md"], in: state.0) == nil)
        #expect(try BookLoader(root: book).reloadingNotes(["notes/alg/sub/2026-09-08-x.md"], in: state.0) == nil)
    }
}
