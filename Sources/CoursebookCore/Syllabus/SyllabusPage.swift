import CourseMarkdown

/// A parsed course page body: its tree, its source lines and the pipe tables found in paragraphs.
struct SyllabusPage: Sendable {
    /// The cmark tree of the body (front matter removed).
    let document: MarkdownNode
    /// Lines of the body, to read pipe tables that cmark left as paragraphs.
    let lines: [Substring]
    /// Lines before the body in the page file (the front matter), to report file lines.
    let lineOffset: Int
    /// Pipe tables keyed by the range of the paragraph that held them.
    let tables: [SourceRange: PipeTable]

    /// Parses `body`; throws when the text is one of libcmark's slow inputs.
    init(body: String, lineOffset: Int) throws(MarkdownError) {
        document = try MarkdownParser.parse(body)
        lines = body.split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
        self.lineOffset = lineOffset
        tables = Self.findTables(document, lines: lines)
    }

    /// Wraps an already-built tree (e.g. a table cell) that holds no tables.
    init(document: MarkdownNode) {
        self.document = document
        lines = []
        lineOffset = 0
        tables = [:]
    }

    /// The table held by `node`, when it is a paragraph written as a pipe table.
    func table(_ node: MarkdownNode) -> PipeTable? {
        guard node.kind == .paragraph, let range = node.range else { return nil }
        return tables[range]
    }

    /// The 1-based line in the page file of a node's first line.
    func fileLine(_ node: MarkdownNode) -> Int {
        (node.range?.start.line ?? 1) + lineOffset
    }

    /// Plain text of a block, with tables as `cell | cell` rows.
    func plainText(_ node: MarkdownNode) -> String {
        if let table = table(node) {
            return ([table.header] + table.rows).map { $0.map(\.plainText).joined(separator: " | ") }.joined(separator: "\n")
        }
        return node.plainText
    }

    /// Paragraphs at the top level or in list items (not in block quotes, whose lines carry `>`).
    private static func findTables(_ document: MarkdownNode, lines: [Substring]) -> [SourceRange: PipeTable] {
        var tables: [SourceRange: PipeTable] = [:]
        var stack = [document]
        while let node = stack.popLast() {
            switch node.kind {
            case .document, .list, .item:
                stack.append(contentsOf: node.children)
            case .paragraph:
                guard let range = node.range, range.end.line > range.start.line,
                      range.start.line >= 1, range.end.line <= lines.count,
                      PipeTableParser.looksLikeDelimiterRow(lines[range.start.line].trimmingSpaces())
                else { continue }
                let rows = lines[(range.start.line - 1)..<range.end.line].map { $0.trimmingSpaces() }
                if let table = PipeTableParser.parse(rows) { tables[range] = table }
            default:
                continue
            }
        }
        return tables
    }
}
