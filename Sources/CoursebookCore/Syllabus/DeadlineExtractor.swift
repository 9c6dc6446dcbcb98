import CourseMarkdown
import CourseModel

/// Reads due dates from schedule rows with a Due/Deliverable column and from text such as
/// `Due: Sep 14`, `due 2026-10-19`, `Deadline: October 2, 2026` or `Срок сдачи — 11 ноября`.
struct DeadlineExtractor {
    let page: SyllabusPage
    let dates: DateText

    /// Deadlines from a schedule row's due cell: `Lab 1 (Sep 11)` or `Lab 2` on the row's date.
    func fromRow(_ row: ScheduleExtractor.Row) -> SyllabusDeadline? {
        guard let cell = row.dueText?.trimmingSpaces(), !cell.isEmpty, cell.contains(where: \.isLetter) else { return nil }
        if let found = dates.first(in: cell) {
            let title = Self.cleanTitle(cell[..<found.range.lowerBound])
            return title.isEmpty ? nil : SyllabusDeadline(title: title, due: found.date)
        }
        guard let date = row.entry.date else { return nil }
        return SyllabusDeadline(title: Self.cleanTitle(cell), due: date)
    }

    /// Deadlines in the text blocks of a section (tables and code excluded); `fallback` titles them
    /// when the sentence names nothing.
    func fromText(_ blocks: [MarkdownNode], fallback: String) -> [SyllabusDeadline] {
        var found: [SyllabusDeadline] = []
        var stack = Array(blocks.reversed())
        while let node = stack.popLast() {
            switch node.kind {
            case .paragraph where page.table(node) == nil, .heading:
                for line in node.plainText.split(separator: "\n") { found += scan(line, fallback: fallback) }
            case .list, .item, .blockQuote:
                stack.append(contentsOf: node.children.reversed())
            default:
                continue
            }
        }
        return found
    }

    private func scan(_ text: Substring, fallback: String) -> [SyllabusDeadline] {
        var results: [SyllabusDeadline] = []
        let lower = text.lowercased()
        var searchStart = lower.startIndex
        while let keyword = Self.keywords.compactMap({ lower.range(of: $0, range: searchStart..<lower.endIndex) }).min(by: { $0.lowerBound < $1.lowerBound }) {
            searchStart = keyword.upperBound
            let before = keyword.lowerBound == lower.startIndex ? " " : lower[lower.index(before: keyword.lowerBound)]
            guard !(before.isLetter || before.isNumber) else { continue }
            // Map the lower-cased positions back to `text` (lowercasing keeps the length of these scripts).
            let offset = lower.distance(from: lower.startIndex, to: keyword.upperBound)
            guard offset <= text.count else { break }
            let afterKeyword = text.dropFirst(offset)
            var rest = afterKeyword.drop { " :—–-*\u{00A0}".contains($0) }
            if rest.lowercased().hasPrefix("date") { rest = rest.dropFirst(4).drop { " :—–-".contains($0) } }
            let prefixStart = text.index(text.startIndex, offsetBy: lower.distance(from: lower.startIndex, to: keyword.lowerBound))
            let prefix = Self.sentence(before: text[..<prefixStart])
            if let direct = dates.prefix(of: rest) {
                let title = Self.cleanTitle(prefix)
                results.append(SyllabusDeadline(title: title.isEmpty ? fallback : title, due: direct.date))
            } else if let open = rest.firstIndex(of: "("), let found = dates.first(in: rest[open...]), found.range.lowerBound <= rest.index(open, offsetBy: 2) {
                let title = Self.cleanTitle(rest[..<open])
                results.append(SyllabusDeadline(title: title.isEmpty ? fallback : title, due: found.date))
            }
        }
        return results
    }

    /// The text after the last sentence break in `text`.
    private static func sentence(before text: Substring) -> Substring {
        var index = text.endIndex
        while index > text.startIndex {
            let previous = text.index(before: index)
            if ".;!?".contains(text[previous]), index < text.endIndex, text[index] == " " { return text[index...] }
            index = previous
        }
        return text
    }

    /// Drops surrounding punctuation, parentheses and emphasis markers.
    static func cleanTitle(_ text: Substring) -> String {
        var title = text.trimmingSpaces()
        while let first = title.first, "(*_—–-:;,".contains(first) || first == " " { title = title.dropFirst() }
        while let last = title.last, "(*_—–-:;,".contains(last) || last == " " { title = title.dropLast() }
        return String(title)
    }

    private static let keywords = ["due", "deadline", "срок сдачи", "сдать до"]
}
