import CourseHTML
import CourseModel

/// Makes a rendered page that holds raw HTML safe, as GitHub does: the whole fragment is read by an
/// HTML5 parser (libgumbo, through `CourseHTML`) and written back with only `RawHTMLPolicy`'s
/// elements, attributes and safe addresses. The same walk collects what the syllabus needs from
/// the author's HTML: links, images and tables, and a warning for everything it leaves out.
struct PageHTMLSanitizer {
    let resolver: LinkResolver
    /// The anchors of the page's top-level headings, to place each table under its section.
    let sectionAnchors: Set<String>
    /// Lines before the page body in its file (the front matter).
    var lineOffset = 0
    /// Heading levels and addresses as the host page wants them.
    var presentation = PagePresentation()

    /// What the walk produced.
    struct Result {
        var html: String
        var links: [SyllabusLink] = []
        var images: [SyllabusImage] = []
        /// The author's `<table>`s, for the schedule.
        var tables: [HTMLTable] = []
        /// The author's lists, for a schedule of dated items.
        var lists: [HTMLList] = []
        /// The author's other text, for the deadlines it names.
        var texts: [HTMLText] = []
        /// What was left out, once per kind with its first page position.
        var notices: [SyllabusNotice] = []
        /// Addresses the presentation disarmed, each where it is written.
        var disarmed: [SyllabusNotice] = []
    }

    /// Sanitizes `rendered`, the renderer's output with the raw runs `raw`; `markdownLinks` are the
    /// page's Markdown links and images with their positions, as the renderer noted them writing
    /// them (`RenderNotes`), which the rendered `<a>` and `<img>` take theirs from. Positions are
    /// file lines.
    func sanitize(_ rendered: [UInt8], raw: RawHTMLSegments, markdownLinks: (links: [SyllabusLink], images: [SyllabusImage])) -> Result {
        let text = String(decoding: rendered, as: UTF8.self)
        var places = PageHTMLPlaces(raw: raw, rendered: rendered, lineOffset: lineOffset, markdownLinks: markdownLinks)
        let tree = HTMLParser.parseFragment(text)
        var out: [UInt8] = []
        out.reserveCapacity(rendered.count)
        var result = Result(html: "")
        var notices = PageHTMLNoticeLog()
        var open: [(end: Int, name: String)] = []
        var section: String?
        var loose = LooseText()
        var index = HTMLTree.root + 1
        while index < tree.count {
            while let last = open.last, index >= last.end {
                appendEndTag(last.name, to: &out)
                open.removeLast()
            }
            // The author's element: where it starts in the output (only the renderer's have none).
            let authored = tree.offset(of: index).flatMap { raw.segment(containing: $0) == nil ? nil : $0 }
            switch tree.kind(of: index) {
            case .text:
                HTMLEscaping.appendEscaped(tree.text(of: index).utf8, to: &out)
                if authored != nil, !open.contains(where: { Self.textApart.contains($0.name) }) {
                    loose.add(tree.text(of: index), section: section)
                }
            case .comment:
                break
            case .element(let name, let namespace):
                let rule = namespace == .html ? RawHTMLPolicy.rule(for: name) : .drop
                if rule == .drop || (name == "input" && !RawHTMLPolicy.keepsInput(type: tree.attribute("type", of: index))) {
                    notices.note(authored, "raw HTML element '\(name)' is left out with its content, as GitHub does")
                    index = tree.end(of: index)
                    continue
                }
                if rule == .unwrap {
                    notices.note(authored, "raw HTML tag '\(name)' is left out (its text is kept), as GitHub does")
                    break
                }
                if HTMLTableReader.lineElements.contains(name) { loose.breakLine() }
                let written = Self.headingLevels[name].map { "h\(presentation.headingLevel($0))" } ?? name
                appendStartTag(name, writtenAs: written, of: index, in: tree, authored: authored, into: &out, result: &result, notices: &notices, places: &places)
                if RawHTMLPolicy.voidElements.contains(name) {
                    index = tree.end(of: index)
                    continue
                }
                open.append((tree.end(of: index), written))
                if Self.headingLevels[name] != nil, let id = tree.attribute("id", of: index), sectionAnchors.contains(id) {
                    section = id
                }
                if name == "table", authored != nil {
                    result.tables.append(HTMLTableReader.read(tree, table: index, sectionAnchor: section))
                }
                if name == "ul" || name == "ol", authored != nil {
                    let items = tree.children(of: index).filter { tree.elementName(of: $0) == "li" }
                    result.lists.append(HTMLList(items: items.map { HTMLTableReader.cellText($0, in: tree) }, sectionAnchor: section))
                }
            }
            index += 1
        }
        while let last = open.popLast() { appendEndTag(last.name, to: &out) }
        result.html = String(decoding: out, as: UTF8.self)
        loose.breakLine()
        result.texts = loose.texts
        result.notices = notices.notices { places.position($0) }
        return result
    }

    /// Elements whose text is read elsewhere (tables, lists) or is struck out.
    private static let textApart: Set<String> = ["table", "ul", "ol", "s", "strike", "del"]

    /// The author's loose text as lines, grouped by section.
    private struct LooseText {
        var texts: [HTMLText] = []
        private var line = ""

        mutating func add(_ text: String, section: String?) {
            if texts.last.map({ $0.sectionAnchor != section }) ?? true {
                breakLine()
                texts.append(HTMLText(lines: [], sectionAnchor: section))
            }
            var parts = text.split(separator: "\n", omittingEmptySubsequences: false)
            line += parts.removeFirst()
            for part in parts {
                breakLine()
                line = String(part)
            }
        }

        mutating func breakLine() {
            let collapsed = HTMLTableReader.collapsed(line)
            if !collapsed.isEmpty, !texts.isEmpty { texts[texts.count - 1].lines.append(collapsed) }
            line = ""
        }
    }

    private func appendStartTag(_ name: String, writtenAs written: String, of index: Int, in tree: HTMLTree, authored: Int?, into out: inout [UInt8], result: inout Result, notices: inout PageHTMLNoticeLog, places: inout PageHTMLPlaces) {
        out.append(UInt8(ascii: "<"))
        out.append(contentsOf: written.utf8)
        var keptAddress: String?
        // Where the element's address is written: the author's tag, or the Markdown link it was rendered from.
        var place: (line: Int, column: Int?)??
        func addressPlace() -> (line: Int, column: Int?)? {
            if place == nil {
                place = .some(authored.map { places.position($0) } ?? (name == "img" ? places.nextMarkdownImage(keptAddress ?? "") : places.nextMarkdownLink(keptAddress ?? "")))
            }
            return place!
        }
        for attribute in tree.attributes(of: index) {
            var value = attribute.value
            switch RawHTMLPolicy.rule(forAttribute: attribute.name, value: value, on: name) {
            case .drop:
                let what = attribute.name.hasPrefix("on") ? "event handler" : "attribute"
                notices.note(authored, "raw HTML \(what) '\(attribute.name)' on '\(name)' is left out, as GitHub does")
                continue
            case .address:
                // Addresses the renderer wrote are resolved and checked already.
                if authored != nil {
                    let isImage = name == "img" || name == "source"
                    value = isImage ? resolver.image(value) : resolver.link(value)
                    guard isImage ? SafeURL.isSafeImage(value) : SafeURL.isSafeLink(value) else {
                        notices.note(authored, "raw HTML '\(attribute.name)' of '\(name)' has an unsafe address and is left out")
                        continue
                    }
                }
                if attribute.name == "href" || attribute.name == "src" {
                    keptAddress = value
                    out.append(UInt8(ascii: " "))
                    if let warning = presentation.appendAddress(attribute.name, value, to: &out) {
                        let at = addressPlace()
                        result.disarmed.append(SyllabusNotice(line: at?.line ?? 0, column: at?.column, message: warning))
                    }
                    continue
                }
            case .keep:
                break
            }
            out.append(UInt8(ascii: " "))
            out.append(contentsOf: attribute.name.utf8)
            out.append(contentsOf: "=\"".utf8)
            HTMLEscaping.appendEscaped(value.utf8, to: &out)
            out.append(UInt8(ascii: "\""))
        }
        out.append(contentsOf: (RawHTMLPolicy.voidElements.contains(name) ? " />" : ">").utf8)
        guard let keptAddress, !keptAddress.isEmpty else { return }
        if name == "a" {
            let at = addressPlace()
            result.links.append(SyllabusLink(text: HTMLTableReader.collapsed(tree.plainText(of: index)), url: keptAddress, line: at?.line, column: at?.column))
        } else if name == "img" {
            let at = addressPlace()
            result.images.append(SyllabusImage(alt: tree.attribute("alt", of: index) ?? "", url: keptAddress, line: at?.line, column: at?.column))
        }
    }

    private static let headingLevels: [String: Int] = ["h1": 1, "h2": 2, "h3": 3, "h4": 4, "h5": 5, "h6": 6]

    private func appendEndTag(_ name: String, to out: inout [UInt8]) {
        out.append(contentsOf: "</".utf8)
        out.append(contentsOf: name.utf8)
        out.append(UInt8(ascii: ">"))
    }
}
