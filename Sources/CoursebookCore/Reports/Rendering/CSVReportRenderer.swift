/// Renders a report as RFC 4180 CSV that is safe to open in a spreadsheet.
package enum CSVReportRenderer {
    /// The report's own CSV table when it has one; otherwise the sections' tables as one, with a
    /// first `section` column to tell them apart when there are several.
    package static func render(_ report: ReportDocument) -> String {
        if let table = report.csv { return render(table) }
        let tables = report.sections.compactMap { section in section.table.map { (section.heading, $0) } }
        guard let first = tables.first else { return "" }
        let sectioned = tables.count > 1
        var out = CSVField.line((sectioned ? ["section"] : []) + first.1.columns)
        for (heading, table) in tables {
            for row in table.rows { out += CSVField.line((sectioned ? [heading] : []) + row) }
        }
        return out
    }

    /// One table with its header row.
    static func render(_ table: ReportTable) -> String {
        CSVField.line(table.columns) + table.rows.map(CSVField.line).joined()
    }
}
