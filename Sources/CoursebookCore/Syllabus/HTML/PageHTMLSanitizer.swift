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

    /// What the walk produced.
    struct Result {
        var html: String
        var links: [SyllabusLink] = []
        var images: [SyllabusImage] = []
        /// The author's `<table>`s, for the schedule.
        var tables: [HTMLTable] = []
        /// What was left out, once per kind with its first page position.
        var notices: [SyllabusNotice] = []
    }

    /// Sanitizes `rendered`, the renderer's output with the raw runs `raw`; notices carry body lines.
    func sanitize(_ rendered: [UInt8], raw: RawHTMLSegments) -> Result {
        let text = String(decoding: rendered, as: UTF8.self)
        let tree = HTMLParser.parseFragment(text)
        var out: [UInt8] = []
        out.reserveCapacity(rendered.count)
        var result = Result(html: "")
        var notices = NoticeLog()
        var open: [(end: Int, name: String)] = []
        var section: String?
        var index = HTMLTree.root + 1
        while index < tree.count {
            while let last = open.last, index >= last.end {
                appendEndTag(last.name, to: &out)
                open.removeLast()
            }
            let authored = tree.offset(of: index).flatMap { raw.position(of: $0, in: rendered) }
            switch tree.kind(of: index) {
            case .text:
                HTMLEscaping.appendEscaped(tree.text(of: index).utf8, to: &out)
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
                appendStartTag(name, of: index, in: tree, authored: authored, into: &out, result: &result, notices: &notices)
                if RawHTMLPolicy.voidElements.contains(name) {
                    index = tree.end(of: index)
                    continue
                }
                open.append((tree.end(of: index), name))
                if Self.headings.contains(name), let id = tree.attribute("id", of: index), sectionAnchors.contains(id) {
                    section = id
                }
                if name == "table", authored != nil {
                    result.tables.append(HTMLTableReader.read(tree, table: index, sectionAnchor: section))
                }
            }
            index += 1
        }
        while let last = open.popLast() { appendEndTag(last.name, to: &out) }
        result.html = String(decoding: out, as: UTF8.self)
        result.notices = notices.notices
        return result
    }

    private func appendStartTag(_ name: String, of index: Int, in tree: HTMLTree, authored: (line: Int, column: Int?)?, into out: inout [UInt8], result: inout Result, notices: inout NoticeLog) {
        out.append(UInt8(ascii: "<"))
        out.append(contentsOf: name.utf8)
        var keptAddress: String?
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
                if attribute.name == "href" || attribute.name == "src" { keptAddress = value }
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
            result.links.append(SyllabusLink(text: HTMLTableReader.collapsed(tree.plainText(of: index)), url: keptAddress))
        } else if name == "img" {
            result.images.append(SyllabusImage(alt: tree.attribute("alt", of: index) ?? "", url: keptAddress))
        }
    }

    private static let headings: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6"]

    private func appendEndTag(_ name: String, to out: inout [UInt8]) {
        out.append(contentsOf: "</".utf8)
        out.append(contentsOf: name.utf8)
        out.append(UInt8(ascii: ">"))
    }
}

/// Notices collected once per message: the first page position and how often it happened.
private struct NoticeLog {
    private var order: [String] = []
    private var seen: [String: (line: Int, column: Int?, count: Int)] = [:]

    /// Records `message` at `position`; positions the renderer wrote (nil) are not the author's.
    mutating func note(_ position: (line: Int, column: Int?)?, _ message: String) {
        guard let position else { return }
        if let known = seen[message] {
            seen[message] = (known.line, known.column, known.count + 1)
        } else {
            order.append(message)
            seen[message] = (position.line, position.column, 1)
        }
    }

    var notices: [SyllabusNotice] {
        order.map { message in
            let found = seen[message]!
            let times = found.count > 1 ? " (\(found.count) times on the page; this is the first)" : ""
            return SyllabusNotice(line: found.line, column: found.column, message: message + times)
        }
    }
}
