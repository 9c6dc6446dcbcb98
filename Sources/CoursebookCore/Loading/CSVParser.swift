import CourseModel

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

/// A streaming RFC 4180 reader over raw bytes that keeps line and column numbers for diagnostics.
///
/// Handles quoted fields with embedded commas, quotes and newlines, CRLF and LF, and a UTF-8 BOM.
/// Rows are handed to a closure as they are read so a million-row file never exists twice in memory.
struct CSVParser {
    let path: String
    /// The field separator: a comma, or a tab for tab-separated exports.
    var delimiter = UInt8(ascii: ",")

    /// Parses `bytes`, calling `onRow` for every record that is not an empty line, and returns the
    /// problems found (unterminated quote, stray quote, invalid UTF-8, UTF-16 input).
    func parse(_ bytes: UnsafeRawBufferPointer, onRow: (CSVRow) -> Void) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let count = bytes.count
        var index = 0
        if count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            return [.error(SourceLocation(path: path, line: 1, column: 1), "file is UTF-16; save it as UTF-8")]
        }
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }

        var line = 1
        var lineStart = index
        var fields: [String] = []
        var columns: [Int] = []
        var field: [UInt8] = []
        var rowLine = 1
        var fieldColumn = 1
        var rowIsEmpty = true
        var rowStart = index
        var quoted = 0

        func column(at position: Int) -> Int {
            var characters = 1
            var cursor = lineStart
            while cursor < position {
                if bytes[cursor] & 0xC0 != 0x80 { characters += 1 }
                cursor += 1
            }
            return characters
        }

        func finishField() {
            if let text = String(validating: field, as: UTF8.self) {
                fields.append(text)
            } else {
                diagnostics.append(.error(SourceLocation(path: path, line: rowLine, column: fieldColumn), "field is not valid UTF-8 text"))
                fields.append(String(decoding: field, as: UTF8.self))
            }
            columns.append(fieldColumn)
            field.removeAll(keepingCapacity: true)
        }

        func finishRow(end: Int) {
            if !rowIsEmpty {
                finishField()
                onRow(CSVRow(line: rowLine, fields: fields, columns: columns, byteRange: rowStart..<end, quotedFields: quoted))
            }
            quoted = 0
            fields.removeAll(keepingCapacity: true)
            columns.removeAll(keepingCapacity: true)
            field.removeAll(keepingCapacity: true)
            rowIsEmpty = true
        }

        rowLine = line
        fieldColumn = 1
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\""), field.isEmpty, index == lineStart || bytes[index - 1] == delimiter {
                // Quoted field: read to the closing quote, doubling "" to ".
                rowIsEmpty = false
                quoted += 1
                let quoteLine = line
                let quoteColumn = column(at: index)
                index += 1
                var closed = false
                while index < count {
                    let inner = bytes[index]
                    if inner == UInt8(ascii: "\"") {
                        if index + 1 < count, bytes[index + 1] == UInt8(ascii: "\"") {
                            field.append(inner)
                            index += 2
                            continue
                        }
                        closed = true
                        index += 1
                        break
                    }
                    if inner == UInt8(ascii: "\n") {
                        line += 1
                        lineStart = index + 1
                    }
                    field.append(inner)
                    index += 1
                }
                if !closed {
                    // The open quote swallowed the rest of the file: that row is not data.
                    diagnostics.append(.error(SourceLocation(path: path, line: quoteLine, column: quoteColumn), "quoted field is never closed"))
                    return diagnostics
                }
                if index < count, bytes[index] != delimiter, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") {
                    diagnostics.append(.error(SourceLocation(path: path, line: line, column: column(at: index)), "unexpected text after a closing quote; double quotes inside a quoted field (\"\")"))
                    while index < count, bytes[index] != delimiter, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                }
                continue
            }
            switch byte {
            case delimiter:
                rowIsEmpty = false
                finishField()
                fieldColumn = column(at: index + 1)
            case UInt8(ascii: "\n"):
                finishRow(end: index + 1)
                line += 1
                lineStart = index + 1
                rowStart = index + 1
                rowLine = line
                fieldColumn = 1
            case UInt8(ascii: "\r") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "\n"):
                break
            default:
                rowIsEmpty = false
                field.append(byte)
            }
            index += 1
        }
        finishRow(end: count)
        return diagnostics
    }

}
