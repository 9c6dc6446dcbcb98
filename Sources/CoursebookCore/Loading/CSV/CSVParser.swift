import CourseModel

/// A streaming RFC 4180 reader over raw bytes that keeps line and column numbers for diagnostics.
///
/// Handles quoted fields with embedded commas, quotes and newlines, CRLF and LF, and a UTF-8 BOM.
/// Rows are handed to a closure as they are read so a million-row file never exists twice in memory.
struct CSVParser {
    let path: String
    /// The field separator: a comma, or a tab for tab-separated exports.
    var delimiter = UInt8(ascii: ",")

    private static let quote = UInt8(ascii: "\"")
    private static let newline = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    /// Parses `bytes`, calling `onRow` for every record that is not an empty line, and returns the
    /// problems found (unterminated quote, stray quote, invalid UTF-8, UTF-16 input).
    func parse(_ bytes: UnsafeRawBufferPointer, onRow: (CSVRow) -> Void) -> [Diagnostic] {
        scan(bytes) { onRow($0.row) }
    }

    /// The same, handing over each record as byte ranges so big files make no String per cell.
    func scan(_ bytes: UnsafeRawBufferPointer, onRecord: (CSVRecord) -> Void) -> [Diagnostic] {
        var position = Position()
        var diagnostics: [Diagnostic] = []
        _ = scan(bytes, at: &position, isLast: true, diagnostics: &diagnostics, onRecord: onRecord)
        return diagnostics
    }

    /// Where a block of the input starts.
    struct Position {
        /// The 1-based line of the block's first byte.
        var line = 1
        /// The block's first byte's offset in the whole input (0: the start, where a BOM may be).
        var offset = 0
    }

    /// Parses one block of a longer input that starts at `position`, a record boundary. Hands over
    /// every record that ends in the block and returns how many bytes it used: up to the start of
    /// the record the block's end cuts (that record is read again, whole, with the next block), or
    /// all of it when the block is the input's last; nil when the rest of the input cannot be read
    /// as CSV (UTF-16, a quote never closed). Moves `position` past the bytes used.
    func scan(
        _ raw: UnsafeRawBufferPointer, at position: inout Position, isLast: Bool,
        diagnostics: inout [Diagnostic], onRecord: (CSVRecord) -> Void
    ) -> Int? {
        let bytes = raw.assumingMemoryBound(to: UInt8.self)
        let (quote, newline, carriageReturn) = (Self.quote, Self.newline, Self.carriageReturn)
        let offset = position.offset
        let pathBytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: path.utf8.count)
        _ = pathBytes.initialize(from: path.utf8)
        defer { pathBytes.deallocate() }
        let count = bytes.count
        var index = 0
        if offset == 0 {
            if BookFile.startsAsUTF16(bytes) {
                diagnostics.append(.error(SourceLocation(path: path, line: 1, column: 1), BookFile.utf16Message))
                return nil
            }
            index = BookFile.utf8BOMLength(bytes)
        }

        var line = position.line
        var lineStart = index
        var rowLine = line
        var rowStart = index
        // Problems found in a record the block's end cuts are found again with the next block.
        var rowDiagnostics = diagnostics.count
        var rowIsEmpty = true
        var quoted = 0
        var spans: [CSVFieldSpan] = []
        // Unescaped quoted fields; a field stays in the input until a quote forces a copy.
        var scratch: [UInt8] = []
        var field = CSVFieldSpan(start: index, end: index, inScratch: false, lineStart: lineStart, anchor: index)
        // The OR of the field's bytes: only a field with a byte >= 0x80 needs UTF-8 validation.
        var high: UInt8 = 0

        func startField(at position: Int) {
            field = CSVFieldSpan(start: position, end: position, inScratch: false, lineStart: lineStart, anchor: position)
            high = 0
        }

        func finishField() {
            if field.inScratch { field.end = scratch.count }
            if high & 0x80 != 0 {
                let valid = field.inScratch
                    ? scratch.withUnsafeBufferPointer { String(validating: UnsafeBufferPointer(rebasing: $0[field.start..<field.end]), as: UTF8.self) != nil }
                    : String(validating: UnsafeBufferPointer(rebasing: bytes[field.start..<field.end]), as: UTF8.self) != nil
                if !valid {
                    let column = CSVRecord.column(of: field.anchor, lineStart: field.lineStart, in: bytes)
                    diagnostics.append(.error(SourceLocation(path: path, line: rowLine, column: column), "field is not valid UTF-8 text"))
                }
            }
            spans.append(field)
        }

        func finishRow(end: Int) {
            if !rowIsEmpty {
                finishField()
                spans.withUnsafeBufferPointer { spans in
                    scratch.withUnsafeBufferPointer { scratch in
                        onRecord(CSVRecord(pathBytes: UnsafeBufferPointer(pathBytes), line: rowLine, byteRange: (offset + rowStart)..<(offset + end), quotedFields: quoted, input: bytes, scratch: scratch, spans: spans))
                    }
                }
            }
            quoted = 0
            spans.removeAll(keepingCapacity: true)
            scratch.removeAll(keepingCapacity: true)
            rowIsEmpty = true
        }

        while index < count {
            let byte = bytes[index]
            if byte == quote, field.inScratch ? scratch.count == field.start : field.end == field.start,
               index == lineStart || bytes[index - 1] == delimiter {
                // Quoted field: read to the closing quote, doubling "" to ".
                rowIsEmpty = false
                quoted += 1
                let (quoteLine, quoteLineStart, quoteIndex) = (line, lineStart, index)
                if !field.inScratch {
                    field.inScratch = true
                    field.start = scratch.count
                }
                index += 1
                var closed = false
                while index < count {
                    let inner = bytes[index]
                    if inner == quote {
                        if index + 1 < count, bytes[index + 1] == quote {
                            scratch.append(inner)
                            index += 2
                            continue
                        }
                        closed = true
                        index += 1
                        break
                    }
                    if inner == newline {
                        line += 1
                        lineStart = index + 1
                    }
                    high |= inner
                    scratch.append(inner)
                    index += 1
                }
                if !closed {
                    guard isLast else { break }
                    // The open quote swallowed the rest of the file: that row is not data.
                    let column = CSVRecord.column(of: quoteIndex, lineStart: quoteLineStart, in: bytes)
                    diagnostics.append(.error(SourceLocation(path: path, line: quoteLine, column: column), "quoted field is never closed"))
                    return nil
                }
                if index < count, bytes[index] != delimiter, bytes[index] != newline, bytes[index] != carriageReturn {
                    let column = CSVRecord.column(of: index, lineStart: lineStart, in: bytes)
                    diagnostics.append(.error(SourceLocation(path: path, line: line, column: column), "unexpected text after a closing quote; double quotes inside a quoted field (\"\")"))
                    while index < count, bytes[index] != delimiter, bytes[index] != newline { index += 1 }
                }
                continue
            }
            switch byte {
            case delimiter:
                rowIsEmpty = false
                finishField()
                startField(at: index + 1)
            case newline:
                finishRow(end: index + 1)
                line += 1
                lineStart = index + 1
                rowStart = index + 1
                rowLine = line
                rowDiagnostics = diagnostics.count
                startField(at: index + 1)
            case carriageReturn where index + 1 < count && bytes[index + 1] == newline:
                break
            default:
                rowIsEmpty = false
                high |= byte
                if field.inScratch {
                    scratch.append(byte)
                } else {
                    // An unquoted field is a run of the input: take every ordinary byte at once.
                    var end = index + 1
                    while end < count {
                        let next = bytes[end]
                        if next == delimiter || next == newline || next == carriageReturn { break }
                        high |= next
                        end += 1
                    }
                    field.end = end
                    index = end
                    continue
                }
            }
            index += 1
        }
        guard isLast else {
            diagnostics.removeSubrange(rowDiagnostics...)
            position = Position(line: rowLine, offset: offset + rowStart)
            return rowStart
        }
        finishRow(end: count)
        position = Position(line: line, offset: offset + count)
        return count
    }
}
