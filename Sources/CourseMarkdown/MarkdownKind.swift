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

/// What a Markdown node is, with the attributes that only that kind carries.
package enum MarkdownKind: Sendable, Hashable {
    case document
    case blockQuote
    case list(ListStyle)
    case item
    case codeBlock(info: String)
    case htmlBlock
    case paragraph
    case heading(level: Int)
    case thematicBreak
    case text
    case softBreak
    case lineBreak
    case code
    case htmlInline
    case emphasis
    case strong
    case link(destination: String, title: String)
    case image(destination: String, title: String)
    case custom

    /// Whether this is a list of any style.
    package var isList: Bool {
        if case .list = self { true } else { false }
    }
}
