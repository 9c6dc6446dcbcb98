/// A table of plain-text cells; renderers escape cells for their format.
package struct ReportTable: Sendable {
    /// How a column's cells line up.
    package enum Alignment: Sendable { case left, right }

    /// Column headers.
    package var columns: [String]
    /// Alignment per column (numbers right-aligned).
    package var alignments: [Alignment]
    /// Rows of cells, each as long as `columns`.
    package var rows: [[String]]
    /// How many leading columns identify a row (a student's name): a table split across printed
    /// pages repeats them in every part.
    package var keyColumns = 1

    /// Creates a table; alignments default to left.
    package init(columns: [String], alignments: [Alignment]? = nil, rows: [[String]]) {
        self.columns = columns
        self.alignments = alignments ?? Array(repeating: .left, count: columns.count)
        self.rows = rows
    }

    /// One table from per-group tables with the same columns, each row led by its group's key
    /// (e.g. the course id), so a CSV of all courses has one header and a course column.
    package static func grouped(_ column: String, _ groups: [(key: String, table: ReportTable)], columns: [String]) -> ReportTable {
        ReportTable(columns: [column] + columns, rows: groups.flatMap { group in group.table.rows.map { [group.key] + $0 } })
    }
}
