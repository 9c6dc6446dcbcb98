/// A numbered task from an ordered list.
package struct SyllabusTask: Sendable, Hashable, Codable {
    /// The item's real number (a list starting at 4 gives 4, 5, …).
    package var number: Int
    /// Plain text of the item's first paragraph.
    package var text: String
    /// The heading above the list, or a short label paragraph such as `Level 2`.
    package var group: String?
    /// False for extra-credit or optional work.
    package var required: Bool
    /// 1-based line of the item in the page file.
    package var line: Int

    /// Creates a task.
    package init(number: Int, text: String, group: String?, required: Bool, line: Int) {
        self.number = number
        self.text = text
        self.group = group
        self.required = required
        self.line = line
    }
}
