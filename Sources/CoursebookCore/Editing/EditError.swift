import CourseModel

/// Why a change to a course book was not made. Nothing on disk has changed when one is thrown.
package enum EditError: Error, Sendable, CustomStringConvertible {
    /// The command named something that does not exist or asked for something impossible (exit 64).
    case usage(String)
    /// The book is not a course book or cannot be read (exit 66): the loader's whole message,
    /// worded by `BookError` (`path: error: not a course book: reason`).
    case notACourseBook(String)
    /// The change would make the book invalid, or the book is invalid already (exit 65).
    case refused([Diagnostic])
    /// Reading or writing a file failed (exit 74).
    case io(String)

    package var description: String {
        switch self {
        case .usage(let message): "error: \(message)"
        case .notACourseBook(let message): message
        case .refused(let diagnostics): diagnostics.map(\.description).joined(separator: "\n")
        case .io(let message): "error: \(message)"
        }
    }

    /// A usage error for an unknown id, naming the closest known ids.
    static func unknown(_ what: String, _ id: String, among candidates: some Collection<String>) -> EditError {
        .usage("unknown \(what) '\(id)'\(closest(to: id, among: candidates))")
    }

    /// ` (closest: 'a', 'b', 'c')`: the three ids nearest `id` (`ClosestNames`), or "" when there are none.
    static func closest(to id: String, among candidates: some Collection<String>) -> String {
        let close = ClosestNames.closest(to: id, among: candidates).map { "'\($0)'" }
        return close.isEmpty ? "" : " (closest: \(close.joined(separator: ", ")))"
    }
}
