import Foundation

/// Fans rebuild notices out to every open page as Server-Sent Events; each listener gets its own
/// stream, dropped when the page goes away.
actor ReloadChannel {
    private var listeners: [Int: AsyncStream<Data>.Continuation] = [:]
    private var nextID = 0
    private var finished = false

    /// A new listener's events, starting with a comment so the page knows it is connected and a
    /// short `retry` so it reconnects quickly after a restart.
    func subscribe() -> AsyncStream<Data> {
        let (stream, continuation) = AsyncStream.makeStream(of: Data.self, bufferingPolicy: .bufferingNewest(32))
        guard !finished else {
            continuation.finish()
            return stream
        }
        let id = nextID
        nextID += 1
        listeners[id] = continuation
        continuation.onTermination = { _ in Task { await self.remove(id) } }
        continuation.yield(Data("retry: 1000\n: connected\n\n".utf8))
        return stream
    }

    /// Sends `event` with `data` (one line) to every listener.
    func send(_ event: String, data: String) {
        let message = Data("event: \(event)\ndata: \(data.replacingOccurrences(of: "\n", with: " "))\n\n".utf8)
        for continuation in listeners.values { continuation.yield(message) }
    }

    /// Ends every stream, so the server can close its connections; later listeners end at once.
    func finish() {
        finished = true
        for continuation in listeners.values { continuation.finish() }
        listeners = [:]
    }

    private func remove(_ id: Int) {
        listeners[id] = nil
    }
}
