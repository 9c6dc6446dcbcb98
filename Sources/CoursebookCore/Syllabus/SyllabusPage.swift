import CourseMarkdown

/// A parsed course page body: its tree, its source lines and the pipe tables found in paragraphs.
struct SyllabusPage: Sendable {
    /// The cmark tree of the body (front matter removed).
    let document: MarkdownDocument
    /// The body's lines, to read pipe tables that cmark left as paragraphs.
    let lines: SourceLines
    /// Lines before the body in the page file (the front matter), to report file lines.
    let lineOffset: Int
    /// Pipe tables by the index of the paragraph (or setext heading) that held them.
    let tables: [Int: PipeTable]

    /// Parses `body`; throws when the text is one of libcmark's slow inputs.
    init(body: String, lineOffset: Int) throws(MarkdownError) {
        document = try MarkdownParser.parse(body)
        lines = SourceLines(body)
        self.lineOffset = lineOffset
        tables = Self.findTables(document, lines: lines)
    }

    /// Whether the page has raw HTML anywhere, pipe-table cells included.
    var hasRawHTML: Bool {
        func has(_ document: MarkdownDocument) -> Bool {
            (0..<document.count).contains { index in
                switch document.kind(of: index) {
                case .htmlBlock, .htmlInline: true
                default: false
                }
            }
        }
        return has(document) || tables.values.contains { has($0.cells) }
    }

    /// How many lines of a paragraph may come before a table's header row.
    static let maxLeadLines = 2

    /// The table held by paragraph `index`, when it is written as a pipe table.
    func table(_ index: Int) -> PipeTable? {
        tables.isEmpty ? nil : tables[index]
    }

    /// The 1-based line in the page file of a node's first line.
    func fileLine(_ index: Int) -> Int {
        (document.range(of: index)?.start.line ?? 1) + lineOffset
    }

    /// Plain text of a block, with tables as `cell | cell` rows.
    func plainText(_ index: Int) -> String {
        var out: [UInt8] = []
        appendPlainText(index, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Plain text of blocks, separated by blank lines.
    func plainText(_ blocks: [Int]) -> String {
        var out: [UInt8] = []
        for (position, block) in blocks.enumerated() {
            if position > 0 { out.append(contentsOf: [UInt8(ascii: "\n"), UInt8(ascii: "\n")]) }
            appendPlainText(block, to: &out)
        }
        return String(decoding: out, as: UTF8.self)
    }

    private func appendPlainText(_ index: Int, to out: inout [UInt8]) {
        guard let table = table(index) else { return document.appendPlainText(of: index, to: &out) }
        if let lead = table.lead {
            table.cells.appendPlainText(of: lead, to: &out)
            out.append(UInt8(ascii: "\n"))
        }
        for (position, row) in ([table.header] + table.rows).enumerated() {
            if position > 0 { out.append(UInt8(ascii: "\n")) }
            for (column, cell) in row.enumerated() {
                if column > 0 { out.append(contentsOf: " | ".utf8) }
                table.cells.appendPlainText(of: cell, to: &out)
            }
        }
    }

    /// Paragraphs at the top level or in list items (not in block quotes, whose lines carry `>`).
    private static func findTables(_ document: MarkdownDocument, lines: SourceLines) -> [Int: PipeTable] {
        var tables: [Int: PipeTable] = [:]
        // Read once, and only for a page that has a table.
        var references: LinkReferences?
        var stack = [MarkdownDocument.root]
        while let index = stack.popLast() {
            switch document.kind(of: index) {
            case .document, .list, .item:
                stack.append(contentsOf: document.children(of: index))
            // `| a | b |`, `|---|---|`, rows, then `--`: cmark reads a setext heading, GitHub's table
            // extension a table whose last row is `--`. The table wins, as on GitHub.
            case .paragraph, .heading:
                guard let range = document.range(of: index), range.end.line > range.start.line,
                      range.start.line >= 1, range.end.line <= lines.count else { continue }
                // The header is the line above the delimiter row; a line or two before it (a
                // kramdown border `|---+---|`) stay a paragraph above the table, as on GitHub.
                guard let header = (range.start.line..<min(range.end.line, range.start.line + Self.maxLeadLines + 1)).first(where: { line in
                    PipeTableParser.looksLikeDelimiterRow(lines[line + 1].trimmingSpaces())
                }) else { continue }
                var rows = (header...range.end.line).map { lines[$0].trimmingSpaces() }
                let lead = (range.start.line..<header).map { lines[$0].trimmingSpaces() }
                // A setext heading's range may reach the blank line after its underline.
                while rows.last?.isEmpty == true { rows.removeLast() }
                if references == nil { references = LinkReferences(lines: lines) }
                if let table = PipeTableParser.parse(rows, lead: lead, references: references!) { tables[index] = table }
            default:
                continue
            }
        }
        return tables
    }
}
