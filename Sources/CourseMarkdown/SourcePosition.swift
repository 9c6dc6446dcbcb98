/// A position in Markdown source: 1-based line and byte column (UTF-8 bytes, as cmark counts).
///
/// The column stays in bytes because the code that reads a page cuts its lines by it; a printed
/// location converts it to characters with `SourceColumn` (in `CourseModel`), where it is made.
package struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// 1-based line number.
    package var line: Int
    /// 1-based column in UTF-8 bytes (not characters: never print it as it is).
    package var byteColumn: Int

    /// Creates a position from a 1-based line and byte column.
    package init(line: Int, byteColumn: Int) {
        self.line = line
        self.byteColumn = byteColumn
    }

    package static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.byteColumn) < (rhs.line, rhs.byteColumn)
    }

    package var description: String { "\(line):\(byteColumn)" }
}
