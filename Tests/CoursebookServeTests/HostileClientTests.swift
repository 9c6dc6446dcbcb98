import Foundation
import Testing
@testable import CoursebookServe

/// Hostile clients against `serve` (issue 14, item 4): huge heads are refused at once and cost
/// linear time, slow clients are dropped, other Host names are refused, and pages keep being
/// served meanwhile. Every wait is bounded (a hang fails the test).
@Suite(.serialized) struct HostileClientTests {
    private func port(_ served: ServedBook) -> Int { served.baseURL.port! }

    /// Three clients each sending a 1 MiB header field, at once (FlyingFox spent 200% CPU on them
    /// for good and answered nothing more).
    @Test func oneMebibyteHeadersGet431AndPagesStayServed() async throws {
        try await ServedBook.with { served in
            let port = port(served)
            let huge = Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 20) + Array("\r\n\r\n".utf8)
            let replies = try await withThrowingTaskGroup(of: String?.self) { group in
                for _ in 0..<3 {
                    group.addTask {
                        try await RawClient.offThread {
                            let client = try RawClient(port: port)
                            client.send(huge)
                            return client.readToEnd()
                        }
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(replies.map(RawClient.status) == [431, 431, 431])
            let home = try await served.request("/")
            #expect(home.status == 200)
            #expect(home.text.contains("Canary Test Institute"))
        }
    }

    @Test func a128KiBPathGets414() async throws {
        try await ServedBook.with { served in
            let port = port(served)
            let reply = try await RawClient.offThread {
                let client = try RawClient(port: port)
                client.send("GET /" + String(repeating: "a", count: 128 << 10) + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                return client.readToEnd()
            }
            #expect(RawClient.status(of: reply) == 414)
            #expect(try await served.request("/").status == 200)
        }
    }

    @Test func tooManyFieldsAndMalformedHeadsAreRefused() async throws {
        try await ServedBook.with { served in
            let port = port(served)
            let cases = [
                ("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n" + (0..<200).map { "X-\($0): y\r\n" }.joined() + "\r\n", 431),
                ("GET / HTTP/1.1\r\n\r\n", 400),
                ("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n folded\r\n\r\n", 400),
                ("GET / HTTP/9.9\r\nHost: 127.0.0.1\r\n\r\n", 505),
            ]
            for (request, expected) in cases {
                let reply = try await RawClient.offThread {
                    let client = try RawClient(port: port)
                    client.send(request)
                    return client.readToEnd()
                }
                #expect(RawClient.status(of: reply) == expected, "\(request.prefix(30))")
            }
        }
    }

    /// One byte a second never completes a head: the connection is closed at the head deadline
    /// (1 s here, 10 s by default) while other clients are answered.
    @Test func aSlowlorisClientIsDisconnected() async throws {
        let served = try await ServedBook(headTimeout: .seconds(1))
        let port = port(served)
        let slow = Task {
            try await RawClient.offThread { () -> (closed: Bool, sent: Int) in
                let client = try RawClient(port: port, timeout: 1)
                let bytes = Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: 40)
                for (index, byte) in bytes.enumerated() {
                    guard client.send([byte]) else { return (true, index) }
                    // The server closing shows up as end of stream (or a reset) on the next read.
                    var buffer = [UInt8](repeating: 0, count: 16)
                    let count = recv(Int32(client.descriptor), &buffer, 16, Int32(MSG_DONTWAIT))
                    if count == 0 || (count < 0 && errno == ECONNRESET) { return (true, index) }
                    usleep(250_000)
                }
                return (false, bytes.count)
            }
        }
        try await Task.sleep(for: .milliseconds(300))
        #expect(try await served.request("/").status == 200)
        let outcome = try await slow.value
        #expect(outcome.closed)
        #expect(outcome.sent < 20, "closed after \(outcome.sent) bytes at 4 a second")
        await served.close()
    }

    /// DNS rebinding: a page of another site that resolves its name to 127.0.0.1 still sends its
    /// own name as Host.
    @Test func otherHostNamesGet421() async throws {
        try await ServedBook.with("site-book", audience: .staff) { served in
            let port = port(served)
            for host in ["evil.example", "evil.example:\(port)", "127.0.0.1:\(port + 1)", "localhost.evil.example:\(port)"] {
                let reply = try await RawClient.offThread {
                    let client = try RawClient(port: port)
                    client.send("GET / HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n")
                    return client.readToEnd()
                }
                #expect(RawClient.status(of: reply) == 421, "\(host)")
                #expect(reply?.contains("Canary") == false)
            }
            for host in ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)", "localhost"] {
                let reply = try await RawClient.offThread {
                    let client = try RawClient(port: port)
                    client.send("GET / HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n")
                    return client.readToEnd()
                }
                #expect(RawClient.status(of: reply) == 200, "\(host)")
            }
        }
    }

    /// More than 64 idle connections: the extra ones are closed at once, and once the idle ones
    /// time out pages are served again. The idle ones get four seconds, so a busy machine that is
    /// slow to accept them cannot time them out before the extra one arrives.
    @Test func connectionsAreCapped() async throws {
        let served = try await ServedBook(headTimeout: .seconds(4))
        let port = port(served)
        let idle = try (0..<PreviewListener.maxConnections).map { _ in try RawClient(port: port, timeout: 10) }
        try await Task.sleep(for: .milliseconds(500))
        let extra = try await RawClient.offThread {
            let client = try RawClient(port: port, timeout: 10)
            client.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            return client.readToEnd()
        }
        #expect(extra == "")
        var served200 = false
        let deadline = ContinuousClock.now + .seconds(20)
        while !served200 && ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(250))
            served200 = (try? await served.request("/").status) == 200
        }
        #expect(served200)
        _ = idle
        await served.close()
    }
}
