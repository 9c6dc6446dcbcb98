import CourseMarkdown
import CourseModel

/// Reads schedule rows: rows of tables in `schedule` sections or with a Week or Date column, and
/// headings such as `Week 3 (Sep 22): Trees` or `Week 3 — Sep 22`.
struct ScheduleExtractor {
    let page: SyllabusPage
    let dates: DateText

    /// A table row as read, kept with its table for the deadline pass.
    struct Row {
        var entry: ScheduleEntry
        var dueText: String?
    }

    /// Schedule rows in page order.
    func rows(_ outline: PageOutline) -> [Row] {
        var rows: [Row] = []
        rows += tableRows(outline.preamble, inSchedule: false)
        for part in outline.parts {
            if let entry = weekHeading(part.section.title) { rows.append(Row(entry: entry, dueText: nil)) }
            rows += tableRows(part.blocks, inSchedule: part.section.kind == .schedule)
        }
        return rows
    }

    private func tableRows(_ blocks: [Int], inSchedule: Bool) -> [Row] {
        var rows: [Row] = []
        for block in blocks {
            guard let table = page.table(block) else { continue }
            let headers = table.headerTexts.map { String($0.trimmingSpaces()) }
            let lower = headers.map { $0.lowercased() }
            let week = lower.firstIndex { Self.weekWords.contains($0) }
            let date = lower.firstIndex { Self.dateWords.contains($0) }
            guard inSchedule || week != nil || date != nil else { continue }
            let topic = lower.firstIndex { Self.topicWords.contains($0) }
                ?? lower.indices.first { $0 != week && $0 != date && !Self.dueWords.contains(lower[$0]) }
            let due = lower.firstIndex { Self.dueWords.contains($0) }
            for cells in table.rows {
                let texts = cells.map { String(table.cells.plainText(of: $0).trimmingSpaces()) }
                let entry = ScheduleEntry(
                    week: week.map { texts[$0] }.flatMap { $0.isEmpty ? nil : $0 },
                    date: date.flatMap { dates.first(in: Substring(texts[$0]))?.date },
                    topic: topic.map { texts[$0] } ?? "",
                    cells: zip(headers, texts).map { ScheduleCell(header: $0, text: $1) }
                )
                rows.append(Row(entry: entry, dueText: due.map { texts[$0] }))
            }
        }
        return rows
    }

    /// `Week 3 (Sep 22): Trees`, `Week 3 — Sep 22: Trees`, `Неделя 3 (22 сентября): Деревья`.
    func weekHeading(_ title: String) -> ScheduleEntry? {
        let words = title.split(separator: " ", maxSplits: 2)
        guard words.count >= 2, Self.weekWords.contains(words[0].lowercased()) else { return nil }
        let number = words[1].prefix { $0.isNumber || $0 == "-" || $0 == "–" }
        guard !number.isEmpty, number.first!.isNumber else { return nil }
        var rest = Substring(title).dropFirst(words[0].count + 1 + number.count).trimmingSpaces()
        var date: LocalDate?
        if rest.hasPrefix("("), let close = rest.firstIndex(of: ")") {
            date = dates.first(in: rest[rest.index(after: rest.startIndex)..<close])?.date
            rest = rest[rest.index(after: close)...].trimmingSpaces()
        } else if let dash = rest.first, "—–-:".contains(dash) {
            let afterDash = rest.dropFirst().trimmingSpaces()
            if let found = dates.prefix(of: afterDash) {
                date = found.date
                rest = afterDash.dropFirst(found.length).trimmingSpaces()
            }
        }
        while let first = rest.first, ":—–-".contains(first) { rest = rest.dropFirst().trimmingSpaces() }
        return ScheduleEntry(week: String(number), date: date, topic: String(rest))
    }

    static let weekWords: Set<String> = ["week", "wk", "неделя", "нед", "woche"]
    static let dateWords: Set<String> = ["date", "dates", "day", "дата", "datum"]
    static let topicWords: Set<String> = ["topic", "topics", "subject", "title", "content", "тема", "темы", "thema"]
    static let dueWords: Set<String> = ["due", "deliverable", "deliverables", "deadline", "due date", "срок", "сдача"]
}
