/// How a list is numbered or bulleted.
public struct ListStyle: Sendable, Hashable {
    /// Bullet or ordered.
    public enum Kind: String, Sendable, Hashable { case bullet, ordered }
    /// The delimiter after an ordered item's number.
    public enum Delimiter: String, Sendable, Hashable { case none, period, paren }

    /// Bullet or ordered.
    public var kind: Kind
    /// The number of the first item (1 for bullet lists).
    public var start: Int
    /// Whether items are separated without blank lines.
    public var isTight: Bool
    /// `.` or `)` for ordered lists.
    public var delimiter: Delimiter

    /// Creates a list style.
    public init(kind: Kind, start: Int, isTight: Bool, delimiter: Delimiter) {
        self.kind = kind
        self.start = start
        self.isTight = isTight
        self.delimiter = delimiter
    }
}

/// What a Markdown node is, with the attributes that only that kind carries.
public enum MarkdownKind: Sendable, Hashable {
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
    public var isList: Bool {
        if case .list = self { true } else { false }
    }
}
