/// One parsed CSV record: its fields, the line it starts on and each field's column.
struct CSVRow {
    /// 1-based line on which the record starts.
    var line: Int
    /// Field values, unquoted.
    var fields: [String]
    /// 1-based column (in characters) where each field starts.
    var columns: [Int]
    /// The record's raw bytes in the input, from its first byte through its line ending, so an
    /// editor can replace or remove exactly this record and leave every other byte alone.
    var byteRange: Range<Int> = 0..<0
    /// How many of the fields were written in quotes, to learn a file's quoting style.
    var quotedFields = 0
}
