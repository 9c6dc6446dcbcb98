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

    /// The page-file position of `(destination` within the node's source lines (the `(` as a
    /// reader looks for it), else the node's start; a reference link's address is written
    /// elsewhere, so it points at the link.
    func place(of destination: String, node: Int, in document: MarkdownDocument, rowLine: Int?) -> (line: Int, column: Int?)? {
        let needle = Array(("(" + destination).utf8)
        if let rowLine {
            guard rowLine >= 1, rowLine <= lines.count else { return nil }
            return (rowLine + lineOffset, Self.find(needle, in: Array(lines[rowLine].utf8), from: 0).map { $0 + 1 })
        }
        guard let range = document.range(of: node), range.start.line >= 1 else { return nil }
        for number in range.start.line...max(range.start.line, min(range.end.line, lines.count)) where number <= lines.count {
            let line = Array(lines[number].utf8)
            let from = number == range.start.line ? min(max(range.start.column - 1, 0), line.count) : 0
            if let offset = Self.find(needle, in: line, from: from) { return (number + lineOffset, offset + 1) }
        }
        return (range.start.line + lineOffset, range.start.column)
    }

    private static func find(_ needle: [UInt8], in line: [UInt8], from start: Int) -> Int? {
        guard line.count - start >= needle.count, !needle.isEmpty else { return nil }
        for offset in start...(line.count - needle.count) where line[offset] == needle[0] && line[offset..<(offset + needle.count)].elementsEqual(needle) {
            return offset
        }
        return nil
    }
}
