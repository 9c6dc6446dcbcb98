import CourseMarkdown
import CourseModel

/// Collects a page's links and images in order, resolved, with unsafe addresses left out.
struct LinkCollector {
    let page: SyllabusPage
    let resolver: LinkResolver

    /// Links and images of the whole page, table cells included.
    func collect() -> (links: [SyllabusLink], images: [SyllabusImage]) {
        var links: [SyllabusLink] = []
        var images: [SyllabusImage] = []
        var stack = [page.document]
        while let node = stack.popLast() {
            switch node.kind {
            case .link(let destination, _):
                let url = resolver.link(destination)
                if SafeURL.isSafeLink(url) { links.append(SyllabusLink(text: node.plainText, url: url)) }
            case .image(let destination, _):
                let url = resolver.image(destination)
                if SafeURL.isSafeImage(url) { images.append(SyllabusImage(alt: node.plainText, url: url)) }
            case .paragraph:
                if let table = page.table(node) {
                    let cells = (table.header + table.rows.flatMap { $0 })
                    stack.append(contentsOf: cells.reversed())
                    continue
                }
            case .codeBlock, .code, .htmlBlock, .htmlInline, .text:
                continue
            default:
                break
            }
            stack.append(contentsOf: node.children.reversed())
        }
        return (links, images)
    }
}
