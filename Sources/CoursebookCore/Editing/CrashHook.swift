#if DEBUG
import Foundation
#if canImport(Glibc)
import Glibc
#endif
#endif

/// A test hook for crash-safety tests: in debug builds, `COURSEBOOK_DEBUG_CRASH_AFTER=N` makes the
/// process SIGKILL itself at the Nth step of a journaled write (each temporary file, the commit,
/// each rename). Release builds compile it to nothing.
struct CrashHook {
    #if DEBUG
    private let limit = ProcessInfo.processInfo.environment["COURSEBOOK_DEBUG_CRASH_AFTER"].flatMap { Int($0) }
    private var count = 0
    #endif

    /// Marks that one more step of a write is on disk.
    mutating func step() {
        #if DEBUG
        count += 1
        if let limit, count >= limit { raise(SIGKILL) }
        #endif
    }
}
