import CourseModel
import Foundation

/// A CSV file's header: finds columns by name, case-insensitively and in any order.
struct CSVTable {
    /// Path relative to the book, for diagnostics.
    let path: String
    private let columnIndex: [String: Int]
    private let width: Int

    private init(path: String, header: CSVRecord) {
        self.path = path
        var index: [String: Int] = [:]
        for position in 0..<header.count {
            let key = Self.columnKey(header.string(position))
            if index[key] == nil { index[key] = position }
        }
        columnIndex = index
        width = header.count
    }

    /// How a header cell names its column: trimmed and lower-cased, so columns are found
    /// case-insensitively; where two cells give the same key, the first one is the column. The one
    /// rule for the loaders, the editor's `CSVDocument`, imported exports and `--id-column`.
    static func columnKey(_ header: String) -> String { header.trimmingWhitespace().lowercased() }

    /// Column `name`, looked up once so rows are read by position.
    func column(_ name: String) -> CSVColumn { CSVColumn(position: columnIndex[name]) }

    /// Whether the header names column `name`.
    func has(_ name: String) -> Bool { columnIndex[name] != nil }

    /// The trimmed value of column `name` in `row`; nil when the column is absent or the cell empty.
    func value(_ name: String, in row: CSVRow) -> String? {
        guard let position = columnIndex[name], position < row.fields.count else { return nil }
        let text = row.fields[position].trimmingWhitespace()
        return text.isEmpty ? nil : text
    }

    /// Reads `file` like the generic `read`, handing over each row with its fields as Strings.
    static func read(_ file: BookFile, required: [String], onRow: (CSVTable, CSVRow) -> Void) -> [Diagnostic] {
        read(file, required: required, columns: { $0 }) { table, record in onRow(table, record.row) }
    }

    /// Reads `file`, checks the header for `required` columns, finds the reader's `columns` in
    /// it, and hands every well-formed data record to `onRow`; records with the wrong number of
    /// fields are reported and skipped. The file is read block by block, never whole.
    static func read<Columns>(
        _ file: BookFile, required: [String],
        columns: (CSVTable) -> Columns,
        onMalformedRow: (Columns, CSVRecord) -> Void = { _, _ in },
        onRow: (Columns, CSVRecord) -> Void
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        guard let descriptor = file.openForReading(diagnostics: &diagnostics) else { return diagnostics }
        defer { close(descriptor) }
        var table: (width: Int, columns: Columns)?
        var missingHeader = false
        var blankRows = (count: 0, firstLine: 0)
        var rowProblems: [Diagnostic] = []
        var parseProblems: [Diagnostic] = []
        let readFailure = CSVParser(path: file.relativePath).scan(descriptor: descriptor, diagnostics: &parseProblems) { row in
            guard let current = table else {
                let header = CSVTable(path: file.relativePath, header: row)
                let missing = required.filter { !header.has($0) }
                if !missing.isEmpty {
                    let fields = (0..<row.count).map { row.string($0) }
                    rowProblems.append(.error(
                        SourceLocation(path: file.relativePath, line: row.line, column: 1),
                        CSVHeaderHint.message(fields: fields, required: required, missing: missing, file: file.relativePath)
                    ))
                    missingHeader = true
                }
                table = (header.width, columns(header))
                return
            }
            guard !missingHeader else { return }
            // A spreadsheet's empty line (`,,,`) is no record: skipped, and said once per file.
            if (0..<row.count).allSatisfy({ row.bytes($0).allSatisfy { $0 == 0x20 || $0 == 0x09 } }) {
                if blankRows.count == 0 { blankRows.firstLine = row.line }
                blankRows.count += 1
                return
            }
            guard row.count == current.width else {
                rowProblems.append(.error(
                    SourceLocation(path: file.relativePath, line: row.line, column: 1),
                    "row has \(EnglishPlural.count(row.count, "field")) but the header has \(current.width)"
                ))
                onMalformedRow(current.columns, row)
                return
            }
            onRow(current.columns, row)
        }
        if let readFailure {
            // Worded as a failed whole-file read; what the records read before it showed stays said.
            return [.error(SourceLocation(path: file.relativePath), "cannot be read (\(readFailure))")]
        }
        diagnostics += parseProblems
        diagnostics += rowProblems
        if blankRows.count > 0 {
            let rows = EnglishPlural.count(blankRows.count, "blank row") + (blankRows.count > 1 ? " (the first here)" : "")
            diagnostics.append(.warning(SourceLocation(path: file.relativePath, line: blankRows.firstLine, column: 1), "\(rows) skipped"))
        }
        if table == nil, parseProblems.isEmpty {
            diagnostics.append(.error(SourceLocation(path: file.relativePath, line: 1, column: 1), "file is empty; it needs at least a header row (\(required.joined(separator: ",")))"))
        }
        return diagnostics
    }
}
