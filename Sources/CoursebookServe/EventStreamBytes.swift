import FlyingSocks
import Foundation

/// A listener's event stream as the byte sequence FlyingFox sends chunk by chunk, so each event
/// leaves as soon as it is yielded instead of waiting for a full buffer.
struct EventStreamBytes: AsyncBufferedSequence, Sendable {
    typealias Element = UInt8

    let events: AsyncStream<Data>

    func makeAsyncIterator() -> Iterator { Iterator(events: events.makeAsyncIterator()) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var events: AsyncStream<Data>.Iterator
        var pending: [UInt8] = []

        mutating func next() async -> UInt8? {
            guard await fill() else { return nil }
            return pending.removeFirst()
        }

        mutating func nextBuffer(suggested count: Int) async -> [UInt8]? {
            guard await fill() else { return nil }
            let chunk = Array(pending.prefix(Swift.max(count, 1)))
            pending.removeFirst(chunk.count)
            return chunk
        }

        /// Waits for the next non-empty event; false once the stream ended.
        private mutating func fill() async -> Bool {
            while pending.isEmpty {
                guard let data = await events.next() else { return false }
                pending = Array(data)
            }
            return true
        }
    }
}
