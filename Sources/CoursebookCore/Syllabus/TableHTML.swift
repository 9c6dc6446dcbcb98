import CourseMarkdown

/// Renders a pipe table as `<table>` with `<th scope="col">` headers and column alignment.
enum TableHTML {
    /// Appends the table's HTML to `out`; cells go through the same safe inline rendering as the page.
    static func render(_ table: PipeTable, resolver: LinkResolver, into out: inout [UInt8]) {
        let cells = SyllabusHTMLRenderer(document: table.cells, tables: [:], anchors: [], resolver: resolver)
        out.append("<table>\n<thead>\n<tr>\n")
        for (column, cell) in table.header.enumerated() {
            out.append("<th scope=\"col\"")
            out.append(alignment(table.alignments[column]))
            out.append(">")
            cells.renderChildren(of: cell, into: &out)
            out.append("</th>\n")
        }
        out.append("</tr>\n</thead>\n")
        if !table.rows.isEmpty {
            out.append("<tbody>\n")
            for row in table.rows {
                out.append("<tr>\n")
                for (column, cell) in row.enumerated() {
                    out.append("<td")
                    out.append(alignment(table.alignments[column]))
                    out.append(">")
                    cells.renderChildren(of: cell, into: &out)
                    out.append("</td>\n")
                }
                out.append("</tr>\n")
            }
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
