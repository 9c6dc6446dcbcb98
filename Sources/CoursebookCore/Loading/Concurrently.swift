import Foundation

/// Two independent parts of a load run at the same time, for the synchronous `BookLoader`.
enum Concurrently {
    /// Runs `first` on a thread of its own while the calling thread runs `second`, and returns
    /// both results. The extra thread is not one of the shared pool's, so a parallel map inside
    /// `second` still gets every core, and the first part's core joins in as soon as it is done.
    static func run<First: Sendable, Second>(_ first: @escaping @Sendable () -> First, _ second: () -> Second) -> (First, Second) {
        let result = Result<First>()
        let thread = Thread {
            result.value = first()
            result.done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
        let other = second()
        result.done.wait()
        // The semaphore orders the thread's write before this read.
        return (result.value!, other)
    }
}

/// The first part's result, written once by its thread and read after it signals.
private final class Result<Value: Sendable>: @unchecked Sendable {
    var value: Value?
    let done = DispatchSemaphore(value: 0)
}
