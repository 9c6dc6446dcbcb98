import CourseModel

/// Why a site build stopped; the CLI maps each case to an exit code.
package enum SiteError: Error, Sendable, CustomStringConvertible {
    /// The output folder may not be used (exit 73): not a previous site, or a dangerous place.
    case refusedOutput(path: String, reason: String)
    /// Writing the site failed (exit 74); the previous site is untouched.
    case writeFailed(path: String, reason: String)
    /// Templates or the book's problems made the build fail (exit 65).
    case invalid([Diagnostic])

    package var description: String {
        switch self {
        case .refusedOutput(let path, let reason): "\(path): error: refusing to write the site here: \(reason)"
        case .writeFailed(let path, let reason): "\(path): error: cannot write the site (\(reason)); the previous site is untouched"
        case .invalid(let diagnostics): diagnostics.map(\.description).joined(separator: "\n")
        }
    }
}
