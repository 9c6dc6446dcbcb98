import CourseModel
import CoursebookCore
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import CoursebookServe

/// A temporary copy of a fixture book served on a free loopback port, with an HTTP client that
/// does not follow redirects; `close()` stops the server and deletes the copy.
final class ServedBook: @unchecked Sendable {
    /// One response.
    struct Reply {
        var status: Int
        var headers: [String: String]
        var body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CoursebookCoreTests/Fixtures")

    let book: URL
    let server: PreviewServer
    let baseURL: URL
    private let session: URLSession

    /// Copies fixture `name` and serves it as of 2026-11-21, dropping clients slower than `headTimeout`.
    init(_ name: String = "site-book", audience: SiteAudience = .public, headTimeout: Duration = .seconds(10)) async throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-serve-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        book = parent.appendingPathComponent("book")
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent(name), to: book)
        server = PreviewServer(bookRoot: book, options: .init(audience: audience, today: LocalDate(iso: "2026-11-21"), port: 0,
                                                              pollInterval: .milliseconds(100), headTimeout: headTimeout))
        baseURL = try await server.start()
        session = URLSession(configuration: .ephemeral, delegate: NoRedirects(), delegateQueue: nil)
    }

    /// Serves a copy of fixture `name` for `body`, and stops and deletes it afterwards, also when `body` throws.
    static func with(_ name: String = "site-book", audience: SiteAudience = .public, _ body: (ServedBook) async throws -> Void) async throws {
        let served = try await ServedBook(name, audience: audience)
        do {
            try await body(served)
        } catch {
            await served.close()
            throw error
        }
        await served.close()
    }

    /// Stops the server and deletes the book copy.
    func close() async {
        await server.stop()
        session.invalidateAndCancel()
        try? FileManager.default.removeItem(at: book.deletingLastPathComponent())
    }

    /// Requests `path` (appended to the server address as is).
    func request(_ path: String, method: String = "GET", headers: [String: String] = [:]) async throws -> Reply {
        var request = URLRequest(url: URL(string: baseURL.absoluteString + path.drop { $0 == "/" })!)
        request.httpMethod = method
        request.cachePolicy = .reloadIgnoringLocalCacheData
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let (data, response) = try await session.data(for: request)
        let http = response as! HTTPURLResponse
        var fields: [String: String] = [:]
        for (name, value) in http.allHeaderFields { fields[String(describing: name).lowercased()] = String(describing: value) }
        return Reply(status: http.statusCode, headers: fields, body: data)
    }

    /// Replaces the text of a book file in one step, as editors save (the watcher sees the new
    /// size and time, never a half-written file).
    func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: book.appendingPathComponent(path), options: .atomic)
    }

    /// The text of a book file.
    func read(_ path: String) throws -> String {
        try String(contentsOf: book.appendingPathComponent(path), encoding: .utf8)
    }
}

/// Lets tests see a redirect instead of its target.
private final class NoRedirects: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
        completionHandler(nil)
    }
}

/// Reads `/__coursebook/events` as it streams and collects the text.
final class EventListener: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""
    private var session: URLSession?

    /// Opens the stream.
    init(_ url: URL) {
        super.init()
        let session = URLSession(configuration: .ephemeral, delegate: self, delegateQueue: nil)
        self.session = session
        session.dataTask(with: url.appendingPathComponent("__coursebook/events")).resume()
    }

    /// Everything received so far.
    var received: String { lock.withLock { text } }

    /// How many times `needle` has arrived so far.
    func count(of needle: String) -> Int { received.components(separatedBy: needle).count - 1 }

    /// Waits until the received text contains `needle` `count` times; false after `seconds`.
    func wait(for needle: String, count: Int = 1, seconds: Double) async -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if received.components(separatedBy: needle).count - 1 >= count { return true }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return received.components(separatedBy: needle).count - 1 >= count
    }

    /// Closes the stream.
    func close() { session?.invalidateAndCancel() }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        lock.withLock { text += String(decoding: data, as: UTF8.self) }
    }
}
