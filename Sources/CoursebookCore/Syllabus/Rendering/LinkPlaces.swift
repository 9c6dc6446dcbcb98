import CourseMarkdown

/// Where a link or image's address is written in the page file, from cmark's source positions.
struct LinkPlaces: Sendable {
    let lines: SourceLines
    /// Lines before the body in the page file.
    let lineOffset: Int

    init(page: SyllabusPage) {
        lines = page.lines
        lineOffset = page.lineOffset
    }

    /// The page-file position (line and character column) of `(destination` within the node's own source range (the `(` as a
    /// reader looks for it), else the node's start; a reference link's address is written
    /// elsewhere, so it points at the link. Only the link's own bytes are searched, in place, so a
    /// long line with thousands of links costs each link its own length.
    func place(of destination: String, node: Int, in document: MarkdownDocument, rowLine: Int?) -> (line: Int, column: Int?)? {
        let needle = Array(("(" + destination).utf8)
        if let rowLine {
            guard rowLine >= 1, rowLine <= lines.count else { return nil }
            return (rowLine + lineOffset, Self.find(needle, in: lines[rowLine], from: 0, to: Int.max).map { lines.characterColumn(ofByteColumn: $0 + 1, line: rowLine) })
        }
        guard let range = document.range(of: node), range.start.line >= 1 else { return nil }
        for number in range.start.line...max(range.start.line, min(range.end.line, lines.count)) where number <= lines.count {
            let from = number == range.start.line ? max(range.start.byteColumn - 1, 0) : 0
            let to = number == range.end.line ? range.end.byteColumn : Int.max
            if let offset = Self.find(needle, in: lines[number], from: from, to: to) {
                return (number + lineOffset, lines.characterColumn(ofByteColumn: offset + 1, line: number))
            }
        }
        return (range.start.line + lineOffset, lines.characterColumn(ofByteColumn: range.start.byteColumn, line: range.start.line))
    }

    /// The page-file position of a GFM autolink starting `offset` bytes into text node `node`'s
    /// literal: in a table cell (`rowLine` set), its row's line alone.
    func place(ofAutolinkAt offset: Int, node: Int, in document: MarkdownDocument, rowLine: Int?) -> (line: Int, column: Int?)? {
        if let rowLine { return (rowLine + lineOffset, nil) }
        return document.range(of: node).map { ($0.start.line + lineOffset, lines.characterColumn(ofByteColumn: $0.start.byteColumn + offset, line: $0.start.line)) }
    }

    /// The byte offset of `needle` in `line`'s bytes `from..<to` (clamped), read in place.
    private static func find(_ needle: [UInt8], in line: Substring, from start: Int, to end: Int) -> Int? {
        func search(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
            let upper = min(end, bytes.count)
            guard !needle.isEmpty, start >= 0, upper - start >= needle.count else { return nil }
            for offset in start...(upper - needle.count) where bytes[offset] == needle[0] {
                if (1..<needle.count).allSatisfy({ bytes[offset + $0] == needle[$0] }) { return offset }
            }
            return nil
        }
        if let found = line.utf8.withContiguousStorageIfAvailable(search) { return found }
        return Array(line.utf8).withUnsafeBufferPointer(search)
    }
}
