/// How a list is numbered or bulleted.
package struct ListStyle: Sendable, Hashable {
    /// Bullet or ordered.
    package enum Kind: String, Sendable, Hashable { case bullet, ordered }
    /// The delimiter after an ordered item's number.
    package enum Delimiter: String, Sendable, Hashable { case none, period, paren }

    /// Bullet or ordered.
    package var kind: Kind
    /// The number of the first item (1 for bullet lists).
    package var start: Int
    /// Whether items are separated without blank lines.
    package var isTight: Bool
    /// `.` or `)` for ordered lists.
    package var delimiter: Delimiter

    /// Creates a list style.
    package init(kind: Kind, start: Int, isTight: Bool, delimiter: Delimiter) {
        self.kind = kind
        self.start = start
        self.isTight = isTight
        self.delimiter = delimiter
    }
}
