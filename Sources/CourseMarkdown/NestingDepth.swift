/// Tracks, line by line, how many block quotes and list items a line opens (`>`, `-`, `*`, `+`,
/// `1.` markers and indentation) and how deep the containers still open at a blank line are.
struct NestingDepth {
    /// Container depth of the last line with content; blank lines keep those containers open.
    private(set) var openDepth = 0
    /// Whether the current line has had only markers and spaces so far.
    private(set) var lineIsBlank = true
    /// Whether the current line's markers are over and its content has begun.
    private(set) var inContent = false
    private var lineDepth = 0
    private var spaces = 0

    /// Block-quote and list markers on the current line so far, one not yet closed by a space included.
    /// Indentation is not counted: it continues containers rather than opening them, and deeply
    /// indented code would otherwise count as nesting.
    var lineContainers: Int { markers + (pendingMarker ? 1 : 0) }
    private var markers = 0
    private var pendingMarker = false
    private var digits = 0

    /// Reads one byte of the line's markers; once content has begun, bytes change nothing until the line ends.
    mutating func consume(_ byte: UInt8) {
        guard !inContent else { return }
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
            if pendingMarker { lineDepth += 1; markers += 1; pendingMarker = false }
            digits = 0
            spaces += byte == UInt8(ascii: "\t") ? 4 : 1
        case UInt8(ascii: ">"):
            markers += 1
            lineDepth += 1 + spaces / 2
            spaces = 0
            pendingMarker = false
        case UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+"):
            guard !pendingMarker, digits == 0 else { return startContent() }
            lineDepth += spaces / 2
            spaces = 0
            pendingMarker = true
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            guard !pendingMarker, digits < 9 else { return startContent() }
            digits += 1
        case UInt8(ascii: "."), UInt8(ascii: ")"):
            guard digits > 0 else { return startContent() }
            lineDepth += spaces / 2
            spaces = 0
            digits = 0
            pendingMarker = true
        case UInt8(ascii: "\n"):
            break
        default:
            startContent()
        }
    }

    private mutating func startContent() {
        if pendingMarker { lineDepth += 1; markers += 1; pendingMarker = false }
        lineDepth += spaces / 2
        inContent = true
        lineIsBlank = false
        openDepth = lineDepth
    }

    mutating func endLine() {
        if pendingMarker { lineDepth += 1 }
        if !lineIsBlank || lineDepth > openDepth { openDepth = max(lineIsBlank ? openDepth : 0, lineDepth) }
        lineDepth = 0
        markers = 0
        spaces = 0
        pendingMarker = false
        digits = 0
        inContent = false
        lineIsBlank = true
    }
}
