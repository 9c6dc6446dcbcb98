import CourseModel
import Foundation

/// A planned change to a course book: whole-file replacements, each knowing the bytes it expects
/// to replace, so it can be shown as a diff, validated, and applied or refused as one.
package struct BookEdit: Sendable {
    /// One file's change; `old` nil creates the file, `new` nil deletes it.
    package struct FileChange: Sendable, Equatable {
        /// Path relative to the book, `/`-separated.
        package var path: String
        /// The bytes on disk when the change was planned.
        package var old: Data?
        /// The bytes to write.
        package var new: Data?
    }

    /// Changed files, in the order they were first touched.
    package private(set) var changes: [FileChange] = []
    /// What a removal takes away, listed before the user confirms it.
    package var removals: [String] = []
    /// One line per thing done, for the command's summary.
    package var summary: [EditSummaryLine] = []
    /// Errors the book still has after the change: ones it had before, which this change neither
    /// caused nor fixed (a command prints them as warnings).
    package var remainingErrors: [Diagnostic] = []

    /// An empty change.
    package init() {}

    /// Whether nothing would change on disk.
    package var isEmpty: Bool { changes.allSatisfy { $0.old == $0.new } }

    /// Records that `path` should hold `new` (nil deletes it); `old` is what it held when read.
    package mutating func set(_ path: String, old: Data?, new: Data?) {
        if let index = changes.firstIndex(where: { $0.path == path }) {
            changes[index].new = new
        } else {
            changes.append(FileChange(path: path, old: old, new: new))
        }
    }

    /// The change as a unified diff, file by file.
    package var diff: String {
        changes.filter { $0.old != $0.new }.map { change in
            UnifiedDiff(
                oldName: change.old == nil ? "/dev/null" : "a/" + change.path,
                newName: change.new == nil ? "/dev/null" : "b/" + change.path
            ).render(old: change.old ?? Data(), new: change.new ?? Data())
        }.joined()
    }
}
