/// Bounds that keep Debian's libcmark 0.30.2 out of its known quadratic paths.
///
/// CVE-2023-22486: a paragraph of many `![[]()` makes bracket matching quadratic (40,000 repeats
/// take 1.4 s, 160,000 more than 20 s). Real pages never hold tens of thousands of brackets in one
/// paragraph, so such a block is rejected instead of parsed.
///
/// CVE-2023-24824: every blank line walks all open containers, and emphasis delimiters inside deep
/// block quotes are rescanned per level, so cost grows as nesting depth × (blank lines + delimiters):
/// 30,000 nested list items followed by 30,000 blank lines take 10 s, `>`×100,000 then `a*`×100,000
/// 24 s. The screen adds up that product and rejects pages far beyond any real one.
///
/// Beyond the known CVE shapes, work and memory grow with the number of nodes: a staircase of list
/// items (`- ` repeated i times on line i) makes i nested lists on line i, so 8 MB became 7.8 million
/// nodes, 2.2 s in libcmark and 14.7 s and 2.1 GB in all. The screen therefore also sums the nesting
/// of every line before libcmark runs, and the tree copy stops at a node budget, so every page is
/// read within about a second or rejected at the line where a limit was passed.
package struct MarkdownLimits: Sendable, Hashable {
    /// Largest text accepted, in UTF-8 bytes.
    package var maxBytes: Int
    /// Most `[` characters allowed in one block (a run of lines without a blank line).
    package var maxBracketsPerBlock: Int
    /// Most nesting work allowed: the sum over blank lines and emphasis delimiters of the container
    /// depth they sit in.
    package var maxNestingWork: Int

    /// Deepest nesting of blocks and inlines accepted: far beyond any real page, and it bounds the
    /// stack of open containers every reader of a document keeps.
    package var maxDepth: Int = 6_000

    /// Most container work allowed: the sum over lines of how many lists and block quotes each line
    /// sits in. libcmark walks (and for new items creates) that many containers per line; real pages
    /// stay under a few thousand, the staircase above reaches millions.
    package var maxContainerWork: Int = 50_000

    /// Most nodes (blocks and inline runs) a page may have: each costs time and memory in every later
    /// step. A 1 MiB page of ordinary prose with links and emphasis has about 100,000.
    package var maxNodes: Int = 300_000

    /// Limits that accept every real course page we have seen and reject upstream's pathological inputs.
    package static let `default` = MarkdownLimits(maxBytes: 16 << 20, maxBracketsPerBlock: 20_000, maxNestingWork: 20_000_000)

    /// Creates limits.
    package init(maxBytes: Int, maxBracketsPerBlock: Int, maxNestingWork: Int = 20_000_000) {
        self.maxBytes = maxBytes
        self.maxBracketsPerBlock = maxBracketsPerBlock
        self.maxNestingWork = maxNestingWork
    }

    /// Throws when `text` exceeds a limit; runs in one linear pass over the bytes.
    package func screen(_ text: String) throws(MarkdownError) {
        let count = text.utf8.count
        if count > maxBytes {
            throw .tooComplex(line: 1, reason: "the page is \(count) bytes, more than the \(maxBytes) allowed")
        }
        var text = text
        if let problem = text.withUTF8({ firstProblem(in: $0) }) { throw problem }
    }

    private func firstProblem(in bytes: UnsafeBufferPointer<UInt8>) -> MarkdownError? {
        var line = 1
        var blockStart = 1
        var brackets = 0
        var depth = NestingDepth()
        var nestingWork = 0
        var containerWork = 0
        var index = 0
        while index < bytes.count {
            if depth.inContent {
                // Once a line's content has begun, only these bytes change anything.
                while index < bytes.count, !Self.mattersInContent(bytes[index]) { index += 1 }
                if index == bytes.count { break }
            }
            let byte = bytes[index]
            index += 1
            depth.consume(byte)
            switch byte {
            case UInt8(ascii: "\n"):
                if depth.lineIsBlank {
                    brackets = 0
                    blockStart = line + 1
                    nestingWork += depth.openDepth
                }
                containerWork += depth.lineContainers
                if containerWork > maxContainerWork {
                    return .tooComplex(
                        line: line,
                        reason: "lists or block quotes nested too deeply on too many lines (more than \(maxContainerWork) levels of nesting in all by this line)"
                    )
                }
                depth.endLine()
                line += 1
            case UInt8(ascii: "*"), UInt8(ascii: "_"):
                if depth.inContent { nestingWork += depth.openDepth }
            case UInt8(ascii: "["):
                brackets += 1
                if brackets > maxBracketsPerBlock {
                    return .tooComplex(
                        line: blockStart,
                        reason: "more than \(maxBracketsPerBlock) '[' in one paragraph (a known slow input for libcmark)"
                    )
                }
            default:
                break
            }
            if nestingWork > maxNestingWork {
                return .tooComplex(
                    line: line,
                    reason: "block quotes or lists nested too deeply for the blank lines or emphasis that follow (a known slow input for libcmark)"
                )
            }
        }
        return nil
    }

    private static func mattersInContent(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "[")
    }
}
