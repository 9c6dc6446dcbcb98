/// Where in a course book something was found: a path relative to the book, 1-based line and column.
package struct SourceLocation: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// Path relative to the course book folder, with `/` separators.
    package var path: String
    /// 1-based line; 0 when the problem concerns the whole file.
    package var line: Int
    /// 1-based column; nil when only the line is known.
    package var column: Int?

    /// Creates a location.
    package init(path: String, line: Int = 0, column: Int? = nil) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `path:line:col`, `path:line` or `path`, as compilers print it.
    package var description: String {
        guard line > 0 else { return path }
        guard let column else { return "\(path):\(line)" }
        return "\(path):\(line):\(column)"
    }

    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column ?? 0) < (rhs.path, rhs.line, rhs.column ?? 0)
    }
}
