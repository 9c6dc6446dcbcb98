import CourseMarkdown
import CourseModel

/// Collects a page's links and images in order, resolved, with unsafe addresses left out.
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
                for cell in table.header + table.rows.joined() { collect(in: table.cells, from: cell + 1, to: table.cells.end(of: cell), into: &found) }
                index = document.end(of: index)
            } else {
                collect(in: document, from: index, to: index + 1, into: &found)
                index += 1
            }
        }
        return (found.links, found.images)
    }

    private struct Found {
        var links: [SyllabusLink] = []
        var images: [SyllabusImage] = []
    }

    /// The links and images among nodes `start..<end` of `document`, in document order.
    private func collect(in document: MarkdownDocument, from start: Int, to end: Int, into found: inout Found) {
        for index in start..<end {
            switch document.kind(of: index) {
            case .link(let destination, _):
                let url = resolver.link(destination)
                if SafeURL.isSafeLink(url) { found.links.append(SyllabusLink(text: document.plainText(of: index), url: url)) }
            case .image(let destination, _):
                let url = resolver.image(destination)
                if SafeURL.isSafeImage(url) { found.images.append(SyllabusImage(alt: document.plainText(of: index), url: url)) }
            default:
                continue
            }
        }
    }
}
