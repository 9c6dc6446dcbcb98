/// Where the raw HTML written on a page landed in the rendered output: each run of it with the
/// page position it came from. It tells the sanitizer which elements the author wrote (rather than
/// the renderer), and turns an output offset back into the page's line and column for warnings.
struct RawHTMLSegments: Sendable {
    struct Segment: Sendable {
        /// Byte range in the rendered output.
        var output: Range<Int>
        /// 1-based page line where the run starts (body lines; the caller adds the front matter).
        var line: Int
        /// 1-based column of its first byte; nil when only the line is known (table cells).
        var column: Int?
    }

    /// Runs in output order.
    private(set) var segments: [Segment] = []

    var isEmpty: Bool { segments.isEmpty }

    /// Records `count` bytes of raw HTML appended at output offset `start`.
    mutating func record(start: Int, count: Int, line: Int, column: Int?) {
        guard count > 0 else { return }
        segments.append(Segment(output: start..<(start + count), line: line, column: column))
    }

    /// The run holding output offset `offset`, if the author wrote that byte.
    func segment(containing offset: Int) -> Segment? {
        var low = 0, high = segments.count
        while low < high {
            let middle = (low + high) / 2
            if segments[middle].output.upperBound <= offset { low = middle + 1 } else { high = middle }
        }
        guard low < segments.count, segments[low].output.contains(offset) else { return nil }
        return segments[low]
    }

    /// The page line and column of output offset `offset` inside a run, counting the run's line feeds.
    func position(of offset: Int, in output: [UInt8]) -> (line: Int, column: Int?)? {
        guard let segment = segment(containing: offset) else { return nil }
        var line = segment.line
        var lineStart: Int?
        for index in segment.output.lowerBound..<offset where output[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        guard let lineStart else { return (line, segment.column.map { $0 + offset - segment.output.lowerBound }) }
        return (line, segment.column == nil ? nil : offset - lineStart + 1)
    }
}
