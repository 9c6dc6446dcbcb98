import Foundation
import Synchronization
import Testing
@testable import CoursebookCore

/// Servers that attack the page fetcher: redirects that would carry the token to another host, a
/// gzip bomb, a body dripped one byte at a time, endless redirects. Every server is on 127.0.0.1.
@Suite("Hostile HTTP servers", .serialized)
struct HostileServerTests {
    private func temporaryFolder() -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-hostile-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private func fetcher(raw: String, timeout: TimeInterval = PageFetcher.timeout) -> PageFetcher {
        var fetcher = PageFetcher(cacheFolder: temporaryFolder(), endpoints: GitHubEndpoints(raw: raw), environment: ["GITHUB_TOKEN": "secret-token"])
        fetcher.timeout = timeout
        return fetcher
    }

    /// The reason a fetch that must fail gave, or nil (recorded as an issue) when it succeeded.
    private func failure(_ fetcher: PageFetcher, _ address: String) async -> String? {
        do {
            _ = try await fetcher.fetch(address)
            Issue.record("the page at \(address) was accepted")
            return nil
        } catch {
            guard case .fetchFailed(let url, let reason) = error else { Issue.record("unexpected \(error)"); return nil }
            #expect(url == address)
            return reason
        }
    }

    @Test func aRedirectToAnotherPortDropsTheToken() async throws {
        let elsewhere = try LoopbackServer { _ in .init(status: 200, body: Data("# Elsewhere\n".utf8)) }
        defer { elsewhere.stop() }
        let raw = try LoopbackServer { _ in .init(status: 302, headers: ["Location": "\(elsewhere.baseURL)/stolen.md"]) }
        defer { raw.stop() }
        let page = try await fetcher(raw: raw.baseURL).fetch("\(raw.baseURL)/example/robots/main/README.md")
        #expect(page.text == "# Elsewhere\n")
        #expect(raw.requests.first?.headers["authorization"] == "Bearer secret-token")
        #expect(elsewhere.requests.count == 1)
        #expect(elsewhere.requests.first?.headers["authorization"] == nil, "the token went to \(elsewhere.baseURL)")
    }

    /// Same port, another host name: the origin differs, so the token stays behind.
    @Test func aRedirectToAnotherHostNameDropsTheToken() async throws {
        let port = PortBox()
        let server = try LoopbackServer { request in
            request.path == "/landing"
                ? .init(status: 200, body: Data("# Landing\n".utf8))
                : .init(status: 302, headers: ["Location": "http://localhost:\(port.value)/landing"])
        }
        defer { server.stop() }
        port.value = server.port
        let page = try await fetcher(raw: server.baseURL).fetch("\(server.baseURL)/README.md")
        #expect(page.text == "# Landing\n")
        #expect(server.requests.map(\.path) == ["/README.md", "/landing"])
        #expect(server.requests.first?.headers["authorization"] == "Bearer secret-token")
        #expect(server.requests.last?.headers["authorization"] == nil, "the token went to localhost")
    }

    /// GitHub's raw host redirects renamed repositories to itself: there the token is still needed.
    @Test func aRedirectWithinTheRawOriginKeepsTheToken() async throws {
        let server = try LoopbackServer { request in
            request.path == "/new/README.md" ? .init(status: 200, body: Data("# Moved\n".utf8)) : .init(status: 301, headers: ["Location": "/new/README.md"])
        }
        defer { server.stop() }
        let page = try await fetcher(raw: server.baseURL).fetch("\(server.baseURL)/old/README.md")
        #expect(page.text == "# Moved\n")
        #expect(server.requests.count == 2)
        #expect(server.requests.allSatisfy { $0.headers["authorization"] == "Bearer secret-token" })
    }

    /// Once a hop has left the raw origin, a redirect back to it does not pick the token up again:
    /// the other host chose that address, not the book.
    @Test func aRedirectBackToTheRawOriginDoesNotRestoreTheToken() async throws {
        let port = PortBox()
        let server = try LoopbackServer { request in
            switch request.path {
            case "/start": .init(status: 302, headers: ["Location": "http://localhost:\(port.value)/bounce"])
            case "/bounce": .init(status: 302, headers: ["Location": "http://127.0.0.1:\(port.value)/private.md"])
            default: .init(status: 200, body: Data("# Private\n".utf8))
            }
        }
        defer { server.stop() }
        port.value = server.port
        _ = try await fetcher(raw: server.baseURL).fetch("\(server.baseURL)/start")
        #expect(server.requests.map(\.path) == ["/start", "/bounce", "/private.md"])
        #expect(server.requests.first?.headers["authorization"] == "Bearer secret-token")
        #expect(server.requests.dropFirst().allSatisfy { $0.headers["authorization"] == nil })
    }

    @Test func endlessRedirectsStop() async throws {
        let server = try LoopbackServer { request in .init(status: 302, headers: ["Location": "/again\(request.path.count)"]) }
        defer { server.stop() }
        let reason = await failure(fetcher(raw: server.baseURL), "\(server.baseURL)/loop")
        #expect(reason?.contains("more than 5 redirects") == true, "\(reason ?? "")")
        #expect(server.requests.count <= 6)
    }

    @Test func aRedirectToAnotherSchemeIsRefused() async throws {
        let server = try LoopbackServer { _ in .init(status: 302, headers: ["Location": "ftp://127.0.0.1/etc/passwd"]) }
        defer { server.stop() }
        let reason = await failure(fetcher(raw: server.baseURL), "\(server.baseURL)/page.md")
        #expect(reason?.contains("not http(s)") == true, "\(reason ?? "")")
    }

    /// 430 KB of gzip that inflates to 67 MB: the fetcher asks for an uncompressed body and refuses
    /// a compressed one before inflating any of it.
    @Test func aGzipBombIsRefused() async throws {
        let bomb = GzipBomb.zeros(copies: 1 << 18)
        #expect(bomb.count < 500_000)
        let server = try LoopbackServer { _ in .init(status: 200, headers: ["Content-Encoding": "gzip"], body: bomb) }
        defer { server.stop() }
        let reason = await failure(fetcher(raw: server.baseURL), "\(server.baseURL)/bomb.md")
        #expect(reason?.contains("compressed body (Content-Encoding: gzip)") == true, "\(reason ?? "")")
        #expect(server.requests.first?.headers["accept-encoding"] == "identity")
    }

    /// A small compressed page is refused too: the limit is on what the fetcher holds, and only an
    /// uncompressed body can be counted as it arrives.
    @Test func anyCompressedBodyIsRefused() async throws {
        let server = try LoopbackServer { _ in .init(status: 200, headers: ["Content-Encoding": "deflate"], body: Data([0x03, 0x00])) }
        defer { server.stop() }
        let reason = await failure(fetcher(raw: server.baseURL), "\(server.baseURL)/small.md")
        #expect(reason?.contains("Content-Encoding: deflate") == true, "\(reason ?? "")")
    }

    /// One byte every 200 ms never trips a per-read time-out; the whole download still ends at the
    /// limit (1 s here), long before the 100 bytes would have arrived.
    @Test(.timeLimit(.minutes(1)))
    func aDrippingServerHitsTheDeadline() async throws {
        let server = try LoopbackServer { _ in
            .init(status: 200, body: Data(repeating: UInt8(ascii: "a"), count: 100), trickle: 1, pause: 200_000)
        }
        defer { server.stop() }
        let started = Date()
        let reason = await failure(fetcher(raw: server.baseURL, timeout: 1), "\(server.baseURL)/drip.md")
        #expect(reason?.contains("no complete answer within 1 s") == true, "\(reason ?? "")")
        #expect(Date().timeIntervalSince(started) < 15, "the deadline did not hold")
    }

    /// A redirect chain shares the one deadline: each hop is slow but not idle. Hops of 0.7 s
    /// against a 1 s deadline leave the deadline 1.8 s of slack before a fifth request.
    @Test(.timeLimit(.minutes(1)))
    func slowRedirectsShareTheDeadline() async throws {
        let server = try LoopbackServer { request in
            usleep(700_000)
            return .init(status: 302, headers: ["Location": "/hop\(request.path.count)"])
        }
        defer { server.stop() }
        let reason = await failure(fetcher(raw: server.baseURL, timeout: 1), "\(server.baseURL)/a")
        #expect(reason?.contains("no complete answer within 1 s") == true, "\(reason ?? "")")
        #expect(server.requests.count <= 4)
    }
}

/// The port a handler redirects to, known only once its server is listening.
final class PortBox: Sendable {
    private let port = Mutex<UInt16>(0)
    var value: UInt16 {
        get { port.withLock { $0 } }
        set { port.withLock { $0 = newValue } }
    }
}
