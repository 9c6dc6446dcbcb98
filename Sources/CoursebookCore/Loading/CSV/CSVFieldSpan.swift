/// Where one field of a record lies: a run of the input bytes, or of the scanner's scratch buffer
/// when the field was quoted and had to be unescaped.
struct CSVFieldSpan {
    /// First byte of the value.
    var start: Int
    /// One past the last byte of the value.
    var end: Int
    /// Whether `start..<end` indexes the scratch buffer rather than the input.
    var inScratch: Bool
    /// The start of the line the field begins on, and the byte its column is counted to.
    var lineStart: Int
    var anchor: Int
}
