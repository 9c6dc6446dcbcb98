/// Pandoc's grid tables (`+------+------+` borders, `+=====+` under the header), which GitHub
/// shows as a paragraph of text: the schedule the author meant, as the lines of a pipe table, so
/// the table rules read it like any other. A cell's lines are kept as lines (`<br>`), without
/// the list dash each opens with.
enum GridTableLines {
    /// The pipe-table lines of `lines`, or nil when they are not a grid table with a header.
    static func pipeLines(_ lines: [Substring]) -> [Substring]? {
        guard let border = lines.first, border.hasPrefix("+-") || border.hasPrefix("+:"), border.hasSuffix("+") else { return nil }
        let borderCharacters = Array(border)
        let columns = borderCharacters.indices.filter { borderCharacters[$0] == "+" }
        guard columns.count >= 3 else { return nil }
        var rows: [[String]] = []
        var current: [[String]] = Array(repeating: [], count: columns.count - 1)
        var headerRows: Int?
        func flush() {
            guard current.contains(where: { !$0.isEmpty }) else { return }
            rows.append(current.map { parts in parts.joined(separator: "<br>") })
            current = Array(repeating: [], count: columns.count - 1)
        }
        for line in lines.dropFirst() {
            let characters = Array(line)
            if line.hasPrefix("+") {
                flush()
                if line.contains("=") { headerRows = rows.count }
                continue
            }
            guard line.hasPrefix("|"), characters.count >= columns.last! + 1 else { return nil }
            for column in 0..<(columns.count - 1) {
                let start = columns[column] + 1, end = columns[column + 1]
                guard characters[columns[column]] == "|", end <= characters.count else { return nil }
                var text = String(characters[start..<end]).trimmingSpaces()
                if text.hasPrefix("- ") { text = text.dropFirst(2).trimmingSpaces() }
                if !text.isEmpty { current[column].append(String(text).replacingOccurrences(of: "|", with: "\\\\|")) }
            }
        }
        flush()
        guard let headerRows, headerRows >= 1, rows.count > headerRows else { return nil }
        let header = (0..<(columns.count - 1)).map { column in rows[..<headerRows].map { $0[column] }.filter { !$0.isEmpty }.joined(separator: " ") }
        func pipe(_ cells: [String]) -> Substring { Substring("| " + cells.joined(separator: " | ") + " |") }
        return [pipe(header), Substring("|" + String(repeating: "---|", count: header.count))] + rows[headerRows...].map(pipe)
    }
}
