import Foundation
import Testing

/// The built `coursebook serve` as a process (issue 14, items 4 and 16): every way it is stopped
/// ends it, also under load and during start, and it never writes a file: not in its TMPDIR, not
/// in the book. Skipped when `swift build` has not produced `.build/debug/coursebook`.
@Suite(.serialized, .enabled(if: ServeProcess.isAvailable, "run `swift build` first: needs .build/debug/coursebook"))
struct ServeProcessTests {
    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aStopSignalEndsServeWithNothingWritten(signal number: Int32) throws {
        let serve = try ServeProcess()
        defer { serve.cleanUp() }
        _ = try serve.waitUntilServing()
        #expect(serve.waitForLog("built"))
        kill(serve.process.processIdentifier, number)
        #expect(serve.waitForExit(seconds: 20))
        #expect(serve.process.terminationStatus == 0)
        #expect(serve.temporaryEntries().isEmpty)
        #expect(serve.bookIsUnchanged())
    }

    /// Closing the terminal: SIGHUP arrives and the output is gone, so writing "Stopping." fails
    /// (it crashed the process).
    @Test func sighupWithItsOutputGoneEndsServe() throws {
        let output = Pipe()
        let serve = try ServeProcess(output: output)
        defer { serve.cleanUp() }
        let limit = Date().addingTimeInterval(20)
        var seen = Data()
        while !String(decoding: seen, as: UTF8.self).contains("built"), serve.process.isRunning, Date() < limit {
            seen += output.fileHandleForReading.availableData
        }
        try output.fileHandleForReading.close()
        kill(serve.process.processIdentifier, SIGHUP)
        #expect(serve.waitForExit(seconds: 20))
        #expect(serve.temporaryEntries().isEmpty)
    }

    /// A signal while the preview is still starting (before it serves) ends it at once.
    @Test func aSignalDuringStartEndsServe() throws {
        let serve = try ServeProcess()
        defer { serve.cleanUp() }
        usleep(20_000)
        kill(serve.process.processIdentifier, SIGTERM)
        #expect(serve.waitForExit(seconds: 20))
        #expect(serve.temporaryEntries().isEmpty)
        #expect(serve.bookIsUnchanged())
    }

    @Test func aPortInUseExits74AndLeavesTheFirstServing() throws {
        let first = try ServeProcess()
        defer { first.cleanUp() }
        let url = try first.waitUntilServing()
        let second = try ServeProcess(port: url.port!, temporary: first.temporary)
        defer { second.cleanUp() }
        #expect(second.waitForExit(seconds: 20))
        #expect(second.process.terminationStatus == 74)
        #expect(first.process.isRunning)
        kill(first.process.processIdentifier, SIGTERM)
        #expect(first.waitForExit(seconds: 20))
        #expect(first.temporaryEntries().isEmpty)
    }

    /// SIGKILL cannot be caught, and there is nothing to clean up after it.
    @Test func aKilledPreviewLeavesNothingBehind() throws {
        let killed = try ServeProcess()
        defer { killed.cleanUp() }
        _ = try killed.waitUntilServing()
        #expect(killed.waitForLog("built"))
        kill(killed.process.processIdentifier, SIGKILL)
        #expect(killed.waitForExit(seconds: 20))
        #expect(killed.temporaryEntries().isEmpty)
        #expect(killed.bookIsUnchanged())
    }

    /// Ctrl-C while three clients keep sending 1 MiB headers (it was ignored: the parser held
    /// every Swift thread).
    @Test func ctrlCWorksUnderHugeHeaders() throws {
        let serve = try ServeProcess()
        defer { serve.cleanUp() }
        let port = try serve.waitUntilServing().port!
        let stop = StopFlag()
        let huge = Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 20) + Array("\r\n\r\n".utf8)
        let clients = (0..<3).map { _ in
            Thread {
                while !stop.isSet, let client = try? RawClient(port: port, timeout: 5) {
                    client.send(huge)
                    _ = client.readToEnd()
                }
            }
        }
        clients.forEach { $0.start() }
        usleep(500_000)
        kill(serve.process.processIdentifier, SIGINT)
        let exited = serve.waitForExit(seconds: 20)
        stop.set()
        #expect(exited)
        #expect(serve.temporaryEntries().isEmpty)
    }
}

/// A flag threads poll.
final class StopFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}

/// `coursebook serve` on a copy of the site fixture, with its own TMPDIR so anything it wrote
/// there could be listed; `cleanUp` kills it if it still runs and deletes everything.
final class ServeProcess {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let executable = packageRoot.appendingPathComponent(".build/debug/coursebook")
    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: executable.path) }

    let process = Process()
    let temporary: URL
    let log: URL
    private let workspace: URL

    /// Starts serving; output goes to `output` when given, else to a log file.
    init(port: Int = 0, temporary: URL? = nil, output: Pipe? = nil) throws {
        workspace = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-serve-process-\(UUID().uuidString)")
        self.temporary = temporary ?? workspace.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: self.temporary, withIntermediateDirectories: true)
        let book = workspace.appendingPathComponent("book")
        try FileManager.default.copyItem(at: ServedBook.fixtures.appendingPathComponent("site-book"), to: book)
        log = workspace.appendingPathComponent("log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        process.executableURL = Self.executable
        process.arguments = ["serve", book.path, "--port", String(port), "--today", "2026-11-21", "--offline"]
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": workspace.path, "TMPDIR": self.temporary.path]
        process.standardOutput = output ?? handle
        process.standardError = output ?? handle
        try process.run()
    }

    /// The address from the "Serving … at URL" line; throws after 20 s.
    func waitUntilServing() throws -> URL {
        let limit = Date().addingTimeInterval(20)
        while Date() < limit, process.isRunning {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            if let range = text.range(of: #"http://127\.0\.0\.1:[0-9]+/"#, options: .regularExpression) {
                return URL(string: String(text[range]))!
            }
            usleep(20_000)
        }
        throw POSIXError(.ETIMEDOUT)
    }

    /// Whether the process ended within `seconds`.
    func waitForExit(seconds: Double) -> Bool {
        let limit = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < limit { usleep(20_000) }
        return !process.isRunning
    }

    /// Whether the log has `text` within 20 s.
    func waitForLog(_ text: String) -> Bool {
        let limit = Date().addingTimeInterval(20)
        while Date() < limit {
            if ((try? String(contentsOf: log, encoding: .utf8)) ?? "").contains(text) { return true }
            usleep(20_000)
        }
        return false
    }

    /// Everything in this process's TMPDIR.
    func temporaryEntries() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []).sorted()
    }

    /// Whether the book copy holds exactly the fixture's files (nothing added, such as `_site`).
    func bookIsUnchanged() -> Bool {
        func listing(_ root: URL) -> [String] {
            (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []).sorted()
        }
        return listing(workspace.appendingPathComponent("book")) == listing(ServedBook.fixtures.appendingPathComponent("site-book"))
    }

    func cleanUp() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: workspace)
    }
}
