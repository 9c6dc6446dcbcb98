import CourseModel
import Foundation
import Testing
@testable import CourseModel
@testable import CoursebookCore

/// The GitHub pull against a loopback server: fresh, cached, revalidated, offline and failing.
@Suite("Page fetcher", .serialized)
struct PageFetcherTests {
    static let page = "# Robots\n\nSee [the guide](docs/guide.md).\n"

    private func temporaryFolder() -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-fetch-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A server that serves `page` with an ETag and answers 304 when the client already has it.
    private func githubServer(failing: @escaping @Sendable () -> Bool = { false }) throws -> LoopbackServer {
        try LoopbackServer { request in
            if failing() { return .init(status: 503) }
            guard request.path == "/example/robots/main/README.md" else { return .init(status: 404) }
            if request.headers["if-none-match"] == "\"v1\"" { return .init(status: 304, headers: ["ETag": "\"v1\""]) }
            return .init(status: 200, headers: ["ETag": "\"v1\"", "Last-Modified": "Mon, 07 Sep 2026 10:00:00 GMT"], body: Data(Self.page.utf8))
        }
    }

    @Test func freshThenRevalidatedThenOffline() async throws {
        let server = try githubServer()
        defer { server.stop() }
        let endpoints = GitHubEndpoints(raw: server.baseURL, web: "https://github.example")
        let origin = PageOrigin.github(owner: "example", repo: "robots", path: "README.md", ref: "main")
        let address = try #require(origin.rawURL(endpoints))
        let cache = temporaryFolder()
        let fetcher = PageFetcher(cacheFolder: cache, endpoints: endpoints, environment: ["GITHUB_TOKEN": "secret-token"])

        let fresh = try await fetcher.fetch(address)
        #expect(fresh.source == .network)
        #expect(fresh.text == Self.page)
        #expect(server.requests.last?.headers["authorization"] == "Bearer secret-token")

        let again = try await fetcher.fetch(address)
        #expect(again.source == .revalidated)
        #expect(again.text == Self.page)
        #expect(server.requests.last?.headers["if-none-match"] == "\"v1\"")
        #expect(server.requests.last?.headers["if-modified-since"] == "Mon, 07 Sep 2026 10:00:00 GMT")

        let before = server.requests.count
        let offline = try await PageFetcher(cacheFolder: cache, offline: true, endpoints: endpoints).fetch(address)
        #expect(offline.source == .cache)
        #expect(server.requests.count == before)

        let syllabus = try SyllabusExtractor(origin: origin, endpoints: endpoints).extract(fresh.text, path: address)
        #expect(syllabus.links.first?.url == "https://github.example/example/robots/blob/main/docs/guide.md")
    }

    @Test func failureWithACacheWarnsAndUsesIt() async throws {
        let failing = FailSwitch()
        let server = try githubServer(failing: { failing.on })
        defer { server.stop() }
        let endpoints = GitHubEndpoints(raw: server.baseURL)
        let address = "\(server.baseURL)/example/robots/main/README.md"
        let fetcher = PageFetcher(cacheFolder: temporaryFolder(), endpoints: endpoints, environment: ["GITHUB_TOKEN": "secret-token"])
        _ = try await fetcher.fetch(address)
        failing.on = true
        let page = try await fetcher.fetch(address)
        #expect(page.source == .cache)
        #expect(page.text == Self.page)
        #expect(page.fallbackReason == "HTTP 503")
        #expect(page.fallbackReason?.contains("secret-token") == false)

        // A build is told at the address, in the words every failed download has.
        var warnings: [Diagnostic] = []
        _ = try await SyllabusLoader.load(.address(address, fetcher), name: address, extractor: SyllabusExtractor(endpoints: endpoints), warnings: &warnings)
        #expect(warnings.map(\.description) == ["\(address): warning: cannot download (HTTP 503); using the cached copy"])
    }

    @Test func failureWithoutACacheNamesTheAddressAndCause() async throws {
        let server = try githubServer()
        defer { server.stop() }
        let address = "\(server.baseURL)/example/robots/main/missing.md"
        let fetcher = PageFetcher(cacheFolder: temporaryFolder(), endpoints: GitHubEndpoints(raw: server.baseURL), environment: ["GITHUB_TOKEN": "secret-token"])
        await #expect(throws: SyllabusError.fetchFailed(url: address, reason: "HTTP 404")) { try await fetcher.fetch(address) }
        do {
            _ = try await fetcher.fetch(address)
        } catch {
            #expect(!error.description.contains("secret-token"))
        }
    }

    @Test func offlineWithoutACacheFails() async throws {
        let folder = temporaryFolder()
        let fetcher = PageFetcher(cacheFolder: folder, offline: true)
        await #expect(throws: SyllabusError.notCached(url: "https://example.org/page.md", cacheFolder: folder.path)) { try await fetcher.fetch("https://example.org/page.md") }
    }

    /// A downloaded page is decoded as a book file's text is (`BookFile.decodeText`): a UTF-8 BOM
    /// dropped, a UTF-16 page told so, invalid bytes named.
    @Test func aPageIsDecodedAsABookFileIs() async throws {
        let folder = temporaryFolder()
        let cache = PageCache(folder: folder)
        let fetcher = PageFetcher(cacheFolder: folder, offline: true)
        cache.store(.init(url: "https://example.org/bom.md", body: Data([0xEF, 0xBB, 0xBF] + Array("# Robots\n".utf8))))
        #expect(try await fetcher.fetch("https://example.org/bom.md").text == "# Robots\n")
        cache.store(.init(url: "https://example.org/utf16.md", body: Data([0xFF, 0xFE, 0x23, 0x00])))
        await #expect(throws: SyllabusError.unreadable(path: "https://example.org/utf16.md", reason: BookFile.utf16Message)) { try await fetcher.fetch("https://example.org/utf16.md") }
        cache.store(.init(url: "https://example.org/latin1.md", body: Data([0x23, 0x20, 0xE9, 0x0A])))
        await #expect(throws: SyllabusError.unreadable(path: "https://example.org/latin1.md", reason: "file is not valid UTF-8 text")) { try await fetcher.fetch("https://example.org/latin1.md") }
    }

    @Test func oversizedBodiesAreRefused() async throws {
        let server = try LoopbackServer { _ in .init(status: 200, body: Data(repeating: UInt8(ascii: "a"), count: PageFetcher.maxBytes + 1)) }
        defer { server.stop() }
        let address = "\(server.baseURL)/big.md"
        let fetcher = PageFetcher(cacheFolder: temporaryFolder(), endpoints: GitHubEndpoints(raw: server.baseURL))
        do {
            _ = try await fetcher.fetch(address)
            Issue.record("an oversized page was accepted")
        } catch {
            guard case .fetchFailed(let url, let reason) = error else { Issue.record("unexpected \(error)"); return }
            #expect(url == address)
            #expect(reason.contains("more than"))
        }
    }

    /// A 24 MiB body sent slowly, with or without a `Content-Length`, is refused and the transfer
    /// is cut early: the server could not send the whole body because the client hung up. The
    /// whole body takes the server nearly 4 s, the limit is passed after 0.8 s: the cut has 3 s
    /// even on a machine slowed by sanitizers and parallel tests.
    @Test(arguments: [false, true])
    func oversizedBodiesAreCutWhileStreaming(omitsLength: Bool) async throws {
        let size = 24 << 20
        let server = try LoopbackServer { _ in
            .init(status: 200, body: Data(repeating: UInt8(ascii: "a"), count: size), trickle: 64 << 10, pause: 10_000, omitsLength: omitsLength)
        }
        defer { server.stop() }
        let address = "\(server.baseURL)/slow.md"
        let fetcher = PageFetcher(cacheFolder: temporaryFolder(), endpoints: GitHubEndpoints(raw: server.baseURL))
        do {
            _ = try await fetcher.fetch(address)
            Issue.record("an oversized page was accepted")
        } catch {
            guard case .fetchFailed(_, let reason) = error else { Issue.record("unexpected \(error)"); return }
            #expect(reason.contains("more than the \(PageFetcher.maxBytes) bytes allowed"), "\(reason)")
            #expect(reason.contains(omitsLength ? "received when it was cut off" : "\(size) announced"), "\(reason)")
        }
        // The server thread records what it sent once the client has closed the connection.
        for _ in 0..<1_000 where server.bodyBytesSent.isEmpty { try await Task.sleep(nanoseconds: 10_000_000) }
        let sent = try #require(server.bodyBytesSent.first)
        #expect(sent < size, "the whole body was sent (\(sent) bytes)")
    }

    @Test func tokenIsNotSentToOtherHosts() async throws {
        let server = try LoopbackServer { _ in .init(status: 200, body: Data("# Page\n".utf8)) }
        defer { server.stop() }
        let fetcher = PageFetcher(cacheFolder: temporaryFolder(), endpoints: GitHubEndpoints(raw: "https://raw.example"), environment: ["GITHUB_TOKEN": "secret-token"])
        _ = try await fetcher.fetch("\(server.baseURL)/page.md")
        #expect(server.requests.last?.headers["authorization"] == nil)
    }

    @Test func sourcesParse() {
        #expect(PageOrigin.parse("github:example/robots") == .github(owner: "example", repo: "robots", path: "README.md", ref: "HEAD"))
        #expect(PageOrigin.parse("github:example/robots/docs/a.md@v2") == .github(owner: "example", repo: "robots", path: "docs/a.md", ref: "v2"))
        #expect(PageOrigin.parse("https://github.com/example/robots/blob/main/docs/a.md") == .github(owner: "example", repo: "robots", path: "docs/a.md", ref: "main"))
        #expect(PageOrigin.parse("https://example.org/a.md") == .web("https://example.org/a.md"))
        #expect(PageOrigin.parse("pages/a.md") == nil)
    }
}

/// A flag the server's handler reads from its own thread.
final class FailSwitch: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var on: Bool {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
}
