import CourseModel
import CoursebookCore
import Foundation

/// The errors `coursebook check` would print for a book (warnings left out).
enum BookErrors {
    static func of(_ book: URL) -> [Diagnostic] {
        do {
            return try BookLoader(root: book).load().warnings.filter { $0.severity == .error }
        } catch .invalid(let diagnostics) {
            return diagnostics.filter { $0.severity == .error }
        } catch {
            return [.error(CourseModel.SourceLocation(path: "?"), "not a course book: \(error)")]
        }
    }
}
