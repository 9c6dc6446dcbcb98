import CourseMarkdown
import CourseModel

/// Where each link and image of a Markdown file is written, from cmark's source positions:
/// what puts a broken link's warning at its own `path:line:col` in the book, not at a page the
/// site generated from it.
enum MarkdownLinkStarts {
    /// The start of every link and image of `text`, by destination, in document order.
    static func starts(in text: String, path: String) -> [String: [SourceLocation]] {
        guard let document = try? MarkdownParser.parse(text) else { return [:] }
        let lines = Array(text.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        var starts: [String: [SourceLocation]] = [:]
        for index in 0..<document.count {
            let destination: String
            switch document.kind(of: index) {
            case .link(let url, _), .image(let url, _): destination = url
            default: continue
            }
            guard let range = document.range(of: index) else { continue }
            let at = destinationStart(destination, in: lines, from: range.start, to: range.end) ?? range.start
            let line = at.line >= 1 && at.line <= lines.count ? lines[at.line - 1] : []
            starts[destination, default: []].append(SourceLocation(path: path, line: at.line, column: SourceColumn.characterColumn(ofByteColumn: at.byteColumn, inLine: line)))
        }
        return starts
    }

    /// Where `(destination` is written within a link's source range, pointing at the `(` as a
    /// reader looks for it; nil for a reference link, whose destination is written elsewhere.
    private static func destinationStart(_ destination: String, in lines: [ArraySlice<UInt8>], from start: SourcePosition, to end: SourcePosition) -> SourcePosition? {
        let needle = Array(("(" + destination).utf8)
        guard start.line >= 1 else { return nil }
        for number in start.line...max(start.line, min(end.line, lines.count)) where number <= lines.count {
            let line = lines[number - 1]
            let from = number == start.line ? min(max(start.byteColumn - 1, 0), line.count) : 0
            let bytes = Array(line.dropFirst(from))
            guard bytes.count >= needle.count else { continue }
            for offset in 0...(bytes.count - needle.count) where bytes[offset..<(offset + needle.count)].elementsEqual(needle) {
                return SourcePosition(line: number, byteColumn: from + offset + 1)
            }
        }
        return nil
    }
}
