extension MarkdownDocument {
    /// One node as plain data: its texts live in the document's arrays, so copying a node
    /// retains nothing.
    struct Node: Sendable {
        /// A `MarkdownKind` without its texts.
        enum Shape: Sendable {
            case document, blockQuote, list(ListStyle), item, codeBlock, htmlBlock, paragraph, heading(level: Int)
            case thematicBreak, text, softBreak, lineBreak, code, htmlInline, emphasis, strong, link, image, custom

            /// The shape of `kind`, its texts appended to `texts`; `text` is where they start.
            static func store(_ kind: MarkdownKind, in texts: inout [String]) -> (shape: Shape, text: Int) {
                let text = texts.count
                let shape: Shape
                switch kind {
                case .document: shape = .document
                case .blockQuote: shape = .blockQuote
                case .list(let style): shape = .list(style)
                case .item: shape = .item
                case .codeBlock(let info): shape = .codeBlock; texts.append(info)
                case .htmlBlock: shape = .htmlBlock
                case .paragraph: shape = .paragraph
                case .heading(let level): shape = .heading(level: level)
                case .thematicBreak: shape = .thematicBreak
                case .text: shape = .text
                case .softBreak: shape = .softBreak
                case .lineBreak: shape = .lineBreak
                case .code: shape = .code
                case .htmlInline: shape = .htmlInline
                case .emphasis: shape = .emphasis
                case .strong: shape = .strong
                case .link(let destination, let title): shape = .link; texts += [destination, title]
                case .image(let destination, let title): shape = .image; texts += [destination, title]
                case .custom: shape = .custom
                }
                return (shape, text)
            }

            /// How many texts the shape keeps in the document's array.
            var textCount: Int {
                switch self {
                case .codeBlock: 1
                case .link, .image: 2
                default: 0
                }
            }

            /// Whether the node is a block (as opposed to an inline).
            var isBlock: Bool {
                switch self {
                case .document, .blockQuote, .list, .item, .codeBlock, .htmlBlock, .paragraph, .heading, .thematicBreak: true
                default: false
                }
            }

            /// The full kind, its texts read from `texts` at `text`.
            func kind(texts: [String], at text: Int) -> MarkdownKind {
                switch self {
                case .document: .document
                case .blockQuote: .blockQuote
                case .list(let style): .list(style)
                case .item: .item
                case .codeBlock: .codeBlock(info: texts[text])
                case .htmlBlock: .htmlBlock
                case .paragraph: .paragraph
                case .heading(let level): .heading(level: level)
                case .thematicBreak: .thematicBreak
                case .text: .text
                case .softBreak: .softBreak
                case .lineBreak: .lineBreak
                case .code: .code
                case .htmlInline: .htmlInline
                case .emphasis: .emphasis
                case .strong: .strong
                case .link: .link(destination: texts[text], title: texts[text + 1])
                case .image: .image(destination: texts[text], title: texts[text + 1])
                case .custom: .custom
                }
            }
        }

        var shape: Shape
        var range: SourceRange?
        /// One past the index of the node's last descendant.
        var end: Int
        var isFirstChild: Bool
        /// The node's literal in the document's bytes.
        var literal: Range<Int>
        /// Where the node's texts start in the document's texts.
        var text: Int
    }
}
