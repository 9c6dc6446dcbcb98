import CourseModel
import Foundation

/// Edits the top-level keys of a YAML file line by line: only the lines of the affected key change,
/// and comments, blank lines, quoting, line endings and key order elsewhere stay exactly as written.
struct YAMLLineEditor {
    private struct Line {
        var content: [UInt8]
        var ending: [UInt8]
    }

    /// A top-level key and the lines it spans (0-based, half-open), trailing comments excluded.
    private struct Entry {
        var key: String
        var lines: Range<Int>
        var value: YAMLValue
    }

    /// Path relative to the book.
    let path: String
    private var bom: [UInt8]
    private var lines: [Line]
    private var entries: [Entry] = []
    private let lineEnding: [UInt8]

    /// Parses `data`; a file that is not a YAML mapping cannot be edited in place.
    init(path: String, data: Data) throws(EditError) {
        self.path = path
        var bytes = [UInt8](data)
        bom = Array(bytes.prefix(BookFile.utf8BOMLength(bytes)))
        bytes.removeFirst(bom.count)
        var split: [Line] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            let crlf = index > start && bytes[index - 1] == 0x0D
            split.append(Line(content: Array(bytes[start..<(crlf ? index - 1 : index)]), ending: crlf ? [0x0D, 0x0A] : [0x0A]))
            start = index + 1
        }
        if start < bytes.count { split.append(Line(content: Array(bytes[start...]), ending: [])) }
        lines = split
        lineEnding = BookFile.lineEnding(bytes)
        try parse()
    }

    private mutating func parse() throws(EditError) {
        var diagnostics: [Diagnostic] = []
        let text = String(decoding: lines.flatMap { $0.content + $0.ending }, as: UTF8.self)
        let root = YAMLSource(path: path).compose(text, diagnostics: &diagnostics)
        guard !diagnostics.hasErrors else { throw .refused(diagnostics) }
        guard let root else { entries = []; return }
        guard let pairs = root.pairs else { throw .usage("\(path) is not a mapping of keys; edit it by hand") }
        let starts = pairs.map { $0.keyLocation.line - 1 }
        entries = pairs.enumerated().map { position, pair in
            var end = position + 1 < starts.count ? starts[position + 1] : lines.count
            while end > starts[position] + 1, isBlankOrComment(end - 1) { end -= 1 }
            return Entry(key: pair.key, lines: starts[position]..<end, value: pair.value)
        }
    }

    private func isBlankOrComment(_ index: Int) -> Bool {
        let trimmed = lines[index].content.drop { $0 == 0x20 || $0 == 0x09 }
        return trimmed.isEmpty || trimmed.first == UInt8(ascii: "#")
    }

    /// The text of a top-level scalar `key`, if it is one.
    func scalar(_ key: String) -> String? { entries.first { $0.key == key }?.value.scalarText?.trimmingWhitespace() }

    /// The items of a top-level block list `key` (none when missing or not a list).
    func listItems(_ key: String) -> [YAMLValue] { entries.first { $0.key == key }?.value.items ?? [] }

    /// The file's bytes.
    var data: Data { Data(bom + lines.flatMap { $0.content + $0.ending }) }

    /// Sets `key` to a scalar; a missing key is inserted after the first of `anchors` present.
    mutating func set(_ key: String, to value: String, after anchors: [String]) throws(EditError) {
        let newLine = Array("\(key): \(YAMLScalar.format(value))".utf8)
        guard let entry = entries.first(where: { $0.key == key }) else {
            try insert([newLine], after: anchors)
            return
        }
        var content = newLine
        if entry.lines.count == 1, entry.value.scalarText != nil, !entry.value.isNull {
            content += trailingComment(lines[entry.lines.lowerBound].content, valueColumn: entry.value.location.column ?? 1)
        }
        replace(entry.lines, with: [content])
        try parse()
    }

    /// Removes `key` and its value.
    mutating func remove(_ key: String) throws(EditError) {
        guard let entry = entries.first(where: { $0.key == key }) else { return }
        replace(entry.lines, with: [])
        try parse()
    }

    /// Makes `key` a block list of `items` (each given as lines without the `- ` indentation) where
    /// the key stands, or after the first of `anchors` present when it is missing.
    mutating func replaceList(_ key: String, with items: [[String]], after anchors: [String]) throws(EditError) {
        let newLines = [Array("\(key):".utf8)] + items.flatMap { Self.itemLines($0, indent: "  ") }
        guard let entry = entries.first(where: { $0.key == key }) else {
            try insert(newLines, after: anchors)
            return
        }
        replace(entry.lines, with: newLines)
        try parse()
    }

    /// Appends an item (given as lines without the `- ` indentation) to the block list under `key`.
    mutating func append(item: [String], to key: String, after anchors: [String]) throws(EditError) {
        guard let entry = entries.first(where: { $0.key == key }), !entry.value.isNull else {
            try remove(key)
            try insert([Array("\(key):".utf8)] + Self.itemLines(item, indent: "  "), after: anchors)
            return
        }
        guard let items = entry.value.items else { throw .usage("\(path): '\(key)' is not a list; edit it by hand") }
        let firstLine = items.first.map { ($0.location.line) - 1 } ?? entry.lines.lowerBound
        guard firstLine > entry.lines.lowerBound else {
            if items.isEmpty {
                // `key: []` becomes a block list with one item.
                try replaceList(key, with: [item], after: anchors)
                return
            }
            throw .usage("\(path): '\(key)' is written as a one-line [...] list; edit it by hand")
        }
        let indent = String(decoding: lines[firstLine].content.prefix { $0 == 0x20 }, as: UTF8.self)
        let end = entry.lines.upperBound
        replace(end..<end, with: Self.itemLines(item, indent: indent))
        try parse()
    }

    /// Removes item `index` of the block list under `key` (and the key with its last item).
    mutating func removeItem(at index: Int, from key: String) throws(EditError) {
        guard let entry = entries.first(where: { $0.key == key }), let items = entry.value.items, items.indices.contains(index) else { return }
        guard items.count > 1 else { return try remove(key) }
        let start = items[index].location.line - 1
        let end = index + 1 < items.count ? items[index + 1].location.line - 1 : entry.lines.upperBound
        guard start > entry.lines.lowerBound, start < end else { throw .usage("\(path): '\(key)' is written as a one-line [...] list; edit it by hand") }
        replace(start..<end, with: [])
        try parse()
    }

    /// The lines of one item of a block list whose `-` sits after `indent`: `  - first` then
    /// `    rest`. The one rule of how an item is indented, for the editor and the course files the
    /// editing commands write (staff `hours`, `meets`).
    static func itemText(_ item: [String], indent: String = "  ") -> [String] {
        item.enumerated().map { index, line in indent + (index == 0 ? "- " : "  ") + line }
    }

    private static func itemLines(_ item: [String], indent: String) -> [[UInt8]] {
        itemText(item, indent: indent).map { Array($0.utf8) }
    }

    private mutating func insert(_ newLines: [[UInt8]], after anchors: [String]) throws(EditError) {
        let current = entries
        let anchor = anchors.compactMap { key in current.first { $0.key == key } }.first
        let position = anchor?.lines.upperBound ?? lines.count
        if position > 0, lines[position - 1].ending.isEmpty { lines[position - 1].ending = lineEnding }
        replace(position..<position, with: newLines)
        try parse()
    }

    private mutating func replace(_ range: Range<Int>, with newLines: [[UInt8]]) {
        lines.replaceSubrange(range, with: newLines.map { Line(content: $0, ending: lineEnding) })
    }

    /// ` # comment` after a one-line scalar starting at `valueColumn` (1-based, in characters).
    private func trailingComment(_ line: [UInt8], valueColumn: Int) -> [UInt8] {
        var index = SourceColumn.byteOffset(ofCharacterColumn: valueColumn, inLine: line)
        var quote: UInt8?
        if index < line.count, line[index] == UInt8(ascii: "\"") || line[index] == UInt8(ascii: "'") {
            quote = line[index]
            index += 1
        }
        while index < line.count {
            let byte = line[index]
            if let open = quote {
                if byte == UInt8(ascii: "\\"), open == UInt8(ascii: "\"") { index += 2; continue }
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "#"), index > 0, line[index - 1] == 0x20 || line[index - 1] == 0x09 {
                var start = index
                while start > 0, line[start - 1] == 0x20 || line[start - 1] == 0x09 { start -= 1 }
                return Array(line[start...])
            }
            index += 1
        }
        return []
    }
}
