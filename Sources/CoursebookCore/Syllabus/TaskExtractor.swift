import CourseMarkdown
import CourseModel

/// Reads numbered tasks: items of top-level ordered lists in `tasks` and `extra` sections, or of
/// the whole page when no section has those kinds.
struct TaskExtractor {
    let page: SyllabusPage
    let classifier: SectionClassifier

    /// The tasks of `outline`, in page order.
    func tasks(_ outline: PageOutline) -> [SyllabusTask] {
        let taskParts = outline.parts.filter { $0.section.kind == .tasks || $0.section.kind == .extra }
        var tasks: [SyllabusTask] = []
        if taskParts.isEmpty {
            tasks += listTasks(outline.preamble, heading: nil, required: true)
            for part in outline.parts { tasks += listTasks(part.blocks, heading: part.section.title, required: true) }
        } else {
            for part in taskParts {
                tasks += listTasks(part.blocks, heading: part.section.title, required: part.section.kind != .extra)
            }
        }
        return tasks
    }

    private func listTasks(_ blocks: [Int], heading: String?, required: Bool) -> [SyllabusTask] {
        let document = page.document
        var tasks: [SyllabusTask] = []
        var group = heading
        var groupRequired = required
        for (index, block) in blocks.enumerated() {
            guard case .list(let style) = document.kind(of: block), style.kind == .ordered else { continue }
            if index > 0, let label = Self.label(blocks[index - 1], in: document) {
                group = label
                groupRequired = required && classifier.kind(of: label) != .extra
            }
            for (offset, item) in document.children(of: block).enumerated() {
                let first = document.children(of: item).first { document.kind(of: $0) == .paragraph } ?? document.firstChild(of: item)
                let text = first.map(page.plainText) ?? ""
                tasks.append(SyllabusTask(number: style.start + offset, text: text, group: group, required: groupRequired, line: page.fileLine(item)))
            }
        }
        return tasks
    }

    /// A short label paragraph such as `Level 2.` or `**Part B:** …`, punctuation dropped; nil otherwise.
    static func label(_ block: Int, in document: MarkdownDocument) -> String? {
        guard document.kind(of: block) == .paragraph else { return nil }
        if let first = document.firstChild(of: block), document.kind(of: first) == .strong {
            return trimmedLabel(document.plainText(of: first))
        }
        let text = document.plainText(of: block)
        if text.count <= 40 { return trimmedLabel(text) }
        // "Level 2. Solve at least two of these." — a numbered label opening a longer paragraph.
        if let end = text.firstIndex(where: { $0 == "." || $0 == ":" }) {
            let lead = text[..<end]
            if lead.count <= 30, let last = lead.split(separator: " ").last, last.allSatisfy(\.isNumber) || last.count == 1 {
                return trimmedLabel(String(lead))
            }
        }
        return nil
    }

    private static func trimmedLabel(_ text: String) -> String? {
        var label = Substring(text.trimmingSpaces())
        while let last = label.last, ".:;,!?—–-".contains(last) || last == " " { label = label.dropLast() }
        return label.isEmpty ? nil : String(label)
    }
}
