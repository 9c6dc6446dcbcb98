import Synchronization

/// Slots written once each from concurrent iterations; the mutex keeps the array's storage safe.
final class ResultSlots<Value: Sendable>: Sendable {
    private let slots: Mutex<[Value?]>

    init(count: Int) { slots = Mutex(Array(repeating: nil, count: count)) }

    func set(_ index: Int, _ value: Value) {
        slots.withLock { $0[index] = value }
    }

    func values() -> [Value] {
        slots.withLock { $0.map { $0! } }
    }
}
