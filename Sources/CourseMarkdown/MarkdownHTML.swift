internal import CCmark
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Renders Markdown to HTML with libcmark's safe defaults: raw HTML is omitted and
/// `javascript:`, `vbscript:`, `file:` and non-image `data:` links are dropped.
package enum MarkdownHTML {
    /// Whether an address may stay in the output: the address as written, and whether it is an
    /// image's (`true`) or a link's (`false`).
    package typealias AddressPolicy = (_ address: String, _ isImage: Bool) -> Bool

    /// Renders `text` as an HTML fragment, after the screen `MarkdownParser.parse` starts with
    /// (`limits.screen`) but without `parse`'s depth and node budget, which bound its copy of the
    /// tree: cmark's writer makes none.
    ///
    /// With `addresses`, every link and image is also put to that policy first: a link it refuses
    /// is left out and its text kept (`[call](tel:1)` is `call`), an image it refuses keeps its
    /// `alt` with an empty `src`, as the course-page renderer writes them. cmark's own screen
    /// still applies on top.
    package static func render(_ text: String, limits: MarkdownLimits = .default, addresses: AddressPolicy? = nil) throws(MarkdownError) -> String {
        try limits.screen(text)
        var text = text
        return text.withUTF8 { buffer -> String in
            let root = buffer.withMemoryRebound(to: CChar.self) { chars in
                cmark_parse_document(chars.baseAddress, chars.count, CMARK_OPT_DEFAULT)
            }
            guard let root else { return "" }
            defer { cmark_node_free(root) }
            if let addresses { screenAddresses(root, addresses) }
            guard let html = cmark_render_html(root, CMARK_OPT_DEFAULT) else { return "" }
            defer { free(html) }
            return String(cString: html)
        }
    }

    /// Unwraps the links and empties the images whose address `policy` refuses. The refused nodes
    /// are collected first and changed after the walk, which cmark's iterator does not allow during it.
    private static func screenAddresses(_ root: OpaquePointer, _ policy: AddressPolicy) {
        var links: [OpaquePointer] = []
        var images: [OpaquePointer] = []
        guard let iterator = cmark_iter_new(root) else { return }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            guard type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE else { continue }
            let isImage = type == CMARK_NODE_IMAGE
            let address = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
            if !policy(address, isImage) {
                if isImage { images.append(node) } else { links.append(node) }
            }
        }
        cmark_iter_free(iterator)
        for image in images { cmark_node_set_url(image, "") }
        for link in links {
            // `insert_before` unlinks the child from the link first.
            while let child = cmark_node_first_child(link) { _ = cmark_node_insert_before(link, child) }
            cmark_node_free(link)
        }
    }
}
