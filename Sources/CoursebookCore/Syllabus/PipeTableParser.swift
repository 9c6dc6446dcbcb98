import CourseMarkdown

/// A GitHub pipe table recognised in a paragraph (plain cmark has no table extension).
struct PipeTable: Sendable {
    /// Column alignment from the delimiter row's colons.
    enum Alignment: Sendable { case none, left, center, right }

    /// Column alignments; the header decides the column count.
    var alignments: [Alignment]
    /// Header cells, each a paragraph node holding the cell's inlines.
    var header: [MarkdownNode]
    /// Body rows, padded or cut to the header's width.
    var rows: [[MarkdownNode]]

    /// The header texts.
    var headerTexts: [String] { header.map(\.plainText) }
}

/// Splits pipe-table lines into cells: a header row, a delimiter row with `:` alignment, escaped `\|`,
/// inline Markdown in cells and rows with missing cells.
enum PipeTableParser {
    /// The table formed by `lines`, or nil when they are not one.
    static func parse(_ lines: [Substring]) -> PipeTable? {
        guard lines.count >= 2, lines[0].contains("|") else { return nil }
        let headerCells = splitCells(lines[0])
        guard let alignments = delimiterRow(lines[1]), alignments.count == headerCells.count else { return nil }
        let width = headerCells.count
        let rows = lines.dropFirst(2).map { line -> [MarkdownNode] in
            var cells = splitCells(line).prefix(width).map(inlineCell)
            while cells.count < width { cells.append(MarkdownNode(kind: .paragraph)) }
            return Array(cells)
        }
        return PipeTable(alignments: alignments, header: headerCells.map(inlineCell), rows: rows)
    }

    /// Whether `line` can be a delimiter row, without splitting it; a cheap test before `parse`.
    static func looksLikeDelimiterRow(_ line: Substring) -> Bool {
        line.contains("-") && line.allSatisfy { "|-: \t".contains($0) }
    }

    private static func delimiterRow(_ line: Substring) -> [PipeTable.Alignment]? {
        guard looksLikeDelimiterRow(line), line.contains("|") || line.contains(":") else { return nil }
        var result: [PipeTable.Alignment] = []
        for cell in splitCells(line) {
            guard cell.contains("-") else { return nil }
            let left = cell.hasPrefix(":"), right = cell.hasSuffix(":")
            guard cell.dropFirst(left ? 1 : 0).dropLast(right ? 1 : 0).allSatisfy({ $0 == "-" }) else { return nil }
            result.append(left && right ? .center : right ? .right : left ? .left : .none)
        }
        return result.isEmpty ? nil : result
    }

    /// Cells of one row, trimmed; `\|` stays in the cell as `|`, an outer pipe on either side is optional.
    static func splitCells(_ line: Substring) -> [String] {
        var row = line.trimmingSpaces()
        if row.hasPrefix("|") { row = row.dropFirst() }
        if row.hasSuffix("|"), !row.hasSuffix("\\|") { row = row.dropLast() }
        var cells: [String] = []
        var current = ""
        var escaped = false
        for character in row {
            if escaped {
                if character != "|" { current.append("\\") }
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "|" {
                cells.append(String(current.trimmingSpaces()))
                current = ""
            } else {
                current.append(character)
            }
        }
        if escaped { current.append("\\") }
        cells.append(String(current.trimmingSpaces()))
        return cells
    }

    /// The cell's inline Markdown as a paragraph node; text that would form a block stays literal.
    private static func inlineCell(_ text: String) -> MarkdownNode {
        guard !text.isEmpty else { return MarkdownNode(kind: .paragraph) }
        let document = MarkdownParser.parseUnscreened(escapingBlockStart(text))
        if document.children.count == 1, let only = document.children.first, only.kind == .paragraph {
            return MarkdownNode(kind: .paragraph, children: only.children)
        }
        return MarkdownNode(kind: .paragraph, children: [MarkdownNode(kind: .text, literal: text)])
    }
}

/// Escapes a leading character that would open a block (quote, heading, list, fence), so a cell
/// such as `> > > …` cannot reach cmark's slow block paths and stays inline.
private func escapingBlockStart(_ text: String) -> String {
    guard let first = text.first else { return text }
    let second = text.dropFirst().first
    if ">#=".contains(first) || text.hasPrefix("```") || text.hasPrefix("~~~") { return "\\" + text }
    let thematicBreak = text.allSatisfy { $0 == first || $0 == " " }
    if "-+*_".contains(first), second == nil || second == " " || second == "\t" || thematicBreak { return "\\" + text }
    if first.isASCII, first.isNumber {
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        let rest = text.dropFirst(digits.count)
        if let marker = rest.first, marker == "." || marker == ")" { return digits + "\\" + rest }
    }
    return text
}

extension StringProtocol {
    /// Without leading and trailing spaces and tabs.
    func trimmingSpaces() -> SubSequence {
        var start = startIndex
        var end = endIndex
        while start < end, self[start] == " " || self[start] == "\t" { start = index(after: start) }
        while end > start, self[index(before: end)] == " " || self[index(before: end)] == "\t" { end = index(before: end) }
        return self[start..<end]
    }
}
