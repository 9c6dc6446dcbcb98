/// Nodes being collected by `TemplateParser`, adjacent text merged into one node so rendering
/// copies it in one go.
struct TemplateNodeList {
    /// False directly inside a parent tag, where text is ignored.
    let keepsText: Bool
    private var nodes: [TemplateNode] = []
    private var text: [UInt8] = []

    init(keepsText: Bool) {
        self.keepsText = keepsText
    }

    /// Adds literal text, given in parts.
    mutating func append(text parts: ArraySlice<UInt8>...) {
        guard keepsText else { return }
        for part in parts { text += part }
    }

    /// Adds a node after any pending text.
    mutating func append(_ node: TemplateNode) {
        flush()
        nodes.append(node)
    }

    /// The nodes, pending text included.
    mutating func finish() -> [TemplateNode] {
        flush()
        return nodes
    }

    private mutating func flush() {
        guard !text.isEmpty else { return }
        nodes.append(.text(text))
        text = []
    }
}
