import CourseModel

/// Why a course book could not be loaded.
package enum BookError: Error, Sendable, CustomStringConvertible {
    /// The folder does not exist or has no `coursebook.yml` (exit 66).
    case notACourseBook(path: String, reason: String)
    /// The data has errors; every diagnostic found, errors and warnings, in file order (exit 65).
    case invalid([Diagnostic])

    package var description: String {
        switch self {
        case .notACourseBook(let path, let reason): "\(path): error: not a course book: \(reason)"
        case .invalid(let diagnostics): diagnostics.map(\.description).joined(separator: "\n")
        }
    }
}
