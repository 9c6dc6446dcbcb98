import CourseMarkdown

/// A parsed course page body: its tree, its source lines and the pipe tables found in paragraphs.
struct SyllabusPage: Sendable {
    /// The cmark tree of the body (front matter removed).
    let document: MarkdownNode
    /// The body's lines, to read pipe tables that cmark left as paragraphs.
    let lines: SourceLines
    /// Lines before the body in the page file (the front matter), to report file lines.
    let lineOffset: Int
    /// Pipe tables keyed by the range of the paragraph that held them.
    let tables: [SourceRange: PipeTable]

    /// Parses `body`; throws when the text is one of libcmark's slow inputs.
    init(body: String, lineOffset: Int) throws(MarkdownError) {
        document = try MarkdownParser.parse(body)
        lines = SourceLines(body)
        self.lineOffset = lineOffset
        tables = Self.findTables(document, lines: lines)
    }

    /// Wraps an already-built tree (e.g. a table cell) that holds no tables.
    init(document: MarkdownNode) {
        self.document = document
        lines = SourceLines("")
        lineOffset = 0
        tables = [:]
    }

    /// The table held by `node`, when it is a paragraph written as a pipe table.
    func table(_ node: MarkdownNode) -> PipeTable? {
        guard !tables.isEmpty, node.kind == .paragraph, let range = node.range else { return nil }
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
    private static func findTables(_ document: MarkdownNode, lines: SourceLines) -> [SourceRange: PipeTable] {
        var tables: [SourceRange: PipeTable] = [:]
        var stack = [document]
        while let node = stack.popLast() {
            switch node.kind {
            case .document, .list, .item:
                stack.append(contentsOf: node.children)
            case .paragraph:
                guard let range = node.range, range.end.line > range.start.line,
                      range.start.line >= 1, range.end.line <= lines.count,
                      PipeTableParser.looksLikeDelimiterRow(lines[range.start.line + 1].trimmingSpaces())
                else { continue }
                let rows = ((range.start.line)...range.end.line).map { lines[$0].trimmingSpaces() }
                if let table = PipeTableParser.parse(rows) { tables[range] = table }
            default:
                continue
            }
        }
        return tables
    }
}

/// The lines of a text, found once as UTF-8 offsets so a line is sliced only when it is read.
///
/// Lines end at `\n` characters: a `\r\n` pair is one character and does not end a line, and a
/// `\r` left at the end of a line is dropped, as splitting the `String` on `"\n"` did.
struct SourceLines: Sendable {
    private let text: String
    /// UTF-8 offset where each line starts, plus one past the end of the text.
    private var starts: [Int]

    init(_ text: String) {
        self.text = text
        var starts = [0]
        var copy = text
        copy.withUTF8 { bytes in
            for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") && (index == 0 || bytes[index - 1] != UInt8(ascii: "\r")) {
                starts.append(index + 1)
            }
            starts.append(bytes.count + 1)
        }
        self.starts = starts
    }

    /// How many lines there are.
    var count: Int { starts.count - 1 }

    /// The UTF-8 length of the text.
    var byteCount: Int { starts[starts.count - 1] - 1 }

    /// Line `number`, 1-based, without its line end.
    subscript(number: Int) -> Substring {
        let utf8 = text.utf8
        var end = starts[number] - 1
        let start = starts[number - 1]
        if end > start, utf8[utf8.index(utf8.startIndex, offsetBy: end - 1)] == UInt8(ascii: "\r") { end -= 1 }
        return text[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]
    }
}
