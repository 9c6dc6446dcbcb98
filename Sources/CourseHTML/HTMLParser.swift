internal import CGumbo

/// Parses HTML with libgumbo, an HTML5 parser (the WHATWG tree-construction rules browsers use),
/// and copies the result into an `HTMLTree`.
///
/// gumbo's output is freed before `parse` returns, so callers never hold C memory.
package enum HTMLParser {
    /// The deepest element nesting copied; deeper content is flattened into its ancestor at this
    /// depth, so a hostile page cannot make the walk grow without bound.
    package static let maxDepth = 256

    /// Parses `html` as the content of a `<div>` (a fragment, as a page body's HTML is).
    package static func parseFragment(_ html: String) -> HTMLTree {
        var html = html
        return html.withUTF8 { buffer -> HTMLTree in
            var options = kGumboDefaultOptions
            options.fragment_context = GUMBO_TAG_DIV
            options.max_errors = 0
            let output = buffer.withMemoryRebound(to: CChar.self) { chars in
                gumbo_parse_with_options(&options, chars.baseAddress, chars.count)
            }
            guard let output else { return HTMLTree() }
            defer { gumbo_destroy_output(&options, output) }
            return copy(output.pointee.root, base: buffer.baseAddress)
        }
    }

    /// Copies the children of the fragment's `<html>` root, walking with an explicit stack.
    private static func copy(_ root: UnsafeMutablePointer<GumboNode>?, base: UnsafePointer<UInt8>?) -> HTMLTree {
        var tree = HTMLTree()
        guard let root, root.pointee.type == GUMBO_NODE_ELEMENT else { return tree }
        // Each frame: the tree index of an open element and its remaining C children.
        var stack: [(index: Int, children: GumboVector, next: Int)] = [(HTMLTree.root, root.pointee.v.element.children, 0)]
        while var frame = stack.popLast() {
            guard frame.next < Int(frame.children.length) else {
                tree.close(frame.index)
                continue
            }
            let child = frame.children.data[frame.next]!.assumingMemoryBound(to: GumboNode.self)
            frame.next += 1
            stack.append(frame)
            switch child.pointee.type {
            case GUMBO_NODE_ELEMENT, GUMBO_NODE_TEMPLATE:
                let element = child.pointee.v.element
                let offset = element.original_tag.length > 0 ? Int(element.start_pos.offset) : nil
                let index = tree.append(.element(name: name(of: element), namespace: namespace(element.tag_namespace)), attributes: attributes(of: element), offset: offset)
                if stack.count < maxDepth {
                    stack.append((index, element.children, 0))
                } else {
                    tree.close(index)
                }
            case GUMBO_NODE_TEXT, GUMBO_NODE_WHITESPACE, GUMBO_NODE_CDATA:
                let text = child.pointee.v.text
                _ = tree.append(.text, text: String(cString: text.text), offset: Int(text.start_pos.offset))
            case GUMBO_NODE_COMMENT:
                let text = child.pointee.v.text
                _ = tree.append(.comment, text: String(cString: text.text), offset: Int(text.start_pos.offset))
            default:
                continue
            }
        }
        return tree
    }

    private static func name(of element: GumboElement) -> String {
        if element.tag != GUMBO_TAG_UNKNOWN, let name = gumbo_normalized_tagname(element.tag), name.pointee != 0 {
            return String(cString: name)
        }
        // An unknown tag keeps the name it was written with, lower-cased.
        var piece = element.original_tag
        guard piece.length > 0, piece.data != nil else { return "" }
        gumbo_tag_from_original_text(&piece)
        guard let data = piece.data else { return "" }
        let bytes = UnsafeRawBufferPointer(start: data, count: piece.length)
        return String(decoding: bytes, as: UTF8.self).lowercased()
    }

    private static func namespace(_ value: GumboNamespaceEnum) -> HTMLTree.Namespace {
        switch value {
        case GUMBO_NAMESPACE_SVG: .svg
        case GUMBO_NAMESPACE_MATHML: .math
        default: .html
        }
    }

    private static func attributes(of element: GumboElement) -> [HTMLTree.Attribute] {
        let vector = element.attributes
        var result: [HTMLTree.Attribute] = []
        result.reserveCapacity(Int(vector.length))
        for position in 0..<Int(vector.length) {
            let attribute = vector.data[position]!.assumingMemoryBound(to: GumboAttribute.self).pointee
            result.append(HTMLTree.Attribute(name: String(cString: attribute.name).lowercased(), value: String(cString: attribute.value)))
        }
        return result
    }
}
