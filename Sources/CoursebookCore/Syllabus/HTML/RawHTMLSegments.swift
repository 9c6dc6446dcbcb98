import CourseModel
/// Where the raw HTML written on a page landed in the rendered output: each run of it with the
/// page position it came from. It tells the sanitizer which elements the author wrote (rather than
/// the renderer), and turns an output offset back into the page's line and column for warnings.
struct RawHTMLSegments: Sendable {
    struct Segment: Sendable {
        /// Byte range in the rendered output.
        var output: Range<Int>
        /// 1-based page line where the run starts (body lines; the caller adds the front matter).
        var line: Int
        /// 1-based column (in characters, `SourceColumn`) of its first byte; nil when only the line
        /// is known (table cells).
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

    /// The page line and character column of output offset `offset` inside a run, counting the
    /// run's line feeds; `lineFeeds` is `lineFeeds(in:)` of `output`, found once for all lookups.
    /// A run is the page's bytes as written, so the characters before `offset` on its line are
    /// counted in the output.
    func position(of offset: Int, lineFeeds: [Int], in output: [UInt8]) -> (line: Int, column: Int?)? {
        guard let segment = segment(containing: offset) else { return nil }
        let first = Self.firstIndex(in: lineFeeds, notBelow: segment.output.lowerBound)
        let upTo = Self.firstIndex(in: lineFeeds, notBelow: offset)
        let line = segment.line + upTo - first
        guard let column = segment.column else { return (line, nil) }
        let lineStart = upTo > first ? lineFeeds[upTo - 1] + 1 : segment.output.lowerBound
        let characters = SourceColumn.characterColumn(ofByte: offset - lineStart, inLine: output[lineStart..<offset])
        return (line, upTo > first ? characters : column - 1 + characters)
    }

    /// The same for one lookup.
    func position(of offset: Int, in output: [UInt8]) -> (line: Int, column: Int?)? {
        position(of: offset, lineFeeds: Self.lineFeeds(in: output), in: output)
    }

    /// The offsets of the output's line feeds, in order.
    static func lineFeeds(in output: [UInt8]) -> [Int] {
        output.indices.filter { output[$0] == UInt8(ascii: "\n") }
    }

    private static func firstIndex(in sorted: [Int], notBelow value: Int) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
