import CourseMarkdown
import CourseModel

/// A page cut at its top-level headings: each part is a heading with the blocks below it. Nested
/// headings (in block quotes and list items) are not parts, but they take part in the anchors.
struct PageOutline {
    /// One heading and its body.
    struct Part {
        /// The heading node's index.
        var heading: Int
        /// The section as reported.
        var section: SyllabusSection
        /// The indices of the blocks up to the next heading.
        var blocks: [Int]
    }

    /// Blocks before the first heading.
    var preamble: [Int] = []
    /// Every top-level heading with its body.
    var parts: [Part] = []
    /// The anchor of every heading, nested ones included; the parts' anchors come from it.
    let anchors: HeadingAnchors

    /// Cuts `page` into parts; an `other` heading below a level-2+ heading of a known kind inherits that kind.
    init(page: SyllabusPage, classifier: SectionClassifier) {
        anchors = HeadingAnchors(document: page.document, notHeadings: page.tables)
        var kindStack: [(level: Int, kind: SectionKind)] = []
        for block in page.document.children(of: MarkdownDocument.root) {
            guard case .heading(let level) = page.document.kind(of: block), page.table(block) == nil else {
                if parts.isEmpty { preamble.append(block) } else { parts[parts.count - 1].blocks.append(block) }
                continue
            }
            let title = HeadingAnchors.title(of: block, in: page.document)
            while let last = kindStack.last, last.level >= level { kindStack.removeLast() }
            var kind = classifier.kind(of: title)
            if kind == .other, let inherited = kindStack.last(where: { $0.level >= 2 && $0.kind != .other }) {
                kind = inherited.kind
            }
            kindStack.append((level, kind))
            let section = SyllabusSection(title: title, level: level, anchor: anchors[block] ?? "", kind: kind, text: "", line: page.fileLine(block))
            parts.append(Part(heading: block, section: section, blocks: []))
        }
        for index in parts.indices {
            parts[index].section.text = page.plainText(parts[index].blocks)
        }
    }
}
