import Foundation

/// Order-preserving parallel map over independent work items, for the CPU-bound parts of loading.
enum ParallelMap {
    static func map<Input: Sendable, Output: Sendable>(_ inputs: [Input], _ transform: @Sendable (Input) -> Output) -> [Output] {
        guard inputs.count > 1 else { return inputs.map(transform) }
        let results = ResultSlots<Output>(count: inputs.count)
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            results.set(index, transform(inputs[index]))
        }
        return results.values()
    }
}

/// Slots written once each from concurrent iterations; the lock keeps the array's storage safe.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    func values() -> [Value] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0! }
    }
}
