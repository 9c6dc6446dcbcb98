/// A position in Markdown source: 1-based line and column (columns count UTF-8 bytes, as cmark does).
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    /// 1-based column in UTF-8 bytes.
    public var column: Int

    /// Creates a position from a 1-based line and column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// The first and last character of a node in its source.
public struct SourceRange: Sendable, Hashable {
    /// Where the node starts.
    public var start: SourcePosition
    /// Where the node ends (inclusive).
    public var end: SourcePosition

    /// Creates a range from its two ends.
    public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = end
    }
}

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

    /// Whether this kind is a block (as opposed to an inline).
    public var isBlock: Bool {
        switch self {
        case .document, .blockQuote, .list, .item, .codeBlock, .htmlBlock, .paragraph, .heading,
             .thematicBreak:
            true
        default:
            false
        }
    }
}

/// An immutable Markdown syntax tree node, copied out of cmark so no C memory outlives the parse.
public struct MarkdownNode: Sendable, Hashable {
    /// What the node is.
    public var kind: MarkdownKind
    /// Literal text of text, code, code block and HTML nodes; empty otherwise.
    public var literal: String
    /// Child nodes in document order.
    public var children: [MarkdownNode]
    /// Where the node sits in its source; nil when cmark does not track it (most inlines).
    public var range: SourceRange?

    /// Creates a node.
    public init(kind: MarkdownKind, literal: String = "", children: [MarkdownNode] = [], range: SourceRange? = nil) {
        self.kind = kind
        self.literal = literal
        self.children = children
        self.range = range
    }

    /// The text a reader sees, without markup: soft breaks become spaces, hard breaks newlines.
    public var plainText: String {
        var out = ""
        appendPlainText(to: &out)
        return out
    }

    private func appendPlainText(to out: inout String) {
        switch kind {
        case .text, .code, .codeBlock:
            out += literal
        case .softBreak:
            out += " "
        case .lineBreak:
            out += "\n"
        case .htmlBlock, .htmlInline:
            break
        default:
            for (index, child) in children.enumerated() {
                if index > 0, child.kind.isBlock, !out.isEmpty, !out.hasSuffix("\n") {
                    out += "\n"
                }
                child.appendPlainText(to: &out)
            }
        }
    }

    /// Calls `visit` for this node and every descendant, depth first, in document order.
    public func forEach(_ visit: (MarkdownNode) throws -> Void) rethrows {
        var stack: [MarkdownNode] = [self]
        while let node = stack.popLast() {
            try visit(node)
            stack.append(contentsOf: node.children.reversed())
        }
    }
}
