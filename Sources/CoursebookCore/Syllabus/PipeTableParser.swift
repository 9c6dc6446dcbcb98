import CourseMarkdown

/// Splits pipe-table lines into cells: a header row, a delimiter row with `:` alignment, escaped `\|`,
/// inline Markdown in cells and rows with missing cells.
enum PipeTableParser {
    /// The table formed by `lines`, or nil when they are not one. `references` are the page's link
    /// reference definitions, so `[HW1]` in a cell resolves as it does in a paragraph.
    /// `anyDelimiterWidth` reads a delimiter row of another width than the header's too (a table
    /// GitHub does not show as one), with the header's width.
    static func parse(_ lines: [Substring], lead: [Substring] = [], references: LinkReferences = LinkReferences(), anyDelimiterWidth: Bool = false) -> PipeTable? {
        guard lines.count >= 2, lines[0].contains(Character("|")) else { return nil }
        let headerCells = splitCells(lines[0])
        guard var alignments = delimiterRow(lines[1]), alignments.count == headerCells.count || anyDelimiterWidth else { return nil }
        alignments = Array(alignments.prefix(headerCells.count)) + Array(repeating: .none, count: max(0, headerCells.count - alignments.count))
        let width = headerCells.count
        var cells = MarkdownDocument()
        let leadParagraph = lead.isEmpty ? nil : appendInlineCell(lead.joined(separator: "\n"), references: references, to: &cells)
        let header = headerCells.map { appendInlineCell($0, references: references, to: &cells) }
        let rows = lines.dropFirst(2).map { line -> [Int] in
            var row = splitCells(line).prefix(width).map { appendInlineCell($0, references: references, to: &cells) }
            while row.count < width { row.append(cells.appendParagraph(text: "")) }
            return row
        }
        return PipeTable(alignments: alignments, cells: cells, header: header, rows: rows, lead: leadParagraph, leadLines: lead.count)
    }

    /// Whether `line` can be a delimiter row, without splitting it; a cheap test before `parse`.
    static func looksLikeDelimiterRow(_ line: Substring) -> Bool {
        // Those characters are single bytes, so the bytes decide it.
        var sawDash = false
        for byte in line.utf8 {
            switch byte {
            case UInt8(ascii: "-"): sawDash = true
            case UInt8(ascii: "|"), UInt8(ascii: ":"), UInt8(ascii: " "), UInt8(ascii: "\t"): continue
            default: return false
            }
        }
        return sawDash
    }

    private static func delimiterRow(_ line: Substring) -> [PipeTable.Alignment]? {
        // The row is all `|-: \t` here, so bytes decide what it holds.
        guard looksLikeDelimiterRow(line), line.utf8.contains(UInt8(ascii: "|")) || line.utf8.contains(UInt8(ascii: ":")) else { return nil }
        var result: [PipeTable.Alignment] = []
        for cell in splitCells(line) {
            guard cell.utf8.contains(UInt8(ascii: "-")) else { return nil }
            let left = cell.hasPrefix(":"), right = cell.hasSuffix(":")
            guard cell.dropFirst(left ? 1 : 0).dropLast(right ? 1 : 0).allSatisfy({ $0 == "-" }) else { return nil }
            result.append(left && right ? .center : right ? .right : left ? .left : .none)
        }
        return result.isEmpty ? nil : result
    }

    /// Cells of one row, trimmed; `\|` stays in the cell as `|`, an outer pipe on either side is optional.
    static func splitCells(_ line: Substring) -> [String] {
        if let cells = splitASCIICells(line) { return cells }
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

    /// `splitCells` on the line's UTF-8 bytes: `|`, `\\`, spaces and tabs are ASCII, and no byte of
    /// a longer UTF-8 sequence equals one, so the bytes split where the characters do. Nil only
    /// when a combining mark follows a pipe or backslash (one `Character` then, not a separator).
    private static func splitASCIICells(_ line: Substring) -> [String]? {
        if !line.utf8.allSatisfy({ $0 < 0x80 }) {
            let scalars = Array(line.unicodeScalars)
            for (index, scalar) in scalars.enumerated().dropLast() where scalar == "|" || scalar == "\\" {
                if scalars[index + 1].properties.canonicalCombiningClass != .notReordered { return nil }
            }
        }
        var line = line
        return line.withUTF8 { whole -> [String]? in
            var start = 0, end = whole.count
            while start < end, whole[start] == UInt8(ascii: " ") || whole[start] == UInt8(ascii: "\t") { start += 1 }
            while end > start, whole[end - 1] == UInt8(ascii: " ") || whole[end - 1] == UInt8(ascii: "\t") { end -= 1 }
            if start < end, whole[start] == UInt8(ascii: "|") { start += 1 }
            if start < end, whole[end - 1] == UInt8(ascii: "|"), !(end - 1 > start && whole[end - 2] == UInt8(ascii: "\\")) { end -= 1 }
            let bytes = UnsafeBufferPointer(rebasing: whole[start..<end])
            guard bytes.contains(UInt8(ascii: "\\")) else {
                // Without escapes a cell is the text between two pipes.
                return bytes.split(separator: UInt8(ascii: "|"), omittingEmptySubsequences: false).map(trimmedCell)
            }
            var cells: [String] = []
            var current: [UInt8] = []
            var escaped = false
            func finishCell() {
                cells.append(current.withUnsafeBufferPointer { trimmedCell($0[...]) })
                current.removeAll(keepingCapacity: true)
            }
            for byte in bytes {
                if escaped {
                    if byte != UInt8(ascii: "|") { current.append(UInt8(ascii: "\\")) }
                    current.append(byte)
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "|") {
                    finishCell()
                } else {
                    current.append(byte)
                }
            }
            if escaped { current.append(UInt8(ascii: "\\")) }
            finishCell()
            return cells
        }
    }

    /// An ASCII cell's text without leading and trailing spaces and tabs.
    private static func trimmedCell(_ cell: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        var cell = cell
        while let first = cell.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") { cell = cell.dropFirst() }
        while let last = cell.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { cell = cell.dropLast() }
        return String(decoding: cell, as: UTF8.self)
    }

    /// Appends the cell's inline Markdown to `cells` as a paragraph and returns its index; text
    /// that would form a block stays literal.
    private static func appendInlineCell(_ text: String, references: LinkReferences, to cells: inout MarkdownDocument) -> Int {
        guard !text.isEmpty else { return cells.appendParagraph(text: "") }
        if isPlainInline(text) {
            // What cmark gives for such a line: one text node spanning it.
            let range = SourceRange(start: SourcePosition(line: 1, byteColumn: 1), end: SourcePosition(line: 1, byteColumn: text.utf8.count))
            return cells.appendParagraph(text: text, range: range)
        }
        // Definitions after the cell make no nodes of their own; only those the cell names are added.
        // A cell is inline content, as in GFM: `<ul><li>[A][a]</li></ul>` at its start would open an
        // HTML block, so a guard letter goes first and is taken off the first text node again.
        let guarded = text.hasPrefix("<")
        let document = MarkdownParser.parseUnscreened((guarded ? "x" : "") + escapingBlockStart(text) + references.definitions(usedIn: text))
        let children = Array(document.children(of: MarkdownDocument.root))
        if children.count == 1, document.kind(of: children[0]) == .paragraph {
            return cells.appendParagraph(inlinesOf: children[0], in: document, droppingLeadingBytes: guarded ? 1 : 0)
        }
        return cells.appendParagraph(text: text)
    }

    /// Whether cmark reads `text` as one paragraph holding exactly `text` as one text node: no byte
    /// that starts inline markup, an entity or a line end, and a first character that opens no block
    /// (a letter, non-ASCII, or digits not followed by `.` or `)`), so `escapingBlockStart` keeps it,
    /// and no trailing space for cmark to strip (a cell can keep one after a prepended character).
    private static func isPlainInline(_ text: String) -> Bool {
        let utf8 = text.utf8
        guard let first = utf8.first, utf8.last != UInt8(ascii: " ") else { return false }
        switch first {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), 0x80...:
            break
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            let marker = utf8.first { $0 < UInt8(ascii: "0") || $0 > UInt8(ascii: "9") }
            if marker == UInt8(ascii: ".") || marker == UInt8(ascii: ")") { return false }
        default:
            return false
        }
        return !utf8.contains { byte in
            switch byte {
            case 0..<0x20, UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["),
                 UInt8(ascii: "]"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "!"), UInt8(ascii: "&"):
                true
            default:
                false
            }
        }
    }

    /// Escapes a leading character that would open a block (quote, heading, list, fence), so a cell
    /// such as `> > > …` cannot reach cmark's slow block paths and stays inline.
    private static func escapingBlockStart(_ text: String) -> String {
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
}
