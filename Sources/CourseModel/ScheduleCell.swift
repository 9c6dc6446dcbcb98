/// One header → text pair of a table row, in column order.
package struct ScheduleCell: Sendable, Hashable, Codable {
    /// The column header's plain text.
    package var header: String
    /// The cell's plain text.
    package var text: String

    /// Creates a cell.
    package init(header: String, text: String) {
        self.header = header
        self.text = text
    }
}
