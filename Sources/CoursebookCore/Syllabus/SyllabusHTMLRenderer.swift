import CourseMarkdown

/// Renders a parsed page as an HTML fragment: every text escaped, raw HTML dropped, only safe
/// addresses kept, headings carrying their anchors as `id`, pipe tables as `<table>`.
///
/// Walks the tree with an explicit stack so deeply nested pages cannot overflow the call stack.
struct SyllabusHTMLRenderer {
    let page: SyllabusPage
    /// Anchors of the top-level headings, in order.
    let anchors: [String]
    let resolver: LinkResolver

    private enum Step {
        case enter(MarkdownNode, tight: Bool, anchor: String?)
        case literal(String)
    }

    /// The page as HTML.
    func render() -> String {
        var out = ""
        out.reserveCapacity(page.lines.byteCount * 5 / 4 + 64)
        var steps: [Step] = []
        var remainingAnchors = anchors[...]
        for child in page.document.children {
            var anchor: String?
            if case .heading = child.kind { anchor = remainingAnchors.popFirst() }
            steps.append(.enter(child, tight: false, anchor: anchor))
        }
        steps.reverse()
        while let step = steps.popLast() {
            switch step {
            case .literal(let text):
                out += text
            case .enter(let node, let tight, let anchor):
                open(node, tight: tight, anchor: anchor, out: &out, steps: &steps)
            }
        }
        return out
    }

    /// Writes a node's opening tag and text, and schedules its children and closing tag.
    private func open(_ node: MarkdownNode, tight: Bool, anchor: String?, out: inout String, steps: inout [Step]) {
        func children(_ close: String, tight childTight: Bool = false) {
            steps.append(.literal(close))
            for child in node.children.reversed() { steps.append(.enter(child, tight: childTight, anchor: nil)) }
        }
        switch node.kind {
        case .document, .custom:
            children("")
        case .paragraph:
            if let table = page.table(node) {
                out += TableHTML.render(table, resolver: resolver)
            } else if tight {
                children("")
            } else {
                out += "<p>"
                children("</p>\n")
            }
        case .heading(let level):
            out += anchor.map { "<h\(level) id=\"\(HTMLEscaping.escape($0))\">" } ?? "<h\(level)>"
            children("</h\(level)>\n")
        case .blockQuote:
            out += "<blockquote>\n"
            children("</blockquote>\n")
        case .list(let style):
            if style.kind == .ordered {
                out += style.start == 1 ? "<ol>\n" : "<ol start=\"\(style.start)\">\n"
                children("</ol>\n", tight: style.isTight)
            } else {
                out += "<ul>\n"
                children("</ul>\n", tight: style.isTight)
            }
        case .item:
            out += "<li>"
            children("</li>\n", tight: tight)
        case .codeBlock(let info):
            let language = info.split(separator: " ").first.map(String.init) ?? ""
            out += language.isEmpty ? "<pre><code>" : "<pre><code class=\"language-\(HTMLEscaping.escape(language))\">"
            HTMLEscaping.appendEscaped(node.literal, to: &out)
            out += "</code></pre>\n"
        case .thematicBreak:
            out += "<hr />\n"
        case .htmlBlock, .htmlInline:
            break
        case .text:
            HTMLEscaping.appendEscaped(node.literal, to: &out)
        case .softBreak:
            out += "\n"
        case .lineBreak:
            out += "<br />\n"
        case .code:
            out += "<code>"
            HTMLEscaping.appendEscaped(node.literal, to: &out)
            out += "</code>"
        case .emphasis:
            out += "<em>"
            children("</em>")
        case .strong:
            out += "<strong>"
            children("</strong>")
        case .link(let destination, let title):
            let url = resolver.link(destination)
            guard SafeURL.isSafeLink(url) else { children(""); return }
            out += "<a href=\""
            HTMLEscaping.appendEscaped(url, to: &out)
            out += "\""
            if !title.isEmpty { out += " title=\""; HTMLEscaping.appendEscaped(title, to: &out); out += "\"" }
            out += ">"
            children("</a>")
        case .image(let destination, let title):
            let url = resolver.image(destination)
            out += "<img src=\""
            if SafeURL.isSafeImage(url) { HTMLEscaping.appendEscaped(url, to: &out) }
            out += "\" alt=\""
            HTMLEscaping.appendEscaped(node.plainText, to: &out)
            out += "\""
            if !title.isEmpty { out += " title=\""; HTMLEscaping.appendEscaped(title, to: &out); out += "\"" }
            out += " />"
        }
    }
}
