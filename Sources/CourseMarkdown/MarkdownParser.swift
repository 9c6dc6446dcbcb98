internal import CCmark
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Parses CommonMark text with libcmark and copies the result into a `MarkdownDocument`.
///
/// Every cmark object is freed before `parse` returns, so callers never hold C memory.
package enum MarkdownParser {
    /// Parses `text`, after screening it for inputs that make libcmark 0.30 quadratic.
    package static func parse(_ text: String, limits: MarkdownLimits = .default) throws(MarkdownError) -> MarkdownDocument {
        try limits.screen(text)
        switch parseTree(text, maxDepth: limits.maxDepth, maxNodes: limits.maxNodes) {
        case .document(let document):
            return document
        case .tooDeep:
            throw .tooComplex(line: 1, reason: "Markdown nested more than \(limits.maxDepth) levels deep")
        case .tooManyNodes(let line):
            throw .tooComplex(line: line, reason: "more than \(limits.maxNodes) Markdown elements (blocks, list items, links, runs of text) by this line")
        }
    }

    /// Parses without the pathological-input screen; only for text the caller produced itself.
    /// A tree nested deeper than `MarkdownLimits.default.maxDepth` comes back as one literal paragraph.
    package static func parseUnscreened(_ text: String) -> MarkdownDocument {
        if case .document(let document) = parseTree(text, maxDepth: MarkdownLimits.default.maxDepth, maxNodes: .max) { return document }
        var document = MarkdownDocument()
        document.appendParagraph(text: text)
        return document
    }

    /// What copying libcmark's tree gave.
    private enum Copy {
        case document(MarkdownDocument)
        /// Nested deeper than allowed.
        case tooDeep
        /// More nodes than allowed; the line of the node that passed the limit.
        case tooManyNodes(line: Int)
    }

    /// The copied tree, unless it nests deeper than `maxDepth` or has more than `maxNodes` nodes.
    private static func parseTree(_ text: String, maxDepth: Int, maxNodes: Int) -> Copy {
        var text = text
        return text.withUTF8 { buffer -> Copy in
            let root = buffer.withMemoryRebound(to: CChar.self) { chars in
                cmark_parse_document(chars.baseAddress, chars.count, CMARK_OPT_DEFAULT)
            }
            guard let root else { return .document(MarkdownDocument()) }
            defer { cmark_node_free(root) }
            return copyTree(root, maxDepth: maxDepth, maxNodes: maxNodes)
        }
    }

    /// Walks the tree with cmark's iterator rather than recursion, so deep nesting cannot overflow
    /// the stack; containers still open are kept with whether they have a child yet.
    private static func copyTree(_ root: OpaquePointer, maxDepth: Int, maxNodes: Int) -> Copy {
        guard let iterator = cmark_iter_new(root) else { return .document(MarkdownDocument()) }
        defer { cmark_iter_free(iterator) }
        var document = MarkdownDocument(unrooted: ())
        var open: [(index: Int, hasChild: Bool)] = []
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            if event == CMARK_EVENT_ENTER {
                let isFirstChild = open.last.map { !$0.hasChild } ?? true
                if !open.isEmpty { open[open.count - 1].hasChild = true }
                let index = document.count
                if index >= maxNodes { return .tooManyNodes(line: max(1, Int(cmark_node_get_start_line(node)))) }
                append(node, to: &document, isFirstChild: isFirstChild)
                if !isLeaf(node) {
                    open.append((index, false))
                    if open.count > maxDepth { return .tooDeep }
                }
            } else if event == CMARK_EVENT_EXIT, let finished = open.popLast() {
                document.close(finished.index)
            }
        }
        return .document(document)
    }

    private static func isLeaf(_ node: OpaquePointer) -> Bool {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_HTML_BLOCK, CMARK_NODE_THEMATIC_BREAK, CMARK_NODE_CODE_BLOCK, CMARK_NODE_TEXT,
             CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE:
            true
        default:
            false
        }
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }

    private static func append(_ node: OpaquePointer, to document: inout MarkdownDocument, isFirstChild: Bool) {
        let kind: MarkdownKind
        var hasLiteral = false
        switch cmark_node_get_type(node) {
        case CMARK_NODE_DOCUMENT: kind = .document
        case CMARK_NODE_BLOCK_QUOTE: kind = .blockQuote
        case CMARK_NODE_LIST: kind = .list(listStyle(node))
        case CMARK_NODE_ITEM: kind = .item
        case CMARK_NODE_CODE_BLOCK:
            kind = .codeBlock(info: string(cmark_node_get_fence_info(node)))
            hasLiteral = true
        case CMARK_NODE_HTML_BLOCK: kind = .htmlBlock; hasLiteral = true
        case CMARK_NODE_PARAGRAPH: kind = .paragraph
        case CMARK_NODE_HEADING: kind = .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_THEMATIC_BREAK: kind = .thematicBreak
        case CMARK_NODE_TEXT: kind = .text; hasLiteral = true
        case CMARK_NODE_SOFTBREAK: kind = .softBreak
        case CMARK_NODE_LINEBREAK: kind = .lineBreak
        case CMARK_NODE_CODE: kind = .code; hasLiteral = true
        case CMARK_NODE_HTML_INLINE: kind = .htmlInline; hasLiteral = true
        case CMARK_NODE_EMPH: kind = .emphasis
        case CMARK_NODE_STRONG: kind = .strong
        case CMARK_NODE_LINK:
            kind = .link(destination: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        case CMARK_NODE_IMAGE:
            kind = .image(destination: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        default: kind = .custom
        }
        let literal = hasLiteral ? cmark_node_get_literal(node) : nil
        guard let literal else { return document.append(kind, range: range(node), isFirstChild: isFirstChild) }
        literal.withMemoryRebound(to: UInt8.self, capacity: 1) { bytes in
            document.append(kind, literal: UnsafeBufferPointer(start: bytes, count: strlen(literal)), range: range(node), isFirstChild: isFirstChild)
        }
    }

    private static func listStyle(_ node: OpaquePointer) -> ListStyle {
        let ordered = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
        let delimiter: ListStyle.Delimiter = switch cmark_node_get_list_delim(node) {
        case CMARK_PERIOD_DELIM: .period
        case CMARK_PAREN_DELIM: .paren
        default: .none
        }
        return ListStyle(
            kind: ordered ? .ordered : .bullet,
            start: ordered ? Int(cmark_node_get_list_start(node)) : 1,
            isTight: cmark_node_get_list_tight(node) != 0,
            delimiter: delimiter
        )
    }

    private static func range(_ node: OpaquePointer) -> SourceRange? {
        let startLine = Int(cmark_node_get_start_line(node))
        guard startLine > 0 else { return nil }
        return SourceRange(
            start: SourcePosition(line: startLine, byteColumn: Int(cmark_node_get_start_column(node))),
            end: SourcePosition(line: Int(cmark_node_get_end_line(node)), byteColumn: Int(cmark_node_get_end_column(node)))
        )
    }
}
