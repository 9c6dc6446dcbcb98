import CourseModel
import Foundation

/// A CSV file edited record by record: untouched records keep their exact bytes, and new records
/// are written in the file's own style (line ending, quoting, column order).
struct CSVDocument {
    /// One data record as read.
    struct Record {
        /// Field values by lower-cased column name.
        var values: [String: String]
        /// 1-based line the record starts on.
        var line: Int
        fileprivate var range: Range<Int>
    }

    /// Path relative to the book.
    let path: String
    /// Column names as written in the header, in file order.
    private(set) var columns: [String]
    /// The data records, in file order, as read (edits are pending until `data`).
    private(set) var records: [Record] = []
    private let original: [UInt8]
    private let lineEnding: [UInt8]
    private let quoteAll: Bool
    private var replaced: [Int: [UInt8]] = [:]
    private var removed: Set<Int> = []
    private var appended: [[UInt8]] = []
    /// The header record's bytes (after a BOM), through its line ending; empty for a new file.
    private var headerRange: Range<Int> = 0..<0
    /// Columns added by `addColumn`, appended to the header and to every record on writing.
    private var addedColumns: [String] = []

    /// Reads `data` (nil for a missing file, which starts with a header of `defaultColumns`).
    init(path: String, data: Data?, defaultColumns: [String]) throws(EditError) {
        self.path = path
        guard let data, !data.isEmpty else {
            original = []
            columns = defaultColumns
            lineEnding = [0x0A]
            quoteAll = false
            appended = [Self.encode(defaultColumns, quoteAll: false, lineEnding: [0x0A])]
            return
        }
        let bytes = [UInt8](data)
        original = bytes
        var rows: [CSVRow] = []
        let problems = bytes.withUnsafeBytes { CSVParser(path: path).parse($0) { rows.append($0) } }
        guard !problems.hasErrors, let header = rows.first else {
            throw .refused(problems.isEmpty ? [.error(SourceLocation(path: path, line: 1, column: 1), "file has no header row")] : problems)
        }
        columns = header.fields.map { $0.trimmingWhitespace() }
        headerRange = header.byteRange
        lineEnding = BookFile.lineEnding(bytes)
        let sample = rows.prefix(20)
        quoteAll = sample.allSatisfy { $0.quotedFields == $0.fields.count }
        let keys = columns.map(CSVTable.columnKey)
        for row in rows.dropFirst() {
            var values: [String: String] = [:]
            for (key, value) in zip(keys, row.fields) where values[key] == nil {
                values[key] = value.trimmingWhitespace()
            }
            records.append(Record(values: values, line: row.line, range: row.byteRange))
        }
    }

    /// Indices of live records (not removed) matching `predicate`.
    func indices(where predicate: ([String: String]) -> Bool) -> [Int] {
        records.indices.filter { !removed.contains($0) && predicate(currentValues($0)) }
    }

    /// A record's values including a pending replacement.
    func currentValues(_ index: Int) -> [String: String] { records[index].values.merging(pendingValues[index] ?? [:]) { $1 } }
    private var pendingValues: [Int: [String: String]] = [:]

    /// Appends a record; columns missing from `values` are left empty, unknown keys ignored.
    mutating func append(_ values: [String: String]) {
        appended.append(encodeRecord(values))
    }

    /// Replaces fields of record `index`, keeping the values of the columns not named.
    mutating func update(_ index: Int, _ values: [String: String]) {
        let merged = currentValues(index).merging(values) { $1 }
        pendingValues[index] = merged
        replaced[index] = encodeRecord(merged)
    }

    /// Removes record `index`.
    mutating func remove(_ index: Int) { removed.insert(index) }

    /// Whether the header has column `name` (lower-case).
    func has(_ name: String) -> Bool { columns.contains { CSVTable.columnKey($0) == name } }

    /// Adds column `name` at the end of the header and of every record (empty there), so a file
    /// gains a column without any other byte changing; records updated or appended afterwards
    /// carry it like the others. A column the file has already is left alone.
    mutating func addColumn(_ name: String) {
        guard !has(CSVTable.columnKey(name)) else { return }
        columns.append(name)
        if original.isEmpty {
            // A file not yet written: its header is the first appended record.
            appended[0] = Self.encode(columns, quoteAll: quoteAll, lineEnding: lineEnding)
        } else {
            addedColumns.append(name)
        }
        for index in replaced.keys { replaced[index] = encodeRecord(currentValues(index)) }
        appended = appended.enumerated().map { offset, bytes in
            offset == 0 && original.isEmpty ? bytes : Self.withFields(bytes, [""], quoteAll: quoteAll)
        }
    }

    /// The file's bytes with the edits applied. Only changed records are rewritten; when columns
    /// were added, the header and every record kept gain the new fields before their line ending.
    /// The bytes between records (blank lines, a BOM) stay.
    var data: Data {
        let widened = !addedColumns.isEmpty
        var out: [UInt8] = []
        out.reserveCapacity(original.count + (widened ? records.count * 2 : 0) + appended.reduce(0) { $0 + $1.count })
        var cursor = 0
        if widened {
            out += original[..<headerRange.lowerBound]
            out += Self.withFields(original[headerRange], addedColumns, quoteAll: quoteAll)
            cursor = headerRange.upperBound
        }
        let blanks = Array(repeating: "", count: addedColumns.count)
        for (index, record) in records.enumerated() where widened || removed.contains(index) || replaced[index] != nil {
            out += original[cursor..<record.range.lowerBound]
            if removed.contains(index) {
                // gone
            } else if let bytes = replaced[index] {
                out += bytes
                // A last record without a line ending stays without one.
                if original[record.range].last != 0x0A { out.removeLast(lineEnding.count) }
            } else {
                out += Self.withFields(original[record.range], blanks, quoteAll: quoteAll)
            }
            cursor = record.range.upperBound
        }
        out += original[cursor...]
        if !appended.isEmpty {
            if let last = out.last, last != 0x0A { out += lineEnding }
            for record in appended { out += record }
        }
        return Data(out)
    }

    /// `record` (one record's bytes, with or without its line ending) with `fields` appended
    /// before the line ending.
    private static func withFields<Bytes: Collection<UInt8>>(_ record: Bytes, _ fields: [String], quoteAll: Bool) -> [UInt8] {
        var bytes = Array(record)
        var ending: [UInt8] = []
        if bytes.last == 0x0A {
            bytes.removeLast()
            ending = [0x0A]
            if bytes.last == 0x0D {
                bytes.removeLast()
                ending = [0x0D, 0x0A]
            }
        }
        let extra = encode(fields, quoteAll: quoteAll, lineEnding: [])
        return bytes + [UInt8(ascii: ",")] + extra + ending
    }

    private func encodeRecord(_ values: [String: String]) -> [UInt8] {
        Self.encode(columns.map { values[CSVTable.columnKey($0)] ?? "" }, quoteAll: quoteAll, lineEnding: lineEnding)
    }

    private static func encode(_ fields: [String], quoteAll: Bool, lineEnding: [UInt8]) -> [UInt8] {
        let text = fields.map { CSVField.quoted($0, always: quoteAll, quotingEdgeSpaces: true) }.joined(separator: ",")
        return Array(text.utf8) + lineEnding
    }
}
