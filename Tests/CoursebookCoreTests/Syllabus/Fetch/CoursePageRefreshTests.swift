import CourseModel
import Foundation
import Synchronization
import Testing
@testable import CoursebookCore

/// `coursebook fetch`: every remote course page into the book's cache, once per address, with
/// what happened to each and the course file to blame when a page cannot be had.
@Suite("Course page refresh")
struct CoursePageRefreshTests {
    /// valid-book with `geo` on GitHub, `alg` on another repository that may fail, and a third course
    /// sharing geo's page.
    private func book(server: LoopbackServer) throws -> (root: URL, loader: SyllabusLoader) {
        let root = try FixtureBooks.copy("valid-book")
        let geo = try String(contentsOf: root.appendingPathComponent("courses/geo.yml"), encoding: .utf8)
        try FixtureBooks.write(geo + "page: github:example/geometry\n", "courses/geo.yml", in: root)
        try FixtureBooks.write(geo + "page: https://github.com/example/geometry\n", "courses/geo2.yml", in: root)
        let alg = try String(contentsOf: root.appendingPathComponent("courses/alg.yml"), encoding: .utf8)
        try FixtureBooks.write(alg.replacingOccurrences(of: "page: pages/alg.md", with: "page: github:example/missing"), "courses/alg.yml", in: root)
        let book = try BookLoader(root: root).load().book
        let endpoints = GitHubEndpoints(raw: server.baseURL, web: "https://github.com")
        return (root, SyllabusLoader(bookRoot: root, book: book, endpoints: endpoints))
    }

    @Test func everyPageIsFetchedOnceAndFailuresAreLocatedAtTheCourseFile() async throws {
        let server = try LoopbackServer { request in
            request.path == "/example/geometry/HEAD/README.md"
                ? .init(status: 200, headers: ["ETag": "\"v1\""], body: Data("# Geometry\n".utf8))
                : .init(status: 404)
        }
        defer { server.stop() }
        let (root, loader) = try book(server: server)
        defer { try? FileManager.default.removeItem(at: root) }
        let refresh = CoursePageRefresh(loader: loader)
        #expect(refresh.pages.map(\.courses) == [["alg"], ["geo", "geo2"]])

        let first = await refresh.run()
        #expect(first.map(\.result) == [.failed(reason: "HTTP 404"), .downloaded])
        #expect(refresh.diagnostics(first).map(\.description) == ["courses/alg.yml: error: \(server.baseURL)/example/missing/HEAD/README.md: cannot download (HTTP 404) and no copy is cached"])
        #expect(server.requests.filter { $0.path.hasPrefix("/example/geometry/") }.count == 1)

        // Offline, the build now finds geo's page in the cache.
        var offline = loader
        offline.offline = true
        var diagnostics: [Diagnostic] = []
        #expect(await offline.syllabus(for: try #require(loader.book.course("geo")), diagnostics: &diagnostics)?.title == "Geometry")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    @Test func aSecondRunRevalidatesAndKeepsCopiesWhenTheServerFails() async throws {
        let failing = LockedFlag()
        let server = try LoopbackServer { request in
            if failing.value { return .init(status: 503) }
            if request.path.hasPrefix("/example/missing/") { return .init(status: 200, body: Data("# Missing no more\n".utf8)) }
            return request.headers["if-none-match"] == "\"v1\"" ? .init(status: 304) : .init(status: 200, headers: ["ETag": "\"v1\""], body: Data("# Geometry\n".utf8))
        }
        defer { server.stop() }
        let (root, loader) = try book(server: server)
        defer { try? FileManager.default.removeItem(at: root) }
        let refresh = CoursePageRefresh(loader: loader)
        #expect(await refresh.run().map(\.result) == [.downloaded, .downloaded])
        #expect(await refresh.run().map(\.result) == [.downloaded, .unchanged])
        failing.value = true
        let outcomes = await refresh.run()
        #expect(outcomes.map(\.result) == [.keptCachedCopy(reason: "HTTP 503"), .keptCachedCopy(reason: "HTTP 503")])
        #expect(refresh.diagnostics(outcomes).map(\.severity) == [.warning, .warning, .warning])
    }
}

/// A flag a test flips while a server thread reads it.
private final class LockedFlag: Sendable {
    private let storage = Mutex(false)
    var value: Bool {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}
