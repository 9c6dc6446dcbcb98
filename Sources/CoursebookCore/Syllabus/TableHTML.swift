import CourseMarkdown

/// Renders a pipe table as `<table>` with `<th scope="col">` headers and column alignment.
enum TableHTML {
    /// The table's HTML; cells go through the same safe inline rendering as the page.
    static func render(_ table: PipeTable, resolver: LinkResolver) -> String {
        var out = "<table>\n<thead>\n<tr>\n"
        for (column, cell) in table.header.enumerated() {
            out += "<th scope=\"col\"" + alignment(table.alignments[column]) + ">"
            out += inline(cell, resolver: resolver)
            out += "</th>\n"
        }
        out += "</tr>\n</thead>\n"
        if !table.rows.isEmpty {
            out += "<tbody>\n"
            for row in table.rows {
                out += "<tr>\n"
                for (column, cell) in row.enumerated() {
                    out += "<td" + alignment(table.alignments[column]) + ">"
                    out += inline(cell, resolver: resolver)
                    out += "</td>\n"
                }
                out += "</tr>\n"
            }
            out += "</tbody>\n"
        }
        return out + "</table>\n"
    }

    private static func alignment(_ alignment: PipeTable.Alignment) -> String {
        switch alignment {
        case .none: ""
        case .left: " style=\"text-align: left\""
        case .center: " style=\"text-align: center\""
        case .right: " style=\"text-align: right\""
        }
    }

    private static func inline(_ cell: MarkdownNode, resolver: LinkResolver) -> String {
        let document = MarkdownNode(kind: .document, children: cell.children)
        let page = SyllabusPage(document: document)
        return SyllabusHTMLRenderer(page: page, anchors: [], resolver: resolver).render()
    }
}
