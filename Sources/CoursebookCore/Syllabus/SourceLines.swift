import CourseModel
/// The lines of a text, found once as UTF-8 offsets so a line is sliced only when it is read.
///
/// Lines end at `\n` bytes, so a `\r\n` line end (a Windows checkout) ends a line as it does for
/// cmark; the `\r` is not part of the line.
struct SourceLines: Sendable {
    private let text: String
    /// UTF-8 offset where each line starts, plus one past the end of the text.
    private var starts: [Int]
    /// The characters (`SourceColumn`) before every `checkpointStride`-th byte, so a character
    /// column costs at most a stride of counting, however long its line is and however many links
    /// are on it.
    private var checkpoints: [Int]
    private static let checkpointStride = 256

    init(_ text: String) {
        self.text = text
        var starts = [0]
        var checkpoints: [Int] = []
        var copy = text
        copy.withUTF8 { bytes in
            for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
                starts.append(index + 1)
            }
            starts.append(bytes.count + 1)
            checkpoints.reserveCapacity(bytes.count / Self.checkpointStride + 1)
            var characters = 0
            for chunk in 0...(bytes.count / Self.checkpointStride) {
                checkpoints.append(characters)
                let start = chunk * Self.checkpointStride
                characters += SourceColumn.characters(in: UnsafeBufferPointer(rebasing: bytes[start..<min(start + Self.checkpointStride, bytes.count)]))
            }
        }
        self.starts = starts
        self.checkpoints = checkpoints
    }

    /// How many lines there are.
    var count: Int { starts.count - 1 }

    /// The UTF-8 length of the text.
    var byteCount: Int { starts[starts.count - 1] - 1 }

    /// The character column (`SourceColumn`) of 1-based byte column `byteColumn` (cmark's) of
    /// line `number`, for a printed location; `byteColumn` as it is for a line the text lacks.
    func characterColumn(ofByteColumn byteColumn: Int, line number: Int) -> Int {
        guard number >= 1, number <= count else { return byteColumn }
        let lineStart = starts[number - 1]
        let lineEnd = starts[number] - 1
        let offset = lineStart + max(byteColumn - 1, 0)
        func characters(before offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
            let base = offset / Self.checkpointStride * Self.checkpointStride
            return checkpoints[offset / Self.checkpointStride] + SourceColumn.characters(in: UnsafeBufferPointer(rebasing: bytes[base..<offset]))
        }
        func column(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
            let upTo = min(offset, lineEnd)
            return 1 + characters(before: upTo, in: bytes) - characters(before: lineStart, in: bytes) + (offset - upTo)
        }
        if let found = text.utf8.withContiguousStorageIfAvailable(column) { return found }
        return Array(text.utf8).withUnsafeBufferPointer(column)
    }

    /// Line `number`, 1-based, without its line end.
    subscript(number: Int) -> Substring {
        let utf8 = text.utf8
        var end = starts[number] - 1
        let start = starts[number - 1]
        if end > start, utf8[utf8.index(utf8.startIndex, offsetBy: end - 1)] == UInt8(ascii: "\r") { end -= 1 }
        return text[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]
    }
}
