/// A position in Markdown source: 1-based line and column (columns count UTF-8 bytes, as cmark does).
package struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// 1-based line number.
    package var line: Int
    /// 1-based column in UTF-8 bytes.
    package var column: Int

    /// Creates a position from a 1-based line and column.
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    package static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    package var description: String { "\(line):\(column)" }
}
