import Foundation
import Synchronization

/// Two independent parts of a load run at the same time, for the synchronous `BookLoader`.
enum Concurrently {
    /// Runs `first` on a thread of its own while the calling thread runs `second`, and returns
    /// both results. The extra thread is not one of the shared pool's, so a parallel map inside
    /// `second` still gets every core, and the first part's core joins in as soon as it is done.
    ///
    /// A thread, not a task: the loader is synchronous (see `ParallelMap.map`), and this part
    /// blocks its thread for the whole of a load, which must not take a thread of Swift's pool
    /// (nor one of GCD's, whose stacks are too small for the YAML parser's recursion).
    static func run<First: Sendable, Second>(_ first: @escaping @Sendable () -> First, _ second: () -> Second) -> (First, Second) {
        let result = ThreadResult<First>()
        let thread = Thread {
            result.value.withLock { $0 = first() }
            result.done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
        let other = second()
        result.done.wait()
        return (result.value.withLock { $0! }, other)
    }
}

/// The first part's result, written once by its thread and read after it signals.
private final class ThreadResult<Value: Sendable>: Sendable {
    let value = Mutex<Value?>(nil)
    let done = DispatchSemaphore(value: 0)
}
