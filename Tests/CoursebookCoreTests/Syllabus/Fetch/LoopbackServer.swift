import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 for fetcher tests: answers each request with a handler's
/// response and records the requests it saw. One connection at a time, `Connection: close`.
final class LoopbackServer: @unchecked Sendable {
    struct Request: Sendable {
        var path: String
        var headers: [String: String]
    }

    struct Response: Sendable {
        var status: Int
        var headers: [String: String] = [:]
        var body: Data = Data()
        /// Sends the body in pieces of this many bytes with a short pause between them, like a slow link.
        var trickle: Int? = nil
        /// Microseconds between trickled pieces.
        var pause: UInt32 = 2_000
        /// Leaves out `Content-Length`, so the body ends when the connection closes.
        var omitsLength = false
    }

    private let socketDescriptor: Int32
    let port: UInt16
    private let lock = NSLock()
    private var recorded: [Request] = []
    private var sent: [Int] = []
    private let handler: @Sendable (Request) -> Response

    /// Starts listening on an ephemeral port.
    init(handler: @escaping @Sendable (Request) -> Response) throws {
        self.handler = handler
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) } }
        guard bound == 0, listen(descriptor, 16) == 0 else { throw POSIXError(.EADDRINUSE) }
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) } }
        port = UInt16(bigEndian: address.sin_port)
        socketDescriptor = descriptor
        let thread = Thread { [self] in serve() }
        thread.start()
    }

    /// `http://127.0.0.1:PORT`.
    var baseURL: String { "http://127.0.0.1:\(port)" }

    /// The requests seen so far.
    var requests: [Request] { lock.withLock { recorded } }

    /// How many body bytes each answered request got through before the client hung up.
    var bodyBytesSent: [Int] { lock.withLock { sent } }

    /// Stops accepting connections. Only the serving thread closes the socket: closing it here
    /// could let a new server reuse the descriptor number while this thread still accepts on it
    /// (another test's requests then reached this server's handler).
    func stop() { shutdown(socketDescriptor, Int32(SHUT_RDWR)) }

    private func serve() {
        while true {
            let client = accept(socketDescriptor, nil, nil)
            guard client >= 0 else {
                close(socketDescriptor)
                return
            }
            handle(client)
            close(client)
        }
    }

    private func handle(_ client: Int32) {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var received = Data()
        while !received.contains(Data("\r\n\r\n".utf8)) {
            let count = read(client, &buffer, buffer.count)
            guard count > 0 else { return }
            received.append(contentsOf: buffer[0..<count])
        }
        let head = String(decoding: received, as: UTF8.self).components(separatedBy: "\r\n\r\n")[0]
        let lines = head.components(separatedBy: "\r\n")
        let path = lines[0].split(separator: " ").dropFirst().first.map(String.init) ?? "/"
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let request = Request(path: path, headers: headers)
        lock.withLock { recorded.append(request) }
        let response = handler(request)
        var text = "HTTP/1.1 \(response.status) Status\r\n" + (response.omitsLength ? "" : "Content-Length: \(response.body.count)\r\n") + "Connection: close\r\n"
        for (name, value) in response.headers { text += "\(name): \(value)\r\n" }
        guard send(client, Data((text + "\r\n").utf8)) else { return }
        var offset = 0
        let piece = response.trickle ?? max(response.body.count, 1)
        while offset < response.body.count {
            let chunk = response.body[offset..<min(offset + piece, response.body.count)]
            guard send(client, chunk) else { break }
            offset += chunk.count
            if response.trickle != nil { usleep(response.pause) }
        }
        lock.withLock { sent.append(offset) }
    }

    /// Writes all of `data`; false once the client has gone (MSG_NOSIGNAL: no SIGPIPE).
    private func send(_ client: Int32, _ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Glibc.send(client, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                if written <= 0 { return false }
                offset += written
            }
            return true
        }
    }
}
