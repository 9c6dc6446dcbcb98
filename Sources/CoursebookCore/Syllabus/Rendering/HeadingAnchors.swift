import CourseMarkdown

/// The anchor of every heading of a page, nested ones (in block quotes and list items) included,
/// from one GitHub slugger pass in document order: GitHub counts repeats over all headings, so a
/// nested `## Setup` before a top-level `## Setup` makes the top-level one `setup-1`.
///
/// Kept as an array indexed by node, filled only at headings, so the renderer finds a heading's
/// anchor by its index without hashing and the outline reads the sections' anchors from it.
struct HeadingAnchors: Sendable {
    /// The anchor of each node, nil for nodes that are not headings; empty when there are none.
    private var byNode: [String?] = []

    /// No anchors, for fragments without headings (table cells).
    init() {}

    /// Slugs every heading of `document` in document order, except the setext headings that are
    /// pipe tables on GitHub (`notHeadings`).
    init(document: MarkdownDocument, notHeadings: [Int: PipeTable] = [:]) {
        var slugger = GitHubSlugger()
        // Headings sit only in containers of blocks: inlines are stepped over whole, so the pass
        // visits each block once.
        var index = MarkdownDocument.root + 1
        while index < document.count {
            switch document.kind(of: index) {
            case .heading where notHeadings[index] == nil:
                if byNode.isEmpty { byNode = Array(repeating: nil, count: document.count) }
                byNode[index] = slugger.slug(Self.title(of: index, in: document))
                index = document.end(of: index)
            case .document, .blockQuote, .list, .item, .custom:
                index += 1
            default:
                index = document.end(of: index)
            }
        }
    }

    /// The anchor of the heading at node `index`; nil for other nodes.
    subscript(index: Int) -> String? {
        index < byNode.count ? byNode[index] : nil
    }

    /// The heading's text as a reader sees it, which is what GitHub slugs.
    static func title(of heading: Int, in document: MarkdownDocument) -> String {
        String(document.plainText(of: heading).trimmingSpaces())
    }
}
