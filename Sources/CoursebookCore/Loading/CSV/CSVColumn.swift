import CourseModel
import Foundation

/// One named column of a CSV file, found in its header: reads that field of each record.
/// Only a position, so a reader's set of columns is copied for free.
struct CSVColumn {
    /// The field's position in a record; nil when the header lacks the column.
    let position: Int?

    /// The trimmed value in `row`; nil when the column is absent or the cell empty.
    func value(in row: CSVRecord) -> String? {
        guard let position, position < row.count else { return nil }
        let text = row.string(position).trimmingWhitespace()
        return text.isEmpty ? nil : text
    }

    /// The trimmed value's bytes in `row` (nil when absent or empty), read in place when the cell
    /// needs no trimming, as nearly every cell of a machine-written file does.
    func withValueBytes<Result>(in row: CSVRecord, _ body: (UnsafeBufferPointer<UInt8>?) -> Result) -> Result {
        guard let position, position < row.count else { return body(nil) }
        let bytes = row.bytes(position)
        guard let first = bytes.first, let last = bytes.last else { return body(nil) }
        if first > 0x20, first < 0x7F, last > 0x20, last < 0x7F { return body(bytes) }
        guard var text = value(in: row) else { return body(nil) }
        return text.withUTF8 { body($0) }
    }

    /// The trimmed value, lower-cased, for keywords such as a status or a role.
    func lowercasedValue(in row: CSVRecord) -> String? {
        withValueBytes(in: row) { bytes in
            guard let bytes else { return nil }
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return String(decoding: bytes, as: UTF8.self).lowercased() }
            return String(unsafeUninitializedCapacity: bytes.count) { buffer in
                for (index, byte) in bytes.enumerated() {
                    buffer[index] = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
                }
                return bytes.count
            }
        }
    }

    /// The keyword the trimmed value names, in any letter case (`Present`, `LATE`); nil when it
    /// names none. Compared on the bytes: no String for millions of status cells.
    func keyword<Keyword: RawRepresentable & CaseIterable>(in row: CSVRecord, as _: Keyword.Type) -> Keyword? where Keyword.RawValue == String {
        withValueBytes(in: row) { bytes in
            guard let bytes else { return Keyword(rawValue: "") }
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return Keyword(rawValue: String(decoding: bytes, as: UTF8.self).lowercased()) }
            return Keyword.allCases.first { keyword in
                keyword.rawValue.utf8.elementsEqual(bytes) { $0 == ($1 >= UInt8(ascii: "A") && $1 <= UInt8(ascii: "Z") ? $1 + 32 : $1) }
            }
        }
    }

    /// Where this column's field starts in `row`.
    func location(in row: CSVRecord) -> SourceLocation {
        let column = position.flatMap { $0 < row.count ? row.column($0) : nil }
        return SourceLocation(path: row.path, line: row.line, column: column ?? 1)
    }
}
