import FlyingFox
import FlyingSocks
import Foundation
import Synchronization

/// The preview's listening socket and accept loop, on FlyingSocks' socket layer (FlyingFox's
/// own server parses request heads in quadratic time with no limit; see `RequestHeadReader`).
/// At most `maxConnections` clients are served at once; more are closed at once, so a flood
/// cannot take the memory or the threads that rebuilding and Ctrl-C need.
final class PreviewListener: Sendable {
    static let maxConnections = 64

    private let socket: Socket
    private let pool: any AsyncSocketPool
    private let handler: any HTTPHandler
    private let hosts: LoopbackHosts?
    private let open = Mutex(0)
    private let headTimeout: Duration
    /// The port actually bound.
    let port: UInt16

    /// Binds `host` (an IPv4 or IPv6 address) and `port` (0: any free one) and listens; throws
    /// `notAnAddress` for a malformed address, `cannotListen` for a port in use.
    init(host: String, port: UInt16, headTimeout: Duration = PreviewConnection.headTimeout, handler: any HTTPHandler) throws(ServeError) {
        let socket: Socket
        do {
            let address: any SocketAddress = ListenAddress.isIPv6(host) ? try sockaddr_in6.inet6(ip6: host, port: port) : try sockaddr_in.inet(ip4: host, port: port)
            socket = try Socket(domain: Int32(type(of: address).family))
            do {
                try socket.setValue(true, for: .localAddressReuse)
                try socket.bind(to: address)
                try socket.listen()
            } catch {
                try? socket.close()
                throw ServeError.cannotListen(host: host, port: port, reason: "the address is in use or not available")
            }
        } catch let error as ServeError {
            throw error
        } catch {
            throw .notAnAddress(host: host, port: port)
        }
        switch try? socket.sockname() {
        case .ip4(_, let bound)?, .ip6(_, let bound)?: self.port = bound
        default: self.port = port
        }
        self.socket = socket
        self.handler = handler
        self.headTimeout = headTimeout
        pool = HTTPServer.defaultPool()
        hosts = LoopbackHosts(boundHost: host, port: self.port)
    }

    /// Closes the listening socket of a listener that never ran (`run` closes its own).
    func close() {
        try? socket.close()
    }

    /// Accepts and serves connections until the task is cancelled; then every connection ends
    /// (their waits on the socket pool are cancelled) and the listening socket is closed.
    func run() async {
        defer { try? socket.close() }
        do {
            try await pool.prepare()
            let listening = try AsyncSocket(socket: socket, pool: pool)
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { try await self.pool.run() }
                group.addTask { try await self.accept(on: listening) }
                _ = try await group.next()
                group.cancelAll()
            }
        } catch {
            // Cancelled (stopping) or the pool failed; either way nothing is served any more.
        }
    }

    private func accept(on listening: AsyncSocket) async throws {
        try await withThrowingDiscardingTaskGroup { group in
            while !Task.isCancelled {
                let client: AsyncSocket
                do {
                    client = try await listening.accept()
                } catch is CancellationError {
                    return
                } catch {
                    // A client that reset before it was accepted, or no file descriptors left:
                    // this connection is lost, the server goes on.
                    try await Task.sleep(for: .milliseconds(20))
                    continue
                }
                let admitted = open.withLock { count in
                    guard count < Self.maxConnections else { return false }
                    count += 1
                    return true
                }
                guard admitted else {
                    try? client.close()
                    continue
                }
                group.addTask {
                    await PreviewConnection(socket: client, headTimeout: self.headTimeout, handler: self.handler, hosts: self.hosts, limits: RequestLimits()).run()
                    self.open.withLock { $0 -= 1 }
                }
            }
        }
    }
}
