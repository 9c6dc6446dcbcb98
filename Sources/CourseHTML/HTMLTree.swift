/// An HTML fragment parsed by an HTML5 parser, stored flat: nodes in document order (each node
/// before its descendants), so walking or copying it moves no per-node objects and holds no C memory.
///
/// A node's descendants are the nodes after it up to its `end(of:)`; node 0 is the fragment's root,
/// an element named `#fragment` that holds the top-level nodes.
package struct HTMLTree: Sendable {
    /// The index of the root node.
    package static let root = 0

    /// What one node is.
    package enum Kind: Sendable, Hashable {
        /// An element with its lower-case tag name; `namespace` is `html`, `svg` or `math`.
        case element(name: String, namespace: Namespace)
        /// Text, entities decoded (whitespace-only text included).
        case text
        /// A comment (its text without `<!--` and `-->`).
        case comment
    }

    /// The namespace an element was parsed in: SVG and MathML content nests inside HTML.
    package enum Namespace: Sendable, Hashable { case html, svg, math }

    /// One attribute, its name lower-case and its value with entities decoded.
    package struct Attribute: Sendable, Hashable {
        package var name: String
        package var value: String

        package init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    struct Node: Sendable {
        var kind: Kind
        /// Text of a text or comment node.
        var text: String
        /// Where the node's attributes sit in `attributes`.
        var attributes: Range<Int>
        /// One past the index of the node's last descendant.
        var end: Int
        /// Byte offset of the node's start in the parsed text; nil when the parser inserted it.
        var offset: Int?
    }

    var nodes: [Node]
    var attributeList: [Attribute]

    init() {
        nodes = [Node(kind: .element(name: "#fragment", namespace: .html), text: "", attributes: 0..<0, end: 1, offset: nil)]
        attributeList = []
    }

    /// How many nodes there are.
    package var count: Int { nodes.count }

    /// What node `index` is.
    package func kind(of index: Int) -> Kind { nodes[index].kind }

    /// The element name of node `index`, or nil for text and comments.
    package func elementName(of index: Int) -> String? {
        if case .element(let name, _) = nodes[index].kind { return name }
        return nil
    }

    /// The text of a text or comment node; empty for elements.
    package func text(of index: Int) -> String { nodes[index].text }

    /// The attributes of an element, in source order.
    package func attributes(of index: Int) -> ArraySlice<Attribute> { attributeList[nodes[index].attributes] }

    /// The value of attribute `name` (lower-case) of node `index`.
    package func attribute(_ name: String, of index: Int) -> String? {
        attributes(of: index).first { $0.name == name }?.value
    }

    /// One past the index of the node's last descendant.
    package func end(of index: Int) -> Int { nodes[index].end }

    /// The byte offset in the parsed text where the node starts (its start tag, or its first
    /// character); nil for an element the parser inserted (`<tbody>`, a closing `<p>`).
    package func offset(of index: Int) -> Int? { nodes[index].offset }

    /// The children of node `index`, in order.
    package func children(of index: Int) -> [Int] {
        var result: [Int] = []
        var child = index + 1
        while child < nodes[index].end {
            result.append(child)
            child = nodes[child].end
        }
        return result
    }

    /// The text a reader sees inside node `index`: text nodes joined, `<br>` as a line break.
    package func plainText(of index: Int) -> String {
        var out = ""
        for node in index..<nodes[index].end {
            switch nodes[node].kind {
            case .text: out += nodes[node].text
            case .element(name: "br", _): out += "\n"
            default: continue
            }
        }
        return out
    }

    mutating func append(_ kind: Kind, text: String = "", attributes: [Attribute] = [], offset: Int?) -> Int {
        let start = attributeList.count
        attributeList += attributes
        nodes.append(Node(kind: kind, text: text, attributes: start..<attributeList.count, end: nodes.count + 1, offset: offset))
        return nodes.count - 1
    }

    mutating func close(_ index: Int) {
        nodes[index].end = nodes.count
    }
}
