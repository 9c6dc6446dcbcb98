import CourseMarkdown
import CourseModel

/// Collects a page's links and images in order, resolved, with unsafe addresses left out, each
/// with where its address is written in the page file (cmark's source positions), so a broken one
/// is reported at its own `path:line:col` without reading the page again.
struct LinkCollector {
    let page: SyllabusPage
    let resolver: LinkResolver

    /// Links and images of the whole page, table cells included.
    func collect() -> (links: [SyllabusLink], images: [SyllabusImage]) {
        var found = Found()
        let document = page.document
        var index = MarkdownDocument.root
        while index < document.count {
            if let table = page.table(index) {
                let firstLine = document.range(of: index)?.start.line
                for (number, row) in ([table.header] + table.rows).enumerated() {
                    // The delimiter row sits between the header and the first body row.
                    let line = firstLine.map { $0 + number + (number > 0 ? 1 : 0) }
                    for cell in row { collect(in: table.cells, from: cell + 1, to: table.cells.end(of: cell), rowLine: line, into: &found) }
                }
                index = document.end(of: index)
            } else {
                collect(in: document, from: index, to: index + 1, rowLine: nil, into: &found)
                index += 1
            }
        }
        return (found.links, found.images)
    }

    private struct Found {
        var links: [SyllabusLink] = []
        var images: [SyllabusImage] = []
    }

    /// The links and images among nodes `start..<end` of `document`, in document order; in a
    /// table cell (`rowLine` set) positions come from the row's line, not the cell's own text.
    private func collect(in document: MarkdownDocument, from start: Int, to end: Int, rowLine: Int?, into found: inout Found) {
        for index in start..<end {
            switch document.kind(of: index) {
            case .text where !isInLink(index, in: document):
                // GFM autolinks, as the renderer makes them.
                let literal = document.literalBytes(of: index)
                for match in Autolinks.find(in: literal) {
                    let place = rowLine.map { ($0 + page.lineOffset, Int?.none) } ?? document.range(of: index).map { ($0.start.line + page.lineOffset, Optional($0.start.column + match.range.lowerBound)) }
                    let text = String(decoding: literal[(literal.startIndex + match.range.lowerBound)..<(literal.startIndex + match.range.upperBound)], as: UTF8.self)
                    found.links.append(SyllabusLink(text: text, url: resolver.link(match.url), line: place?.0, column: place?.1))
                }
            case .link(let destination, _):
                let url = resolver.link(destination)
                guard SafeURL.isSafeLink(url) else { continue }
                let place = position(of: destination, node: index, in: document, rowLine: rowLine)
                found.links.append(SyllabusLink(text: document.plainText(of: index), url: url, line: place?.line, column: place?.column))
            case .image(let destination, _):
                let url = resolver.image(destination)
                guard SafeURL.isSafeImage(url) else { continue }
                let place = position(of: destination, node: index, in: document, rowLine: rowLine)
                found.images.append(SyllabusImage(alt: document.plainText(of: index), url: url, line: place?.line, column: place?.column))
            default:
                continue
            }
        }
    }

    /// Whether text node `index` is a link's text: its parent (text never nests deeper than one
    /// emphasis or strong inside a link, which the walk up covers) is a link.
    private func isInLink(_ index: Int, in document: MarkdownDocument) -> Bool {
        var candidate = index - 1
        var steps = 0
        while candidate >= 0, steps < 64 {
            if document.end(of: candidate) > index {
                switch document.kind(of: candidate) {
                case .link, .image: return true
                case .paragraph, .heading, .item, .document, .blockQuote, .list: return false
                default: break
                }
            }
            candidate -= 1
            steps += 1
        }
        return false
    }

    /// The page-file position of `(destination` within the node's source lines (the `(` as a
    /// reader looks for it), else the node's start; a reference link's address is written
    /// elsewhere, so it points at the link.
    private func position(of destination: String, node: Int, in document: MarkdownDocument, rowLine: Int?) -> (line: Int, column: Int?)? {
        let needle = Array(("(" + destination).utf8)
        if let rowLine {
            guard rowLine >= 1, rowLine <= page.lines.count else { return nil }
            return (rowLine + page.lineOffset, Self.find(needle, in: Array(page.lines[rowLine].utf8), from: 0).map { $0 + 1 })
        }
        guard let range = document.range(of: node), range.start.line >= 1 else { return nil }
        for number in range.start.line...max(range.start.line, min(range.end.line, page.lines.count)) where number <= page.lines.count {
            let line = Array(page.lines[number].utf8)
            let from = number == range.start.line ? min(max(range.start.column - 1, 0), line.count) : 0
            if let offset = Self.find(needle, in: line, from: from) { return (number + page.lineOffset, offset + 1) }
        }
        return (range.start.line + page.lineOffset, range.start.column)
    }

    private static func find(_ needle: [UInt8], in line: [UInt8], from start: Int) -> Int? {
        guard line.count - start >= needle.count, !needle.isEmpty else { return nil }
        for offset in start...(line.count - needle.count) where line[offset] == needle[0] && line[offset..<(offset + needle.count)].elementsEqual(needle) {
            return offset
        }
        return nil
    }
}
