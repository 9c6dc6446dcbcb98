import CourseMarkdown

/// GFM's task-list box: an item whose first text opens with `[ ] ` or `[x] ` shows a checkbox on
/// GitHub. The one place that reads it: the renderer draws the box, the task reader takes such a
/// list as things to do, and the deadline lists read past it.
enum TaskListBox {
    /// Whether `item` opens with a box, and if so whether it is ticked; nil when it has none.
    /// Nodes are in document order, so the item's first paragraph is `item + 1` and that
    /// paragraph's first text `item + 2`.
    static func of(item: Int, in document: MarkdownDocument) -> Bool? {
        guard item + 2 < document.count, document.kind(of: item + 1) == .paragraph, document.kind(of: item + 2) == .text else { return nil }
        let text = document.literalBytes(of: item + 2)
        guard text.count >= 4 else { return nil }
        let start = text.startIndex
        guard text[start] == UInt8(ascii: "["), text[start + 2] == UInt8(ascii: "]"), text[start + 3] == UInt8(ascii: " ") else { return nil }
        switch text[start + 1] {
        case UInt8(ascii: " "): return false
        case UInt8(ascii: "x"), UInt8(ascii: "X"): return true
        default: return nil
        }
    }

    /// The four characters of the box (`[x] `), which an item's plain text opens with.
    static let width = 4
}
