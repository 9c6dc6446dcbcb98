import CourseModel

/// A CSV file's header: finds columns by name, case-insensitively and in any order.
struct CSVTable {
    /// Path relative to the book, for diagnostics.
    let path: String
    private let columnIndex: [String: Int]
    private let width: Int

    private init(path: String, header: CSVRow) {
        self.path = path
        var index: [String: Int] = [:]
        for (position, name) in header.fields.enumerated() {
            let key = name.trimmingWhitespace().lowercased()
            if index[key] == nil { index[key] = position }
        }
        columnIndex = index
        width = header.fields.count
    }

    /// The trimmed value of column `name` in `row`; nil when the column is absent or the cell empty.
    func value(_ name: String, in row: CSVRow) -> String? {
        guard let position = columnIndex[name], position < row.fields.count else { return nil }
        let text = row.fields[position].trimmingWhitespace()
        return text.isEmpty ? nil : text
    }

    /// Where column `name` of `row` starts.
    func location(_ name: String, in row: CSVRow) -> SourceLocation {
        let column = columnIndex[name].flatMap { $0 < row.columns.count ? row.columns[$0] : nil }
        return SourceLocation(path: path, line: row.line, column: column ?? 1)
    }

    /// Whether the header names column `name`.
    func has(_ name: String) -> Bool { columnIndex[name] != nil }

    /// Reads `file`, checks the header for `required` columns, and hands every well-formed data
    /// row to `onRow`; rows with the wrong number of fields are reported and skipped.
    static func read(
        _ file: BookFile, required: [String],
        onMalformedRow: (CSVTable, CSVRow) -> Void = { _, _ in },
        onRow: (CSVTable, CSVRow) -> Void
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        guard let data = file.readData(diagnostics: &diagnostics) else { return diagnostics }
        var table: CSVTable?
        var missingHeader = false
        var rowProblems: [Diagnostic] = []
        let parseProblems = data.withUnsafeBytes { bytes in
            CSVParser(path: file.relativePath).parse(bytes) { row in
                guard let current = table else {
                    let header = CSVTable(path: file.relativePath, header: row)
                    let missing = required.filter { !header.has($0) }
                    if !missing.isEmpty {
                        rowProblems.append(.error(
                            SourceLocation(path: file.relativePath, line: row.line, column: 1),
                            "header is missing column\(missing.count > 1 ? "s" : "") \(missing.joined(separator: ", ")) (expected \(required.joined(separator: ",")))"
                        ))
                        missingHeader = true
                    }
                    table = header
                    return
                }
                guard !missingHeader else { return }
                guard row.fields.count == current.width else {
                    rowProblems.append(.error(
                        SourceLocation(path: file.relativePath, line: row.line, column: 1),
                        "row has \(row.fields.count) field\(row.fields.count == 1 ? "" : "s") but the header has \(current.width)"
                    ))
                    onMalformedRow(current, row)
                    return
                }
                onRow(current, row)
            }
        }
        diagnostics += parseProblems
        diagnostics += rowProblems
        if table == nil, parseProblems.isEmpty {
            diagnostics.append(.error(SourceLocation(path: file.relativePath, line: 1, column: 1), "file is empty; it needs at least a header row (\(required.joined(separator: ",")))"))
        }
        return diagnostics
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    func trimmingWhitespace() -> String {
        // Most cells start and end with a visible ASCII character: nothing to trim.
        if let first = utf8.first, let last = utf8.last, first > 0x20, first < 0x7F, last > 0x20, last < 0x7F { return self }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
