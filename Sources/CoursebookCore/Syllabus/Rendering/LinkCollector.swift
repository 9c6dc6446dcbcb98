import CourseMarkdown
import CourseModel

/// Collects a page's links and images in order, resolved, with unsafe addresses left out, each
/// with where its address is written in the page file (cmark's source positions), so a broken one
/// is reported at its own `path:line:col` without reading the page again.
struct LinkCollector {
    let page: SyllabusPage
    let resolver: LinkResolver

    private var places: LinkPlaces { LinkPlaces(page: page) }

    /// Links and images of the whole page, table cells included.
    func collect() -> (links: [SyllabusLink], images: [SyllabusImage]) {
        var found = Found()
        let document = page.document
        var index = MarkdownDocument.root
        while index < document.count {
            if let table = page.table(index) {
                let firstLine = document.range(of: index)?.start.line
                if let lead = table.lead { collect(in: table.cells, from: lead + 1, to: table.cells.end(of: lead), rowLine: firstLine, into: &found) }
                for (number, row) in ([table.header] + table.rows).enumerated() {
                    let line = firstLine.map { table.line(ofRow: number, tableStart: $0) }
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
                    let place = places.place(ofAutolinkAt: match.range.lowerBound, node: index, in: document, rowLine: rowLine)
                    let text = String(decoding: literal[(literal.startIndex + match.range.lowerBound)..<(literal.startIndex + match.range.upperBound)], as: UTF8.self)
                    found.links.append(SyllabusLink(text: text, url: resolver.link(match.url), line: place?.line, column: place?.column))
                }
            case .link(let destination, _):
                let url = resolver.link(destination)
                guard SafeURL.isSafeLink(url) else { continue }
                let place = places.place(of: destination, node: index, in: document, rowLine: rowLine)
                found.links.append(SyllabusLink(text: document.plainText(of: index), url: url, line: place?.line, column: place?.column))
            case .image(let destination, _):
                let url = resolver.image(destination)
                guard SafeURL.isSafeImage(url) else { continue }
                let place = places.place(of: destination, node: index, in: document, rowLine: rowLine)
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

}
