
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
