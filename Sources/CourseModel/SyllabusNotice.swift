/// Something on a course page the syllabus leaves out (raw HTML GitHub would not show), with its
/// page position so the author can find it.
package struct SyllabusNotice: Sendable, Hashable, Codable {
    /// 1-based line in the page file.
    package var line: Int
    /// 1-based column, when known.
    package var column: Int?
    /// What was left out and why.
    package var message: String

    /// Creates a notice.
    package init(line: Int, column: Int?, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }
}
