import CourseModel
/// The lines of a text, found once as UTF-8 offsets so a line is sliced only when it is read.
///
/// Lines end at `\n` bytes, so a `\r\n` line end (a Windows checkout) ends a line as it does for
/// cmark; the `\r` is not part of the line.
struct SourceLines: Sendable {
    private let text: String
    /// UTF-8 offset where each line starts, plus one past the end of the text.
    private var starts: [Int]

    init(_ text: String) {
        self.text = text
        var starts = [0]
        var copy = text
        copy.withUTF8 { bytes in
            for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
                starts.append(index + 1)
            }
            starts.append(bytes.count + 1)
        }
        self.starts = starts
    }

    /// How many lines there are.
    var count: Int { starts.count - 1 }

    /// The UTF-8 length of the text.
    var byteCount: Int { starts[starts.count - 1] - 1 }

    /// The character column (`SourceColumn`) of 1-based byte column `byteColumn` (cmark's) of
    /// line `number`, for a printed location; `byteColumn` as it is for a line the text lacks.
    func characterColumn(ofByteColumn byteColumn: Int, line number: Int) -> Int {
        guard number >= 1, number <= count else { return byteColumn }
        return SourceColumn.characterColumn(ofByteColumn: byteColumn, inLine: self[number].utf8)
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
