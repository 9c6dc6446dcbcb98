/// Bounds that keep Debian's libcmark 0.30.2 out of its known quadratic paths.
///
/// CVE-2023-22486: a paragraph of many `![[]()` makes bracket matching quadratic (40,000 repeats
/// take 1.4 s, 160,000 more than 20 s). Real pages never hold tens of thousands of brackets in one
/// paragraph, so such a block is rejected instead of parsed.
public struct MarkdownLimits: Sendable, Hashable {
    /// Largest text accepted, in UTF-8 bytes.
    public var maxBytes: Int
    /// Most `[` characters allowed in one block (a run of lines without a blank line).
    public var maxBracketsPerBlock: Int

    /// Limits that accept every real course page we have seen and reject upstream's pathological inputs.
    public static let `default` = MarkdownLimits(maxBytes: 16 << 20, maxBracketsPerBlock: 20_000)

    /// Creates limits.
    public init(maxBytes: Int, maxBracketsPerBlock: Int) {
        self.maxBytes = maxBytes
        self.maxBracketsPerBlock = maxBracketsPerBlock
    }

    /// Throws when `text` exceeds a limit; runs in one linear pass over the bytes.
    public func screen(_ text: String) throws(MarkdownError) {
        let utf8 = text.utf8
        if utf8.count > maxBytes {
            throw .tooComplex(line: 1, reason: "the page is \(utf8.count) bytes, more than the \(maxBytes) allowed")
        }
        var line = 1
        var blockStart = 1
        var brackets = 0
        var lineIsBlank = true
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "\n"):
                if lineIsBlank {
                    brackets = 0
                    blockStart = line + 1
                }
                line += 1
                lineIsBlank = true
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                break
            case UInt8(ascii: "["):
                lineIsBlank = false
                brackets += 1
                if brackets > maxBracketsPerBlock {
                    throw .tooComplex(
                        line: blockStart,
                        reason: "more than \(maxBracketsPerBlock) '[' in one paragraph (a known slow input for libcmark)"
                    )
                }
            default:
                lineIsBlank = false
            }
        }
    }
}
