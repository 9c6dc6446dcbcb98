/// A linear pre-scan of raw HTML for the shapes that make an HTML5 tree builder slow: elements left
/// open thousands deep (each new tag looks through the stack of open elements, and misnested
/// formatting tags run the adoption agency over it) and tags with thousands of attributes (each is
/// checked against the others for duplicates). Real course pages nest a few dozen deep.
package struct HTMLComplexityScreen: Sendable {
    /// The most start tags that may be open at once, as counted here.
    package var maxOpenElements = 256
    /// The most attributes one tag may have.
    package var maxAttributes = 256

    package init() {}

    /// Why `chunks` (raw HTML runs in page order, read as one text) fails the screen, with the
    /// index of the chunk and the byte offset in it where it did; nil when it passes.
    package func problem(in chunks: [ArraySlice<UInt8>]) -> (chunk: Int, offset: Int, reason: String)? {
        var open = 0
        for (number, chunk) in chunks.enumerated() {
            var index = chunk.startIndex
            while index < chunk.endIndex {
                guard chunk[index] == UInt8(ascii: "<"), index + 1 < chunk.endIndex else { index += 1; continue }
                let next = chunk[index + 1]
                if next == UInt8(ascii: "!") {
                    // A comment or declaration: skip to its `>` (a comment's `-->` ends with one).
                    index = skip(chunk, from: index + 2, past: UInt8(ascii: ">"))
                    continue
                }
                let closing = next == UInt8(ascii: "/")
                let nameStart = closing ? index + 2 : index + 1
                guard nameStart < chunk.endIndex, Self.isLetter(chunk[nameStart]) else { index += 1; continue }
                var cursor = nameStart
                var name: [UInt8] = []
                while cursor < chunk.endIndex, Self.isNameByte(chunk[cursor]) {
                    if name.count < 16 { name.append(chunk[cursor] | 0x20) }
                    cursor += 1
                }
                let (end, attributes, selfClosing) = tagEnd(chunk, from: cursor)
                if attributes > maxAttributes { return (number, index - chunk.startIndex, "an HTML tag with more than \(maxAttributes) attributes") }
                if closing {
                    open = max(0, open - 1)
                } else if !selfClosing, !Self.neverNests.contains(name) {
                    open += 1
                    if open > maxOpenElements { return (number, index - chunk.startIndex, "raw HTML with more than \(maxOpenElements) elements open at once") }
                }
                index = end
            }
        }
        return nil
    }

    /// Where a tag's attributes end (after its `>`), how many it has, and whether it ends in `/>`.
    /// An attribute starts at a name after white space, unless that white space follows an `=`.
    private func tagEnd(_ chunk: ArraySlice<UInt8>, from start: Int) -> (Int, Int, Bool) {
        var index = start
        var attributes = 0
        var quote: UInt8?
        var afterSpace = false
        var lastNonSpace = UInt8(ascii: "n")
        while index < chunk.endIndex {
            let byte = chunk[index]
            index += 1
            if let open = quote {
                if byte == open { quote = nil }
                continue
            }
            switch byte {
            case UInt8(ascii: ">"):
                return (index, attributes, lastNonSpace == UInt8(ascii: "/"))
            case 0x20, 0x09, 0x0A, 0x0C, 0x0D:
                afterSpace = true
                continue
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                quote = byte
            default:
                if afterSpace, lastNonSpace != UInt8(ascii: "="), byte != UInt8(ascii: "="), byte != UInt8(ascii: "/") { attributes += 1 }
            }
            afterSpace = false
            lastNonSpace = byte
        }
        return (index, attributes, false)
    }

    private func skip(_ chunk: ArraySlice<UInt8>, from start: Int, past byte: UInt8) -> Int {
        var index = start
        while index < chunk.endIndex, chunk[index] != byte { index += 1 }
        return min(index + 1, chunk.endIndex)
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) }
    private static func isNameByte(_ byte: UInt8) -> Bool { isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") }

    /// Void elements and those whose start tag closes an open one of their kind, so repeating them
    /// does not deepen the tree.
    private static let neverNests: Set<[UInt8]> = Set([
        "br", "hr", "img", "input", "wbr", "source", "meta", "link", "base", "col", "area", "embed", "param", "track",
        "li", "dt", "dd", "p", "td", "th", "tr", "option", "optgroup", "thead", "tbody", "tfoot", "colgroup", "rp", "rt",
    ].map { Array($0.utf8) })
}
