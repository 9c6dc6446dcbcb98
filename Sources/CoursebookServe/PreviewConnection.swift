import FlyingFox
import FlyingSocks
import Foundation

/// One client connection of the preview: reads request heads with `RequestHeadReader` under a
/// deadline, answers each through the site handler, and closes on any refusal, time-out or body.
struct PreviewConnection: Sendable {
    /// How long a client may take by default to send a whole request head, also the idle time
    /// allowed between requests on a kept-alive connection: a slow or silent client (one byte a
    /// second) is dropped instead of holding a connection for good.
    static let headTimeout: Duration = .seconds(10)
    /// How long one write may wait for a client that does not read.
    static let writeTimeout: Duration = .seconds(30)

    let socket: AsyncSocket
    /// How long a client may take to send a whole request head (see `headTimeout`).
    let headTimeout: Duration
    let handler: any HTTPHandler
    let hosts: LoopbackHosts?
    let limits: RequestLimits

    /// Serves requests until the client closes, a request says so, or something is refused.
    func run() async {
        var leftover: [UInt8] = []
        while !Task.isCancelled {
            let deadline = ContinuousClock.now + headTimeout
            let step: RequestHeadReader.Step
            do {
                step = try await readHead(after: leftover, until: deadline)
            } catch {
                break
            }
            switch step {
            case .needMore:
                break
            case .rejected(let refusal):
                try? await send(Self.refusal(refusal.rawValue), closing: true)
                await drain()
            case .head(let head, let rest):
                leftover = rest
                guard hosts?.allows(head.value(of: "Host")) ?? true else {
                    try? await send(Self.refusal(421), closing: true)
                    await drain()
                    break
                }
                let response = await answer(head)
                do {
                    try await send(response, closing: !head.keepsAlive, omitBody: head.method == "HEAD")
                } catch {
                    break
                }
                if head.keepsAlive { continue }
            }
            break
        }
        try? socket.close()
    }

    /// Reads until a head is complete or refused; throws at the deadline or when the client goes.
    private func readHead(after leftover: [UInt8], until deadline: ContinuousClock.Instant) async throws -> RequestHeadReader.Step {
        var reader = RequestHeadReader(limits: limits)
        var step = reader.read(leftover)
        while case .needMore = step {
            let socket = socket
            let chunk = try await Self.withDeadline(deadline) { try await socket.read(atMost: 4096) }
            step = reader.read(chunk)
        }
        return step
    }

    /// Reads and drops what the client still sends (the rest of a huge header) for a moment
    /// after a refusal: closing with unread bytes makes the kernel reset the connection, and the
    /// client could lose the answer it was sent. The moment is 5 s: a busy machine (the test
    /// suite under AddressSanitizer) once took longer than 2 s to take a 1 MiB header in, and the
    /// clients lost their 431s. The byte cap keeps it bounded all the same.
    private func drain() async {
        shutdown(socket.socket.file.rawValue, Int32(SHUT_WR))
        let deadline = ContinuousClock.now + .seconds(5)
        var dropped = 0
        let socket = socket
        while dropped < 4 << 20, let chunk = try? await Self.withDeadline(deadline, { try await socket.read(atMost: 4096) }), !chunk.isEmpty {
            dropped += chunk.count
        }
    }

    /// The handler's response; an error in it is a 500 rather than a dropped connection.
    private func answer(_ head: RequestHead) async -> HTTPResponse {
        let parts = head.target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let request = HTTPRequest(method: HTTPMethod(rawValue: head.method), version: HTTPVersion(head.version),
                                  target: .init(path: String(parts[0]), query: parts.count > 1 ? String(parts[1]) : ""),
                                  headers: HTTPHeaders(head.fields), body: HTTPBodySequence())
        do {
            return try await handler.handleRequest(request)
        } catch {
            return HTTPResponse(statusCode: .internalServerError)
        }
    }

    /// Writes `response`: a body of known length as is, any other chunked (the event stream).
    private func send(_ response: HTTPResponse, closing: Bool, omitBody: Bool = false) async throws {
        guard case .httpBody(let body) = response.payload else {
            return try await write(Self.head(of: response, length: 0, closing: true))
        }
        try await write(Self.head(of: response, length: body.count, closing: closing))
        guard !omitBody else { return }
        if body.count != nil {
            for try await chunk in body where !chunk.isEmpty { try await write(chunk) }
            return
        }
        for try await chunk in body where !chunk.isEmpty {
            try await write(Data(String(chunk.count, radix: 16).utf8) + Data("\r\n".utf8) + chunk + Data("\r\n".utf8))
        }
        try await write(Data("0\r\n\r\n".utf8))
    }

    private func write(_ data: Data) async throws {
        let socket = socket
        try await Self.withDeadline(ContinuousClock.now + Self.writeTimeout) { try await socket.write(data) }
    }

    /// The status line and header fields; `length` nil means chunked.
    static func head(of response: HTTPResponse, length: Int?, closing: Bool) -> Data {
        var lines = ["HTTP/1.1 \(response.statusCode.code) \(response.statusCode.phrase)"]
        var hasLength = false
        for (name, value) in response.headers {
            let lowered = name.rawValue.lowercased()
            if lowered == "connection" || lowered == "transfer-encoding" { continue }
            hasLength = hasLength || lowered == "content-length"
            lines.append("\(name.rawValue): \(value)")
        }
        if !hasLength {
            lines.append(length.map { "Content-Length: \($0)" } ?? "Transfer-Encoding: chunked")
        }
        if closing { lines.append("Connection: close") }
        return Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    /// A short plain-text answer to a refused request.
    static func refusal(_ code: Int) -> HTTPResponse {
        let status: HTTPStatusCode = switch code {
        case 414: .init(414, phrase: "URI Too Long")
        case 421: .init(421, phrase: "Misdirected Request")
        case 431: .init(431, phrase: "Request Header Fields Too Large")
        case 505: .init(505, phrase: "HTTP Version Not Supported")
        default: .badRequest
        }
        return HTTPResponse(statusCode: status, headers: HTTPHeaders([.contentType: ContentType.plainText]),
                            body: Data("\(status.code) \(status.phrase)\n".utf8))
    }

    /// Runs `operation`, cancelling it at `deadline` (the socket pool resumes a cancelled wait).
    static func withDeadline<T: Sendable>(_ deadline: ContinuousClock.Instant,
                                          _ operation: @escaping @Sendable () async throws -> T) async throws -> T {
        try await withThrowingTaskGroup(of: T.self) { group in
            group.addTask { try await operation() }
            group.addTask {
                try await Task.sleep(until: deadline, clock: .continuous)
                throw CancellationError()
            }
            defer { group.cancelAll() }
            return try await group.next()!
        }
    }
}

extension HTTPHeaders {
    init(_ fields: [RequestHead.Field]) {
        self.init()
        for field in fields { addValue(field.value, for: HTTPHeader(field.name)) }
    }
}
