import CourseModel

/// One record as `CSVParser.scan` sees it: field values as bytes, made into Strings only when a
/// reader keeps them. It points into the parser's buffers, so it is valid only inside the callback
/// that receives it.
struct CSVRecord {
    /// The file's path relative to the book, as UTF-8: a String here would make every copy of a
    /// record, millions of them, count a reference.
    let pathBytes: UnsafeBufferPointer<UInt8>
    /// 1-based line on which the record starts.
    let line: Int
    /// The record's raw bytes in the input, from its first byte through its line ending.
    let byteRange: Range<Int>
    /// How many of the fields were written in quotes.
    let quotedFields: Int
    let input: UnsafeBufferPointer<UInt8>
    let scratch: UnsafeBufferPointer<UInt8>
    let spans: UnsafeBufferPointer<CSVFieldSpan>

    /// The number of fields.
    var count: Int { spans.count }

    /// The file's path relative to the book, for diagnostics.
    var path: String { String(decoding: pathBytes, as: UTF8.self) }

    /// The unquoted bytes of field `index`.
    func bytes(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        let span = spans[index]
        return UnsafeBufferPointer(rebasing: (span.inScratch ? scratch : input)[span.start..<span.end])
    }

    /// Field `index` as text; invalid UTF-8 (already reported by the parser) becomes U+FFFD.
    func string(_ index: Int) -> String { String(decoding: bytes(index), as: UTF8.self) }

    /// The 1-based column, in characters, where field `index` starts.
    func column(_ index: Int) -> Int {
        let span = spans[index]
        return CSVRecord.column(of: span.anchor, lineStart: span.lineStart, in: input)
    }

    /// The character column (`SourceColumn`) of byte `position`, on the line starting at `lineStart`.
    static func column(of position: Int, lineStart: Int, in input: UnsafeBufferPointer<UInt8>) -> Int {
        SourceColumn.characterColumn(ofByte: position - lineStart, inLine: UnsafeBufferPointer(rebasing: input[lineStart..<max(position, lineStart)]))
    }

    /// The record with every field made into a String, for readers that keep whole rows.
    var row: CSVRow {
        CSVRow(line: line, fields: (0..<count).map(string), columns: (0..<count).map(column), byteRange: byteRange, quotedFields: quotedFields)
    }
}
