import CourseHTML

enum HTMLTableReader {
    /// A span larger than this is read as this; browsers cap `colspan` at 1000 and `rowspan` at 65534,
    /// far more than a course schedule needs and enough to make a tiny page expand into millions of cells.
    static let maxSpan = 64

    /// Reads table `table` of `tree`; rows of tables nested in its cells are not its rows.
    static func read(_ tree: HTMLTree, table: Int, sectionAnchor: String?) -> HTMLTable {
        var grid: [[String]] = []
        /// Cells spilling down from a `rowspan` above: column → (text, rows still covered).
        var pending: [Int: (text: String, rows: Int)] = [:]
        for row in rows(of: table, in: tree) {
            var cells: [String] = []
            func fillPending() {
                while let spill = pending[cells.count] {
                    cells.append(spill.text)
                    pending[cells.count - 1] = spill.rows > 1 ? (spill.text, spill.rows - 1) : nil
                }
            }
            for cell in tree.children(of: row) where ["td", "th"].contains(tree.elementName(of: cell) ?? "") {
                fillPending()
                let text = cellText(cell, in: tree)
                let columns = span(tree.attribute("colspan", of: cell))
                let down = span(tree.attribute("rowspan", of: cell))
                for _ in 0..<columns {
                    if down > 1 { pending[cells.count] = (text, down - 1) }
                    cells.append(text)
                }
            }
            fillPending()
            // Spills past the row's last cell still fill their columns.
            while let column = pending.keys.filter({ $0 >= cells.count }).min() {
                while cells.count < column { cells.append("") }
                fillPending()
            }
            grid.append(cells)
        }
        let width = grid.map(\.count).max() ?? 0
        let padded = grid.map { $0 + Array(repeating: "", count: width - $0.count) }
        return HTMLTable(headers: padded.first ?? [], rows: Array(padded.dropFirst()), sectionAnchor: sectionAnchor)
    }

    private static func span(_ value: String?) -> Int {
        guard let value, let number = Int(value.trimmingSpaces()), number > 1 else { return 1 }
        return min(number, maxSpan)
    }

    /// The `<tr>` rows of the table, in `<thead>`, `<tbody>`, `<tfoot>` or directly under it.
    private static func rows(of table: Int, in tree: HTMLTree) -> [Int] {
        var result: [Int] = []
        for child in tree.children(of: table) {
            switch tree.elementName(of: child) {
            case "tr": result.append(child)
            case "thead", "tbody", "tfoot": result += tree.children(of: child).filter { tree.elementName(of: $0) == "tr" }
            default: continue
            }
        }
        return result
    }

    /// Elements that start a new line of a cell's text.
    static let lineElements: Set<String> = ["br", "p", "div", "li", "ul", "ol", "dt", "dd", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "table", "blockquote", "pre", "hr"]

    /// The text a reader sees in a cell: runs of spaces and source line feeds as one space,
    /// `<br>` and block elements as line breaks, content the sanitizer drops left out.
    static func cellText(_ cell: Int, in tree: HTMLTree) -> String {
        var lines: [String] = [""]
        var index = cell + 1
        let end = tree.end(of: cell)
        while index < end {
            switch tree.kind(of: index) {
            case .text:
                lines[lines.count - 1] += tree.text(of: index)
            case .comment:
                break
            case .element(let name, let namespace):
                if namespace != .html || RawHTMLPolicy.rule(for: name) == .drop {
                    index = tree.end(of: index)
                    continue
                }
                if lineElements.contains(name) { lines.append("") }
            }
            index += 1
        }
        return lines.map(collapsed).filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// `text` with every run of white space as one space, trimmed.
    static func collapsed(_ text: String) -> String {
        var out = ""
        var space = false
        for character in text {
            if character.isWhitespace {
                space = !out.isEmpty
            } else {
                if space { out.append(" ") }
                space = false
                out.append(character)
            }
        }
        return out
    }
}
