import CourseModel

/// The sessions and deadlines of one table, from its header texts and cell texts (a cell's
/// `<br>`/`<p>` items on lines of their own).
struct ScheduleTable {
    let headers: [String]
    let rows: [[String]]
    let dates: DateText
    let due: DeadlineExtractor

    func rows(inSchedule: Bool) -> [ScheduleExtractor.Row] {
        let columns = ScheduleColumns(headers: headers)
        // `7-1` reads as July 1 in a date cell, unless the table shows its hyphens are hour ranges
        // (`Do 16-18`: no month 16), as a tutorial table does.
        let cellDates = hasHourRanges ? dates : dates.inDateCell
        let dated = columns.date == nil ? datedColumns(columns, cellDates) : []
        if columns.week == nil && columns.date == nil && dated.count < 2 {
            if inSchedule { return plainRows(columns, cellDates) }
            // A submission table: `Assignment | Due`, no week or date column.
            return columns.due == nil ? [] : submissionRows(columns, cellDates)
        }
        if dated.count >= 2 { return weekdayRows(columns, dated, cellDates) }
        // No date column, but one column whose cells open with the day (`Mo Apr 1<br>Intro`): that
        // day is the row's date.
        return plainRows(columns, cellDates, openingDates: dated.first)
    }

    /// Columns (not week or due) whose non-empty cells mostly open with a date.
    private func datedColumns(_ columns: ScheduleColumns, _ cellDates: DateText) -> [Int] {
        headers.indices.filter { column in
            guard columns.roles[column] != .week, columns.roles[column] != .due else { return false }
            let filled = rows.filter { !$0[column].isEmpty }
            let opening = filled.filter { cellDates.prefix(of: Self.unmarked($0[column])) != nil }
            return !opening.isEmpty && opening.count * 2 >= filled.count
        }
    }

    private func plainRows(_ columns: ScheduleColumns, _ cellDates: DateText, openingDates: Int? = nil) -> [ScheduleExtractor.Row] {
        var result: [ScheduleExtractor.Row] = []
        var lastDate: LocalDate?
        for texts in rows where texts.contains(where: { !$0.isEmpty }) {
            let dateText = columns.date.map { texts[$0] } ?? ""
            let weekText = columns.week.map { texts[$0] } ?? ""
            var date = cellDates.first(in: Substring(dateText))?.date
            var topic = columns.topic.map { texts[$0] } ?? ""
            if let column = openingDates {
                let cell = Self.unmarked(texts[column])
                if let found = cellDates.prefix(of: cell) {
                    date = found.date
                    // The opening day is the date, not part of the topic.
                    if column == columns.topic { topic = String(cell.dropFirst(found.length).drop { $0 == " " || $0 == "\n" || $0 == ":" || $0 == "-" }) }
                }
            }
            var row = ScheduleExtractor.Row(entry: nil)
            // A row with neither week nor date below a dated row continues it (a second line of topics).
            let continues = columns.date != nil && dateText.isEmpty && weekText.isEmpty && !result.isEmpty
            let rowDate = continues ? lastDate : date
            if let column = columns.due {
                let fallback = title(texts, columns) ?? topic
                row.deadlines += due.fromDueCell(texts[column], rowDate: rowDate, fallback: fallback)
            }
            for column in texts.indices where column != columns.due && column != columns.date && column != columns.week {
                row.deadlines += due.inCell(texts[column], date: rowDate)
            }
            if continues {
                if !topic.isEmpty, let last = result.lastIndex(where: { $0.entry != nil }) {
                    result[last].entry!.topic += result[last].entry!.topic.isEmpty ? topic : " / " + topic
                }
            } else if !(DeadlineExtractor.isOnlyDue(topic) && !row.deadlines.isEmpty) {
                row.entry = ScheduleEntry(
                    week: weekText.isEmpty ? nil : weekText,
                    date: date,
                    topic: topic,
                    cells: zip(headers, texts).map { ScheduleCell(header: $0, text: $1) }
                )
            }
            if !continues { lastDate = date }
            result.append(row)
        }
        return result
    }

    /// One session per dated cell: `Week | Lecture (Tue) | Lab (Fri)` with cells `Jan 16: Topic`.
    private func weekdayRows(_ columns: ScheduleColumns, _ dated: [Int], _ cellDates: DateText) -> [ScheduleExtractor.Row] {
        var result: [ScheduleExtractor.Row] = []
        for texts in rows {
            let week = columns.week.map { texts[$0] }.flatMap { $0.isEmpty ? nil : $0 }
            for column in dated {
                let cell = Self.unmarked(texts[column])
                guard let found = cellDates.prefix(of: cell) else { continue }
                var lines = cell.dropFirst(found.length).split(separator: "\n", omittingEmptySubsequences: false).map { $0.drop { ":–—-*_ ".contains($0) } }
                lines.removeAll { $0.trimmingSpaces().isEmpty }
                let topicLine = lines.first { !DeadlineExtractor.isOnlyDue(String($0)) } ?? ""
                let topic = DeadlineExtractor.withoutDueAside(topicLine)
                var row = ScheduleExtractor.Row(entry: ScheduleEntry(week: week, date: found.date, topic: topic, cells: [ScheduleCell(header: headers[column], text: texts[column])]))
                row.deadlines = due.inCell(lines.joined(separator: "\n"), date: found.date)
                result.append(row)
            }
            if let column = columns.due {
                result.append(ScheduleExtractor.Row(entry: nil, deadlines: due.fromDueCell(texts[column], rowDate: nil, fallback: title(texts, columns) ?? "")))
            }
        }
        return result
    }

    private func submissionRows(_ columns: ScheduleColumns, _ cellDates: DateText) -> [ScheduleExtractor.Row] {
        rows.compactMap { texts in
            guard let column = columns.due, let name = title(texts, columns) else { return nil }
            let found = due.fromDueCell(texts[column], rowDate: nil, fallback: name)
            return found.isEmpty ? nil : ScheduleExtractor.Row(entry: nil, deadlines: found)
        }
    }

    /// The row's name for what is due: its first non-empty cell that is not a week, date or due cell.
    private func title(_ texts: [String], _ columns: ScheduleColumns) -> String? {
        let column = texts.indices.first { columns.roles[$0] != .week && columns.roles[$0] != .date && columns.roles[$0] != .due && !texts[$0].isEmpty }
        return column.map { String(texts[$0].split(separator: "\n").first ?? "") }
    }

    /// Whether some cell holds `a-b` with `a` over 12: a range of hours or pages, never month-day.
    private var hasHourRanges: Bool {
        rows.contains { row in
            row.contains { cell in
                var digits = 0, value = 0
                for character in cell {
                    if let digit = character.wholeNumberValue, character.isASCII {
                        value = digits == 0 ? digit : value * 10 + digit
                        digits += 1
                    } else {
                        if character == "-" || character == "–", digits > 0, digits <= 2, value > 12, value <= 24 { return true }
                        digits = 0
                    }
                }
                return false
            }
        }
    }

    static func unmarked(_ text: String) -> Substring {
        Substring(text).drop { $0 == "*" || $0 == "_" || $0 == " " || $0 == "\n" }
    }
}
