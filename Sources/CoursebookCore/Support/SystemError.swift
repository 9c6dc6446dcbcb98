import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How a system error number is worded in our messages; the one caller of `strerror`.
enum SystemError {
    /// The system's wording of error number `code`, lower-cased, as diagnostics and error messages
    /// print it (`no such file or directory`); `error <code>` when the system has none.
    static func reason(_ code: Int32) -> String {
        (String(validatingCString: strerror(code)) ?? "error \(code)").lowercased()
    }
}
