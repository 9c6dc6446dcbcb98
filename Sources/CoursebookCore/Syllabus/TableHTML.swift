import CourseMarkdown

/// Renders a pipe table as `<table>` with `<th scope="col">` headers and column alignment.
enum TableHTML {
    /// Appends the table's HTML to `out`; cells go through the same safe inline rendering as the page.
    static func render(_ table: PipeTable, resolver: LinkResolver, into out: inout [UInt8]) {
        let cells = SyllabusHTMLRenderer(document: table.cells, tables: [:], anchors: HeadingAnchors(), resolver: resolver)
        func appendRow(_ row: [Int], open: StaticString, close: StaticString) {
            out.append("<tr>\n")
            for (column, cell) in row.enumerated() {
                out.append(open)
                out.append(alignment(table.alignments[column]))
                out.append(">")
                cells.renderChildren(of: cell, into: &out)
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
