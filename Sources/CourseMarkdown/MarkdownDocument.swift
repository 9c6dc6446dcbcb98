/// A parsed Markdown text stored flat: nodes in document order (each node before its children),
/// every literal in one UTF-8 buffer and the few texts of links, images and code blocks in one
/// array, so a node is plain data and walking or copying a document moves no per-node objects.
///
/// A node's descendants are the nodes after it up to its `end(of:)`; node 0 is the root.
package struct MarkdownDocument: Sendable {
    /// The index of the root node (`.document`).
    package static let root = 0

    private var nodes: [Node]
    /// The literals of all nodes, back to back.
    private var bytes: [UInt8]
    /// Code block info strings, and link and image destinations each followed by its title.
    private var texts: [String]

    /// A document with only its root.
    package init() {
        nodes = [Node(shape: .document, range: nil, end: 1, isFirstChild: true, literal: 0..<0, text: 0)]
        bytes = []
        texts = []
    }

    /// A document without even a root, which the parser appends first.
    init(unrooted: Void) {
        nodes = []
        bytes = []
        texts = []
    }

    /// How many nodes there are; indices run from 0 to `count - 1`.
    package var count: Int { nodes.count }

    /// What the node at `index` is.
    package func kind(of index: Int) -> MarkdownKind {
        let node = nodes[index]
        return node.shape.kind(texts: texts, at: node.text)
    }

    /// Where the node sits in its source; nil when cmark does not track it or it was built.
    package func range(of index: Int) -> SourceRange? { nodes[index].range }

    /// One past the index of the node's last descendant (`index + 1` for a leaf).
    package func end(of index: Int) -> Int { nodes[index].end }

    /// The children of the node at `index`, in order.
    package func children(of index: Int) -> Children { Children(nodes: nodes, parent: index) }

    /// The first child of the node at `index`, if it has one.
    package func firstChild(of index: Int) -> Int? { nodes[index].end > index + 1 ? index + 1 : nil }

    /// The literal text of a text, code, code block or HTML node; empty for other nodes.
    package func literal(of index: Int) -> String { String(decoding: literalBytes(of: index), as: UTF8.self) }

    /// The literal's UTF-8 bytes.
    package func literalBytes(of index: Int) -> ArraySlice<UInt8> { bytes[nodes[index].literal] }

    /// The text a reader sees, without markup: soft breaks become spaces, hard breaks newlines,
    /// blocks after the first of their parent start on a new line.
    package func plainText(of index: Int) -> String {
        var out: [UInt8] = []
        appendPlainText(of: index, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `plainText(of:)` to `out`.
    package func appendPlainText(of index: Int, to out: inout [UInt8]) {
        let start = out.count
        for next in index..<nodes[index].end {
            let node = nodes[next]
            if next > index, !node.isFirstChild, node.shape.isBlock, out.count > start, !Self.endsWithLineFeed(out, from: start) {
                out.append(UInt8(ascii: "\n"))
            }
            switch node.shape {
            case .text, .code, .codeBlock: out.append(contentsOf: bytes[node.literal])
            case .softBreak: out.append(UInt8(ascii: " "))
            case .lineBreak: out.append(UInt8(ascii: "\n"))
            case .htmlInline where Self.breaksLine(bytes[node.literal]): out.append(UInt8(ascii: "\n"))
            default: break
            }
        }
    }

    /// Whether raw inline HTML starts a new line as a reader sees it (`<br>`, `<br />`, `</br>`,
    /// `<p>`): table cells put several items in one cell this way, and schedule rules read them
    /// line by line.
    private static func breaksLine(_ tag: ArraySlice<UInt8>) -> Bool {
        var name: [UInt8] = []
        for byte in tag.dropFirst() where byte != UInt8(ascii: "/") {
            guard (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) else { break }
            name.append(byte | 0x20)
            if name.count > 2 { return false }
        }
        return name == Array("br".utf8) || name == [UInt8(ascii: "p")]
    }

    /// Whether `out` (from `start`) ends with a line feed that is a character of its own: a
    /// `\r\n` pair is one character, which plain text does not count as ending the line.
    private static func endsWithLineFeed(_ out: [UInt8], from start: Int) -> Bool {
        out[out.count - 1] == UInt8(ascii: "\n") && !(out.count - 1 > start && out[out.count - 2] == UInt8(ascii: "\r"))
    }

    /// Appends a node after the last one; the caller closes containers with `close`.
    mutating func append(_ kind: MarkdownKind, literal: UnsafeBufferPointer<UInt8>? = nil, range: SourceRange?, isFirstChild: Bool) {
        let start = bytes.count
        if let literal { bytes.append(contentsOf: literal) }
        let stored = Node.Shape.store(kind, in: &texts)
        nodes.append(Node(shape: stored.shape, range: range, end: nodes.count + 1, isFirstChild: isFirstChild, literal: start..<bytes.count, text: stored.text))
    }

    /// Marks the container at `index` as ending after the last node appended.
    mutating func close(_ index: Int) {
        nodes[index].end = nodes.count
    }

    /// Appends a top-level paragraph holding the inlines of paragraph `index` of `other`; returns
    /// the new paragraph's index.
    /// `droppingLeadingBytes` takes that many bytes off the paragraph's first text node (a guard
    /// character a caller put before the text so it would not open a block).
    @discardableResult
    package mutating func appendParagraph(inlinesOf index: Int, in other: MarkdownDocument, droppingLeadingBytes: Int = 0) -> Int {
        let paragraph = appendParagraphNode()
        let offset = paragraph - index
        for (position, node) in other.nodes[(index + 1)..<other.nodes[index].end].enumerated() {
            let start = bytes.count
            if position == 0, droppingLeadingBytes > 0, case .text = node.shape {
                bytes.append(contentsOf: other.bytes[node.literal].dropFirst(droppingLeadingBytes))
            } else {
                bytes.append(contentsOf: other.bytes[node.literal])
            }
            let text = texts.count
            if node.shape.textCount > 0 { texts += other.texts[node.text..<(node.text + node.shape.textCount)] }
            nodes.append(Node(shape: node.shape, range: node.range, end: node.end + offset, isFirstChild: node.isFirstChild, literal: start..<bytes.count, text: text))
        }
        return closeParagraph(paragraph)
    }

    /// Appends a top-level paragraph holding one text node (none when `text` is empty); returns
    /// the new paragraph's index.
    @discardableResult
    package mutating func appendParagraph(text: String, range: SourceRange? = nil) -> Int {
        let paragraph = appendParagraphNode()
        if !text.isEmpty {
            var text = text
            text.withUTF8 { append(.text, literal: $0, range: range, isFirstChild: true) }
        }
        return closeParagraph(paragraph)
    }

    private mutating func appendParagraphNode() -> Int {
        append(.paragraph, range: nil, isFirstChild: nodes[Self.root].end == 1)
        return nodes.count - 1
    }

    private mutating func closeParagraph(_ paragraph: Int) -> Int {
        close(paragraph)
        close(Self.root)
        return paragraph
    }

    /// The children of one node, found by jumping from each child to the end of its subtree.
    package struct Children: Sequence, Sendable {
        fileprivate let nodes: [Node]
        fileprivate let parent: Int

        /// Iterates the child indices.
        package func makeIterator() -> Iterator { Iterator(nodes: nodes, upcoming: parent + 1, end: nodes[parent].end) }

        /// The number of children.
        package var count: Int { reduce(0) { count, _ in count + 1 } }

        /// Walks the child indices.
        package struct Iterator: IteratorProtocol {
            fileprivate let nodes: [Node]
            fileprivate var upcoming: Int
            fileprivate let end: Int

            package mutating func next() -> Int? {
                guard upcoming < end else { return nil }
                defer { upcoming = nodes[upcoming].end }
                return upcoming
            }
        }
    }
}
