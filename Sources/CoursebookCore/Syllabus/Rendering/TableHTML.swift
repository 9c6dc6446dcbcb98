import CourseMarkdown

/// Renders a pipe table as `<table>` with `<th scope="col">` headers and column alignment.
enum TableHTML {
    /// Appends the table's HTML to `out`; cells go through the same inline rendering as the page.
    /// `line` is the page line of the header row, so raw HTML in a cell is placed on its row's line.
    static func render(_ table: PipeTable, line: Int?, like page: SyllabusHTMLRenderer, into out: inout [UInt8], notes: inout RenderNotes) {
        var cells = SyllabusHTMLRenderer(document: table.cells, tables: [:], anchors: HeadingAnchors(), resolver: page.resolver)
        cells.keepsRawHTML = page.keepsRawHTML
        cells.presentation = page.presentation
        cells.places = page.places
        var rowNumber = 0
        if let lead = table.lead {
            cells.rowLine = line
            out.append("<p>")
            cells.renderChildren(of: lead, into: &out, notes: &notes)
            out.append("</p>\n")
        }
        func appendRow(_ row: [Int], open: StaticString, close: StaticString) {
            cells.rowLine = line.map { table.line(ofRow: rowNumber, tableStart: $0) }
            rowNumber += 1
            out.append("<tr>\n")
            for (column, cell) in row.enumerated() {
                out.append(open)
                out.append(alignment(table.alignments[column]))
                out.append(">")
                cells.renderChildren(of: cell, into: &out, notes: &notes)
                out.append(close)
            }
            out.append("</tr>\n")
        }
        out.append("<table>\n<thead>\n")
        appendRow(table.header, open: "<th scope=\"col\"", close: "</th>\n")
        out.append("</thead>\n")
        if !table.rows.isEmpty {
            out.append("<tbody>\n")
            for row in table.rows { appendRow(row, open: "<td", close: "</td>\n") }
            out.append("</tbody>\n")
        }
        out.append("</table>\n")
    }

    private static func alignment(_ alignment: PipeTable.Alignment) -> StaticString {
        switch alignment {
        case .none: ""
        case .left: " style=\"text-align: left\""
        case .center: " style=\"text-align: center\""
        case .right: " style=\"text-align: right\""
        }
    }
}
