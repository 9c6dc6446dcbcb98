import CourseMarkdown
import CourseModel

/// Renders a parsed page as an HTML fragment: every text escaped, only safe addresses kept, every
/// heading (nested ones too) carrying its anchor as `id`, pipe tables as `<table>`.
///
/// Raw HTML is written through as it stands, with where it came from, when `keepsRawHTML` is set:
/// `PageHTMLSanitizer` then reads the whole output with an HTML5 parser, as GitHub does, because an
/// author's `<table>` may hold Markdown between its tags. Otherwise raw HTML is left out.
///
/// One loop over the flat document in order; the open containers sit on a stack with their
/// closing tags, so deeply nested pages cannot overflow the call stack. Output is UTF-8 bytes.
struct SyllabusHTMLRenderer {
    let document: MarkdownDocument
    /// Pipe tables by paragraph index.
    let tables: [Int: PipeTable]
    /// The anchor of every heading, by node.
    let anchors: HeadingAnchors
    let resolver: LinkResolver
    /// Whether raw HTML is written through (and recorded in the segments) rather than left out.
    var keepsRawHTML = false
    /// For a table cell's own small document: the page line of its row, since the cell's
    /// positions count from the cell.
    var rowLine: Int?
    /// Heading levels and addresses as the host page wants them (not used with `keepsRawHTML`:
    /// the sanitizer applies it then).
    var presentation = PagePresentation()
    /// Where links are written in the page, for warnings about disarmed ones.
    var places: LinkPlaces?
    /// An `id` for the list items that are tasks, by node.
    var itemAnchors: [Int: String] = [:]

    /// A container being rendered: where its subtree ends, its closing tag, and whether
    /// paragraphs directly inside it are tight (list items of a tight list).
    private struct Open {
        var end: Int
        var close: StaticString
        var childrenTight: Bool
        /// A link: text inside it is never autolinked.
        var isLink = false
    }

    /// The whole document as HTML bytes; raw HTML runs (when kept) and disarmed addresses are noted.
    func renderBytes(notes: inout RenderNotes) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(document.count * 16 + 64)
        renderChildren(of: MarkdownDocument.root, into: &out, notes: &notes)
        return out
    }

    /// Appends the HTML of the children of node `parent` to `out`.
    func renderChildren(of parent: Int, into out: inout [UInt8], notes: inout RenderNotes) {
        var open: [Open] = []
        var links = 0
        var index = parent + 1
        let end = document.end(of: parent)
        while index < end {
            while let last = open.last, index >= last.end {
                out.append(last.close)
                if last.isLink { links -= 1 }
                open.removeLast()
            }
            let next = self.open(index, document.kind(of: index), tight: open.last?.childrenTight ?? false, inLink: links > 0, out: &out, notes: &notes)
            if let container = next.container {
                open.append(container)
                if container.isLink { links += 1 }
            }
            index = next.index
        }
        while let last = open.popLast() { out.append(last.close) }
    }

    /// Writes a node's opening tag and text; returns the container to close after its children,
    /// if they are rendered, and the index to continue at.
    private func open(_ index: Int, _ kind: MarkdownKind, tight: Bool, inLink: Bool, out: inout [UInt8], notes: inout RenderNotes) -> (container: Open?, index: Int) {
        let end = document.end(of: index)
        func children(_ close: StaticString, tight childrenTight: Bool = false) -> (Open?, Int) {
            (Open(end: end, close: close, childrenTight: childrenTight), index + 1)
        }
        let skip = (container: Open?.none, index: end)
        switch kind {
        case .document, .custom:
            return children("")
        case .paragraph:
            if let table = tables[index] {
                TableHTML.render(table, line: document.range(of: index)?.start.line, like: self, into: &out, notes: &notes)
                return skip
            }
            if tight { return children("") }
            out.append("<p>")
            return children("</p>\n")
        case .heading(let written):
            if let table = tables[index] {
                TableHTML.render(table, line: document.range(of: index)?.start.line, like: self, into: &out, notes: &notes)
                return skip
            }
            let level = presentation.headingLevel(written)
            out.append(contentsOf: "<h\(level)".utf8)
            if let anchor = anchors[index] {
                out.append(" id=\"")
                HTMLEscaping.appendEscaped(anchor.utf8, to: &out)
                out.append("\"")
            }
            out.append(">")
            return children(Self.headingCloses[level - 1])
        case .blockQuote:
            out.append("<blockquote>\n")
            return children("</blockquote>\n")
        case .list(let style):
            guard style.kind == .ordered else {
                out.append("<ul>\n")
                return children("</ul>\n", tight: style.isTight)
            }
            out.append(contentsOf: (style.start == 1 ? "<ol>\n" : "<ol start=\"\(style.start)\">\n").utf8)
            return children("</ol>\n", tight: style.isTight)
        case .item:
            // GFM task list item: `- [ ] text` / `- [x] text`, shown as GitHub shows it.
            out.append("<li")
            if let anchor = itemAnchors[index] {
                out.append(" id=\"")
                HTMLEscaping.appendEscaped(anchor.utf8, to: &out)
                out.append("\"")
            }
            if let checked = TaskListBox.of(item: index, in: document) {
                out.append(checked ? " class=\"task-list-item\"><input type=\"checkbox\" disabled=\"\" checked=\"\" /> " : " class=\"task-list-item\"><input type=\"checkbox\" disabled=\"\" /> ")
            } else {
                out.append(">")
            }
            return children("</li>\n", tight: tight)
        case .codeBlock(let info):
            let language = info.split(separator: " ").first.map(String.init) ?? ""
            if language.isEmpty {
                out.append("<pre><code>")
            } else {
                out.append("<pre><code class=\"language-")
                HTMLEscaping.appendEscaped(language.utf8, to: &out)
                out.append("\">")
            }
            HTMLEscaping.appendEscaped(document.literalBytes(of: index), to: &out)
            out.append("</code></pre>\n")
        case .thematicBreak:
            out.append("<hr />\n")
        case .htmlBlock, .htmlInline:
            guard keepsRawHTML else { break }
            let literal = document.literalBytes(of: index)
            let start = document.range(of: index)?.start
            // The run's column in characters; `places` (the page's lines) is set wherever raw HTML is kept.
            let column = rowLine == nil ? start.flatMap { start in places?.lines.characterColumn(ofByteColumn: start.byteColumn, line: start.line) } : nil
            notes.raw.record(start: out.count, count: literal.count, line: rowLine ?? start?.line ?? 1, column: column)
            out.append(contentsOf: literal)
        case .text:
            var literal = document.literalBytes(of: index)
            if index >= 2, case .item = document.kind(of: index - 2), TaskListBox.of(item: index - 2, in: document) != nil { literal = literal.dropFirst(TaskListBox.width) }
            appendText(literal, of: index, autolinking: !inLink, to: &out, notes: &notes)
        case .softBreak:
            out.append("\n")
        case .lineBreak:
            out.append("<br />\n")
        case .code:
            out.append("<code>")
            HTMLEscaping.appendEscaped(document.literalBytes(of: index), to: &out)
            out.append("</code>")
        case .emphasis:
            out.append("<em>")
            return children("</em>")
        case .strong:
            out.append("<strong>")
            return children("</strong>")
        case .link(let destination, let title):
            let url = resolver.link(destination)
            guard SafeURL.isSafeLink(url) else { return children("") }
            let place = places?.place(of: destination, node: index, in: document, rowLine: rowLine)
            notes.links.append(SyllabusLink(text: document.plainText(of: index), url: url, line: place?.line, column: place?.column))
            out.append("<a ")
            appendAddress("href", url, at: place, to: &out, notes: &notes)
            appendTitle(title, to: &out)
            out.append(">")
            var link = Open(end: end, close: "</a>", childrenTight: false)
            link.isLink = true
            return (link, index + 1)
        case .image(let destination, let title):
            let url = resolver.image(destination)
            var alt: [UInt8] = []
            document.appendPlainText(of: index, to: &alt)
            out.append("<img ")
            if SafeURL.isSafeImage(url) {
                let place = places?.place(of: destination, node: index, in: document, rowLine: rowLine)
                notes.images.append(SyllabusImage(alt: String(decoding: alt, as: UTF8.self), url: url, line: place?.line, column: place?.column))
                appendAddress("src", url, at: place, to: &out, notes: &notes)
            } else {
                out.append("src=\"\"")
            }
            out.append(" alt=\"")
            HTMLEscaping.appendEscaped(alt, to: &out)
            out.append("\"")
            appendTitle(title, to: &out)
            out.append(" />")
            return skip
        }
        return skip
    }

    /// Appends a text run: bare addresses as links (GFM autolinks, noted as the page's links)
    /// unless the run is a link's text already, the rest with strikethrough. `text` is text node
    /// `node`'s literal, or its end after a task box.
    private func appendText(_ text: ArraySlice<UInt8>, of node: Int, autolinking: Bool, to out: inout [UInt8], notes: inout RenderNotes) {
        let matches = autolinking ? Autolinks.find(in: text) : []
        var rest = text.startIndex
        for match in matches {
            let start = text.startIndex + match.range.lowerBound
            Self.appendStruckThrough(text[rest..<start], to: &out)
            let url = resolver.link(match.url)
            let place = places?.place(ofAutolinkAt: start - document.literalBytes(of: node).startIndex, node: node, in: document, rowLine: rowLine)
            let written = text[start..<(text.startIndex + match.range.upperBound)]
            notes.links.append(SyllabusLink(text: String(decoding: written, as: UTF8.self), url: url, line: place?.line, column: place?.column))
            out.append("<a ")
            appendAddress("href", url, at: place, to: &out, notes: &notes)
            out.append(">")
            HTMLEscaping.appendEscaped(written, to: &out)
            out.append("</a>")
            rest = text.startIndex + match.range.upperBound
        }
        Self.appendStruckThrough(text[rest...], to: &out)
    }

    /// Appends escaped text with GFM strikethrough: `~~gone~~` within one text run becomes
    /// `<del>gone</del>`; as in GFM, an opening `~~` is followed and a closing one preceded by
    /// something other than a space, and an unpaired `~~` stays as written. (A strikethrough
    /// spanning other inline markup, `~~a *b* c~~`, is left as text.)
    static func appendStruckThrough(_ text: ArraySlice<UInt8>, to out: inout [UInt8]) {
        var start = text.startIndex
        for span in Strikethrough.spans(in: text) {
            HTMLEscaping.appendEscaped(text[start..<span.whole.lowerBound], to: &out)
            out.append(contentsOf: "<del>".utf8)
            HTMLEscaping.appendEscaped(text[span.inside], to: &out)
            out.append(contentsOf: "</del>".utf8)
            start = span.whole.upperBound
        }
        HTMLEscaping.appendEscaped(text[start...], to: &out)
    }

    /// Writes `name="url"` as the presentation wants it (`PagePresentation.appendAddress`), a
    /// disarmed one's warning at `place`, where the page writes the address.
    private func appendAddress(_ name: String, _ url: String, at place: (line: Int, column: Int?)?, to out: inout [UInt8], notes: inout RenderNotes) {
        guard let warning = (keepsRawHTML ? .asWritten : presentation).appendAddress(name, url, to: &out) else { return }
        notes.notices.append(SyllabusNotice(line: place?.line ?? 0, column: place?.column, message: warning))
    }

    private func appendTitle(_ title: String, to out: inout [UInt8]) {
        guard !title.isEmpty else { return }
        out.append(" title=\"")
        HTMLEscaping.appendEscaped(title.utf8, to: &out)
        out.append("\"")
    }

    private static let headingCloses: [StaticString] = ["</h1>\n", "</h2>\n", "</h3>\n", "</h4>\n", "</h5>\n", "</h6>\n"]
}
