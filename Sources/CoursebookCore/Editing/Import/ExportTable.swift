import CourseModel
import Foundation

/// A table exported by another system (Canvas, Moodle, GitHub Classroom): comma- or tab-separated,
/// possibly with lines such as `Course: …` above the header row.
package struct ExportTable: Sendable {
    /// One data row.
    package struct Row: Sendable {
        /// 1-based line in the export.
        package var line: Int
        /// Cells by lower-cased, trimmed header name.
        package var cells: [String: String]
    }

    /// The export's file name, for messages.
    package var name: String
    /// Header names as written, in order.
    package var columns: [String]
    /// Data rows after the header.
    package var rows: [Row]
    /// Lines above the header, e.g. `Course: Algorithms`, as `key: value` pairs (keys lower-cased).
    package var preamble: [String: String]

    /// Reads `data`, taking as header the first row that names every column in `required`.
    package init(name: String, data: Data, required: [String]) throws(EditError) {
        self.name = name
        let bytes = [UInt8](data)
        let firstLine = bytes.prefix { $0 != 0x0A }
        let tabbed = bytes.contains(0x09) && (firstLine.contains(0x09) || !firstLine.contains(UInt8(ascii: ",")))
        var parsed: [CSVRow] = []
        let problems = bytes.withUnsafeBytes { buffer in
            CSVParser(path: name, delimiter: tabbed ? 0x09 : UInt8(ascii: ",")).parse(buffer) { parsed.append($0) }
        }
        guard !problems.hasErrors else { throw .refused(problems) }
        let required = required.map(CSVTable.columnKey)
        let normalized = parsed.map { $0.fields.map(CSVTable.columnKey) }
        guard let headerIndex = normalized.firstIndex(where: { fields in required.allSatisfy(fields.contains) }) else {
            throw .usage("\(name): no header row with the columns \(required.joined(separator: ", "))")
        }
        columns = parsed[headerIndex].fields.map { $0.trimmingWhitespace() }
        var preamble: [String: String] = [:]
        for row in parsed[..<headerIndex] {
            let text = row.fields.joined(separator: " ")
            guard let colon = text.firstIndex(of: ":") else { continue }
            preamble[String(text[..<colon]).trimmingWhitespace().lowercased()] = String(text[text.index(after: colon)...]).trimmingWhitespace()
        }
        self.preamble = preamble
        let keys = normalized[headerIndex]
        rows = parsed[(headerIndex + 1)...].map { row in
            var cells: [String: String] = [:]
            for (key, value) in zip(keys, row.fields) where cells[key] == nil { cells[key] = value.trimmingWhitespace() }
            return Row(line: row.line, cells: cells)
        }
    }
}
