/// Why `serve` could not start; the CLI maps each case to an exit code.
package enum ServeError: Error, Sendable, CustomStringConvertible {
    /// BOOK is missing or has no `coursebook.yml` (exit 66).
    case notACourseBook(String)
    /// The address is malformed, or the port taken (exit 64 for a bad address, else 74).
    case cannotListen(host: String, port: UInt16, reason: String)

    package var description: String {
        switch self {
        case .notACourseBook(let message): message
        case .cannotListen(let host, let port, let reason): "error: cannot listen on \(host):\(port) (\(reason))"
        }
    }
}
