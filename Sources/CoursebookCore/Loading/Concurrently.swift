import Foundation

/// Two independent parts of a load run at the same time, for the synchronous `BookLoader`.
enum Concurrently {
    /// Runs `first` and `second` at once and returns both results. They run as the two iterations
    /// of one `concurrentPerform`, so the calling thread does one of them rather than wait; a
    /// parallel map inside either runs on the thread it started on.
    static func run<First: Sendable, Second: Sendable>(_ first: @Sendable () -> First, _ second: @Sendable () -> Second) -> (First, Second) {
        let results = Results<First, Second>()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            if index == 0 { results.first = first() } else { results.second = second() }
        }
        // concurrentPerform returns only after both iterations, so both slots are filled.
        return (results.first!, results.second!)
    }
}

/// One slot per iteration: each is written by its own iteration only, and read after both end.
private final class Results<First: Sendable, Second: Sendable>: @unchecked Sendable {
    var first: First?
    var second: Second?
}
