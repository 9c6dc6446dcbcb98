/// Canvas's gradebook export (Grades → Export, the file a teacher or TA can download): a header
/// `Student, ID, SIS User ID, SIS Login ID, Section`, one column per assignment (`Homework 1
/// (12345)`), Canvas's computed `… Current Score`/`… Final Score`/`… Grade` columns, and rows that
/// are no people: `Points Possible` (the maximum of each assignment), and in newer exports Canvas's
/// test student (`Student, Test`). The same shape is what Canvas's gradebook import reads, so our
/// own `export canvas-grades` files read back here.
package struct CanvasGradebook: Sendable {
    /// The columns Canvas writes first, in order, to say who a row is: the one list of the file's
    /// shape, which `export canvas-grades` writes too (`CanvasGradesFile`).
    static let identityHeader = ["Student", "ID", "SIS User ID", "SIS Login ID", "Section"]
    /// The `Student` cell of the row with each item's maximum, indented as Canvas writes it.
    static let pointsPossibleCell = "    Points Possible"
    /// That cell as the reader compares it (cells come trimmed).
    private static let pointsPossibleKey = pointsPossibleCell.trimmingWhitespace().lowercased()
    /// Columns that mark the header row.
    package static let headerColumns = ["student", "id", "section"]
    /// Columns that say who a row is, never a grade: `identityHeader`, and two that some exports add.
    static let identityColumns = Set(identityHeader.map { $0.lowercased() } + ["integration id", "root account"])
    /// Endings of the columns Canvas computes (`Current Score`, `Assignments Final Grade`, …).
    static let computedEndings = ["current score", "final score", "current grade", "final grade", "current points", "final points", "override score", "override grade"]

    /// One student row.
    package struct Student: Sendable {
        /// The row in the export.
        package var row: ExportTable.Row
        /// The `Student` cell as written (`Last, First`).
        package var name: String
        /// Each assignment cell that holds a number, by the item's column name as written; an
        /// empty cell, `EX` (excused) or a letter grade has none.
        package var scores: [String: Double]
    }

    /// The assignment columns, as written, in file order.
    package private(set) var items: [String] = []
    /// Each item's `Points Possible`, when the export has that row.
    package private(set) var pointsPossible: [String: Double] = [:]
    /// The rows that are people.
    package private(set) var students: [Student] = []
    /// The rows that are not, with why: the `Points Possible` row, the test student, rows
    /// without a name (older exports' `Muted`/`Manual Posting` row).
    package private(set) var skipped: [(row: ExportTable.Row, reason: String)] = []

    /// Reads a gradebook from an export table whose header has `headerColumns`.
    package init(_ table: ExportTable) {
        items = table.columns.filter { column in
            let key = column.lowercased()
            return !key.isEmpty && !Self.identityColumns.contains(key) && !Self.computedEndings.contains { key.hasSuffix($0) }
        }
        for row in table.rows {
            let name = row.cells["student"] ?? ""
            let scores = items.reduce(into: [String: Double]()) { scores, item in
                if let value = Self.number(row.cells[item.lowercased()] ?? "") { scores[item] = value }
            }
            switch name.lowercased() {
            case Self.pointsPossibleKey:
                pointsPossible = scores
                skipped.append((row, "Points Possible (not a student)"))
            case "student, test", "test student":
                skipped.append((row, "Canvas's test student"))
            case "":
                if row.cells.values.contains(where: { !$0.isEmpty }) { skipped.append((row, "no student name")) }
            default:
                students.append(Student(row: row, name: name, scores: scores))
            }
        }
    }

    /// A grade cell's number: digits with a `.` decimal point, as Canvas writes them.
    static func number(_ cell: String) -> Double? {
        guard !cell.isEmpty, cell.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") }) else { return nil }
        return Double(cell)
    }
}
