
/// The first and last character of a node in its source.
package struct SourceRange: Sendable, Hashable {
    /// Where the node starts.
    package var start: SourcePosition
    /// Where the node ends (inclusive).
    package var end: SourcePosition

    /// Creates a range from its two ends.
    package init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = end
    }
}
