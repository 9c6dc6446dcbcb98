/// Why `serve` could not start; the CLI maps each case to an exit code.
package enum ServeError: Error, Sendable, CustomStringConvertible {
    /// BOOK is missing or has no `coursebook.yml` (exit 66).
    case notACourseBook(String)
    /// The host is no IPv4 or IPv6 address (exit 64).
    case notAnAddress(host: String, port: UInt16)
    /// The address is not available here, or the port taken (exit 74).
    case cannotListen(host: String, port: UInt16, reason: String)

    package var description: String {
        switch self {
        case .notACourseBook(let message): message
        case .notAnAddress(let host, let port): "error: cannot listen on \(host):\(port) (not an IP address)"
        case .cannotListen(let host, let port, let reason): "error: cannot listen on \(host):\(port) (\(reason))"
        }
    }
}
