import CourseMarkdown
import CourseModel

/// Schedules written outside tables: kramdown / Just the Class definition lists (a date alone on a
/// line, then `: topic` lines; `9/9–11` keeps its first day) and bullet lists by date
/// (`- **Tue, Aug 28**` with the topics as sub-bullets, or `- Sep 5: Topic` items).
struct DatedBlocks {
    let page: SyllabusPage
    let dates: DateText

    private var due: DeadlineExtractor { DeadlineExtractor(page: page, dates: dates) }

    func rows(_ blocks: [Int]) -> [ScheduleExtractor.Row] {
        var rows: [ScheduleExtractor.Row] = []
        for block in blocks {
            switch page.document.kind(of: block) {
            case .paragraph where page.table(block) == nil: rows += definitionRows(block)
            case .list: rows += listRows(block)
            default: continue
            }
        }
        return rows
    }

    /// `Sep 22` then `: **lecture**{: .label} [Topic](…)` lines; indented `  : ` lines are details.
    private func definitionRows(_ block: Int) -> [ScheduleExtractor.Row] {
        guard let range = page.document.range(of: block), range.end.line > range.start.line,
              range.start.line >= 1, range.end.line <= page.lines.count else { return [] }
        var rows: [ScheduleExtractor.Row] = []
        for number in range.start.line...range.end.line {
            let line = page.lines[number]
            if line.first == ":" {
                guard !rows.isEmpty, let date = rows[rows.count - 1].entry?.date else { continue }
                let text = Self.inlineText(line.dropFirst())
                if rows[rows.count - 1].entry!.topic.isEmpty { rows[rows.count - 1].entry!.topic = text }
                rows[rows.count - 1].deadlines += due.inCell(text, date: date)
            } else if number < range.end.line, page.lines[number + 1].first == ":", let date = dateLine(line) {
                rows.append(ScheduleExtractor.Row(entry: ScheduleEntry(week: nil, date: date, topic: "", line: number)))
            }
        }
        return rows
    }

    /// A list whose items open with a date: one with sub-bullets is a day and its topics; items
    /// `Sep 5: Topic` (sub-bullets there hold what is out or due that day) count when the list has
    /// two or more of them.
    private func listRows(_ list: Int) -> [ScheduleExtractor.Row] {
        let document = page.document
        var withTopics: [ScheduleExtractor.Row] = []
        var dated: [ScheduleExtractor.Row] = []
        for item in document.children(of: list) {
            let children = Array(document.children(of: item))
            guard let first = children.first, document.kind(of: first) == .paragraph else { continue }
            let text = page.plainText(first)
            let line = document.range(of: item)?.start.line
            if let date = dateLine(Substring(text)), let sublist = children.dropFirst().first(where: { document.kind(of: $0).isList }) {
                let topics = document.children(of: sublist).map { page.plainText($0).split(separator: "\n").first.map(String.init) ?? "" }
                var row = ScheduleExtractor.Row(entry: ScheduleEntry(week: nil, date: date, topic: topics.filter { !DeadlineExtractor.isOnlyDue($0) }.joined(separator: "; "), line: line))
                row.deadlines = topics.flatMap { due.inCell($0, date: date) }
                withTopics.append(row)
            } else if children.count == 1, let date = dateLine(Substring(text)) {
                // `* 2020-01-16` alone among dated items: a session whose topic the page leaves open.
                dated.append(ScheduleExtractor.Row(entry: ScheduleEntry(week: nil, date: date, topic: "", line: line)))
            } else if let found = dates.prefix(of: Substring(text).drop { $0 == " " }) {
                let rest = Self.droppingRangeEnd(Substring(text).drop { $0 == " " }.dropFirst(found.length), dates: dates)
                guard let separator = rest.first, ":—–-".contains(separator) else { continue }
                let topic = rest.drop { ":—–- ".contains($0) }.trimmingSpaces()
                guard !topic.isEmpty, !DeadlineExtractor.isOnlyDue(String(topic)) else { continue }
                var row = ScheduleExtractor.Row(entry: ScheduleEntry(week: nil, date: found.date, topic: String(topic), line: line))
                row.deadlines = due.inCell(String(topic), date: found.date)
                for sublist in children.dropFirst() where document.kind(of: sublist).isList {
                    for subitem in document.children(of: sublist) {
                        let line = page.plainText(subitem).split(separator: "\n").first.map(String.init) ?? ""
                        row.deadlines += due.inCell(line, date: found.date)
                    }
                }
                dated.append(row)
            }
        }
        return withTopics + (dated.count >= 2 ? dated : [])
    }

    /// The date of a line that is a date and nothing else (emphasis, a trailing colon and a range end allowed).
    private func dateLine(_ line: Substring) -> LocalDate? {
        let text = line.trimmingSpaces().drop { $0 == "*" || $0 == "_" }
        guard let found = dates.prefix(of: text) else { return nil }
        let rest = Self.droppingRangeEnd(text.dropFirst(found.length), dates: dates)
        return rest.allSatisfy({ "*_:. ".contains($0) }) ? found.date : nil
    }

    /// `rest` after a range's end: `–11`, ` - 9/11`, ` - Mon 12/13`.
    static func droppingRangeEnd(_ rest: Substring, dates: DateText) -> Substring {
        let dash = rest.drop { $0 == " " }
        guard let first = dash.first, "–—-".contains(first) else { return rest }
        let after = dash.dropFirst().drop { $0 == " " }
        if let found = dates.prefix(of: after) { return after.dropFirst(found.length) }
        let day = after.prefix { $0.isASCII && $0.isNumber }
        if (1...2).contains(day.count), after.dropFirst(day.count).first.map({ !$0.isLetter && !$0.isNumber }) ?? true {
            return after.dropFirst(day.count)
        }
        return rest
    }

    /// The plain text of one line of inline Markdown, kramdown attribute lists (`{: .label}`) removed.
    static func inlineText(_ line: Substring) -> String {
        var text = ""
        var index = line.startIndex
        var skipping = false
        while index < line.endIndex {
            let character = line[index]
            let next = line.index(after: index)
            if skipping {
                if character == "}" { skipping = false }
            } else if character == "{", next < line.endIndex, line[next] == ":" {
                skipping = true
            } else {
                text.append(character)
            }
            index = next
        }
        let document = MarkdownParser.parseUnscreened(String(text.trimmingSpaces()))
        return String(document.plainText(of: MarkdownDocument.root).trimmingSpaces())
    }
}
