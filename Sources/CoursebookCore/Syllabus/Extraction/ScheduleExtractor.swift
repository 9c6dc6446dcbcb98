import CourseMarkdown
import CourseModel

/// Reads schedule rows and the deadlines written in them: rows of tables in `schedule` sections or
/// with a Week/Date column (one entry per dated cell in week × weekday tables), submission tables
/// with only a Due column, week and date headings, and dated lists and definition lists.
struct ScheduleExtractor {
    let page: SyllabusPage
    let dates: DateText
    /// The author's HTML tables, each with the section it sits in.
    var htmlTables: [HTMLTable] = []
    /// The author's HTML lists, each with the section it sits in.
    var htmlLists: [HTMLList] = []

    /// What one row, heading or dated item gave: a session (nil when it is only a deadline) and
    /// the deadlines written in it.
    struct Row {
        var entry: ScheduleEntry?
        var deadlines: [SyllabusDeadline] = []
    }

    private var due: DeadlineExtractor { DeadlineExtractor(page: page, dates: dates) }

    /// Schedule rows in page order.
    func rows(_ outline: PageOutline) -> [Row] {
        var rows: [Row] = []
        let blocks = DatedBlocks(page: page, dates: dates)
        rows += tableRows(outline.preamble, inSchedule: false)
        rows += htmlRows(under: nil, inSchedule: false, blocks: blocks)
        rows += datedRows(outline.preamble, heading: "", blocks: blocks)
        rows += quotedHeadingRows(outline.preamble)
        // Dated headings under an Announcements/News heading are posts, not sessions.
        var news: [(level: Int, isNews: Bool)] = []
        // The week headings the current part sits under, to name a day heading with nothing below.
        var weeks: [(level: Int, title: String)] = []
        // `### January 26 — Week 1` over `#### Outline` over `* All section meeting`: a heading that
        // says no more than its week is named by the week and the first line below it, its own or
        // its first subsection's.
        func withFirstLineBelow(_ label: String, part index: Int) -> String {
            let part = outline.parts[index]
            var below = firstLine(of: part.blocks)
            if below.isEmpty, let sub = outline.parts.dropFirst(index + 1).first, sub.section.level > part.section.level,
               dateHeading(sub.section.title) == nil, weekHeading(sub.section.title) == nil {
                below = firstLine(of: sub.blocks)
            }
            return below.isEmpty ? label : "\(label): \(below)"
        }
        // The outline numbers of the headings above (`9` for `## 9. Videos`): under it, `### 9.1.
        // Abstracts` is section 9.1, not January 9.
        var outlineNumbers: [(level: Int, number: Substring)] = []
        // The headings above, to ask (only under a table) whether one names deadlines
        // (`## Assignment Due Dates`).
        var headingsAbove: [(level: Int, title: String)] = []
        for (index, part) in outline.parts.enumerated() {
            let level = part.section.level
            while let last = headingsAbove.last, last.level >= level { headingsAbove.removeLast() }
            headingsAbove.append((level, part.section.title))
            let chain = headingsAbove
            while let last = outlineNumbers.last, last.level >= level { outlineNumbers.removeLast() }
            let ownNumber = Self.outlineNumber(part.section.title)
            let isOutlineNumbered = ownNumber.map { own in outlineNumbers.last.map { own.hasPrefix($0.number + ".") } ?? false } ?? false
            if let ownNumber { outlineNumbers.append((level, ownNumber)) }
            while let last = news.last, last.level >= level { news.removeLast() }
            while let last = weeks.last, last.level >= level { weeks.removeLast() }
            let isNews = news.last?.isNews == true || Self.isNewsHeading(part.section.title)
            news.append((level, isNews))
            // Read once: a bare week heading asks whether they are dated, and they follow it.
            let tables = isNews ? [] : tableRows(part.blocks, inSchedule: part.section.kind == .schedule, heading: part.section.title,
                                                     underDueHeading: chain.contains { DeadlineLists.namesDeadlines($0.title) })
            // `## References` over `- Buytaert, K. (2021-06-17) [Title](…)`: the dates of cited works.
            let listed = isNews || Self.isReferencesHeading(part.section.title) ? [] : datedRows(part.blocks, heading: part.section.title, blocks: blocks)
            // The author's HTML tables and lists in this section.
            let html: [Row] = isNews ? [] : htmlRows(under: part.section.anchor, inSchedule: part.section.kind == .schedule, blocks: blocks).map { row in
                // The HTML tree keeps no lines: its section's heading is the nearest place to point at.
                var row = row
                if row.entry != nil, row.entry?.line == nil { row.entry?.line = part.section.line }
                return row
            }
            if !isNews, let week = weekHeading(part.section.title) {
                // `## Week 3` over `### Tuesday, September 17` headings (or over `#### Lectures` over
                // them): the days are the sessions.
                let below = outline.parts.dropFirst(index + 1).prefix { $0.section.level > level }
                let daysBelow = below.contains { dateHeading($0.section.title) != nil }
                weeks.append((level, part.section.title))
                var week = week
                week.line = part.section.line
                // A bare `### Week 1` over a table or list of dated rows: the rows are the sessions.
                let bare = week.date == nil && week.topic.isEmpty
                let datedTableBelow = bare && (tables + listed + html).contains { $0.entry?.date != nil }
                if week.date != nil, !daysBelow, isBareWeekLabel(week.topic) { week.topic = withFirstLineBelow(week.topic, part: index) }
                // `### Week 7` over prose: the week and what it says first.
                if bare, !daysBelow { week.topic = withFirstLineBelow(part.section.title, part: index) }
                // `### Week 1 — Linear Programs` over `*ma 7 sep t/m vr 11 sep* · Arch 1`: the line
                // below, opening with the week's first day, dates it.
                if !bare, week.date == nil, !daysBelow, case let below = firstLine(of: part.blocks), let found = dates.prefix(of: Substring(below)) {
                    week.date = found.date
                }
                // `## Week 1: Foundations` over `### Session 1 (Sept 2): …` headings: the dated
                // sessions are the schedule, and the week only groups them.
                let sessionsBelow = below.filter { sub in
                    (numberedSessionHeading(sub.section.title) ?? blocks.labelledSession(sub.section.title))?.date != nil
                }.count >= 2
                if !(bare && (daysBelow || datedTableBelow)) && !sessionsBelow { rows.append(Row(entry: week)) }
            } else if !isNews, var numbered = numberedSessionHeading(part.section.title) ?? DatedBlocks(page: page, dates: dates).labelledSession(part.section.title) {
                numbered.line = part.section.line
                if numbered.topic.isEmpty {
                    // `### [Aula_01](…) 01-08-2024 quinta-feira` over `- apresentação …`: the session's
                    // name and the line that says what it holds.
                    let below = firstLine(of: part.blocks)
                    let label = DatedBlocks.sessionLabel(part.section.title)
                    numbered.topic = label.map { below.isEmpty ? $0 : "\($0): \(below)" } ?? below
                }
                rows.append(Row(entry: numbered))
            } else if !isNews, DatedBlocks.sessionLabel(part.section.title) != nil, let date = labelledDate(in: part.blocks) {
                // `### Séance 1: UNIX` over `- **Date:** 7 octobre`: the session and, below it, its day.
                rows.append(Row(entry: ScheduleEntry(week: nil, date: date, topic: part.section.title, line: part.section.line)))
            } else if !isNews, !isOutlineNumbered, var day = dateHeading(part.section.title) {
                // `### Thursday, October 17 (Assignment 1 Due)`: the aside is a deadline that day.
                var deadlines = due.inCell(day.topic, date: day.date)
                day.topic = DeadlineExtractor.withoutDueAside(Substring(day.topic))
                // `## Monday, February 8` over `Quiz #1 Due` then `Today's topic: Review`: the due
                // lines are that day's deadlines, and the topic is the line after them.
                if day.topic.isEmpty, let date = day.date, let opening = dueLinesFirst(part.blocks) {
                    deadlines += opening.titles.map { SyllabusDeadline(title: $0, due: date) }
                    day.topic = opening.topic
                }
                // `### Tuesday, September 3` names only the day: its first line below says what happens.
                if day.topic.isEmpty { day.topic = firstLine(of: part.blocks) }
                if isBareWeekLabel(day.topic) { day.topic = withFirstLineBelow(day.topic, part: index) }
                // `### Week 3` over `##### Mon 5 Oct` with nothing under it: the week says what it is.
                if day.topic.isEmpty, let week = weeks.last { day.topic = week.title }
                day.line = part.section.line
                // `## Sunday, November 16` over `- **10:00-10:30**: Registration` (or its `### Morning`
                // over them, or a table of `18:00–20:00 | Registration`): a programme's day, whose
                // timed items are its sessions.
                if ([day.topic] + part.blocks.prefix(1).map { page.plainText($0) }).contains(where: { Self.saysOfficeHours($0) }) {
                    // `#### Tuesday (22/10/2024)` over `> Office Hours! Bring problems`: no class.
                    rows.append(Row(entry: nil, deadlines: deadlines))
                } else if let date = day.date, case let timed = timedRows(outline, part: index, date: date), !timed.isEmpty {
                    rows.append(Row(entry: nil, deadlines: deadlines))
                    rows += timed
                } else {
                    rows.append(Row(entry: day, deadlines: deadlines))
                }
            }
            // Under Announcements, dated rows and items are posts, not sessions.
            guard !isNews else { continue }
            rows += tables
            rows += html
            rows += listed
            rows += quotedHeadingRows(part.blocks)
            rows += weekDefinitionRows(part.blocks)
        }
        // `September 5: Last day to add/drop classes`: the registrar's dates, not the class's.
        for index in rows.indices where rows[index].entry.map({ Self.isRegistrarDate($0.topic) }) == true { rows[index].entry = nil }
        return rows
    }

    /// `> ## SEMAINE 01 - 15.09.2025 - 21.09.2025`: week and date headings a page sets in block
    /// quotes (GitHub shows them as headings, though they are no sections of the page).
    private func quotedHeadingRows(_ blocks: [Int]) -> [Row] {
        let document = page.document
        var rows: [Row] = []
        for block in blocks where document.kind(of: block) == .blockQuote {
            for child in document.children(of: block) {
                guard case .heading = document.kind(of: child) else { continue }
                let title = String(page.plainText(child).firstLine)
                guard var entry = weekHeading(title) ?? dateHeading(title) else { continue }
                entry.line = document.range(of: child)?.start.line
                rows.append(Row(entry: entry))
            }
        }
        return rows
    }

    /// The date of a `Date: 7 octobre` line (a paragraph or list item) among the first blocks below a heading.
    private func labelledDate(in blocks: [Int]) -> LocalDate? {
        let document = page.document
        for block in blocks.prefix(3) {
            let lines: [Substring]
            switch document.kind(of: block) {
            case .paragraph: lines = page.plainText(block).split(separator: "\n")
            case .list: lines = document.children(of: block).map { page.plainText($0).firstLine }
            default: continue
            }
            for line in lines {
                guard let colon = line.firstIndex(of: ":"),
                      SyllabusWords.date.contains(line[..<colon].trimmingSpaces().lowercased()),
                      let found = dates.prefix(of: line[line.index(after: colon)...].trimmingSpaces()) else { continue }
                return found.date
            }
        }
        return nil
    }

    /// The month a heading names and nothing else (`Agosto`, `September 2026`), or nil.
    static func monthOnly(_ heading: String) -> Int? {
        let words = heading.split(separator: " ")
        guard (1...2).contains(words.count), let month = MonthName.number(words[0].trimmingCharacters(in: .punctuationCharacters)) else { return nil }
        return words.count == 1 || words[1].allSatisfy(\.isNumber) ? month : nil
    }

    /// The day of a cell that holds only a day, after a weekday or not (`Martes 11`, `11`).
    static func dayOnly(_ cell: String) -> Int? {
        var words = cell.split(separator: " ")
        if words.count == 2, DateScanner.isWeekday(words[0].lowercased().trimmingCharacters(in: .punctuationCharacters)) { words.removeFirst() }
        guard words.count == 1 else { return nil }
        return DateText.dayOfMonth(words[0])
    }

    /// `Week 11 (*1/7, Peter*)`, a blank line, then `: Robust regression`: kramdown definition
    /// lists keyed by week, which GitHub shows as two paragraphs.
    private func weekDefinitionRows(_ blocks: [Int]) -> [Row] {
        let document = page.document
        var rows: [Row] = []
        for (index, block) in blocks.enumerated().dropLast() where document.kind(of: block) == .paragraph && document.kind(of: blocks[index + 1]) == .paragraph {
            // Most paragraph pairs are prose: the definition's `:` is seen in its source first.
            guard let next = document.range(of: blocks[index + 1]), next.start.line >= 1, next.start.line <= page.lines.count,
                  page.lines[next.start.line].first == ":" else { continue }
            let term = page.plainText(block)
            guard !term.contains("\n"), var entry = weekHeading(String(term.trimmingSpaces())) else { continue }
            let definition = page.plainText(blocks[index + 1]).firstLine.trimmingSpaces()
            guard definition.first == ":" else { continue }
            let topic = definition.dropFirst().trimmingSpaces()
            guard !topic.isEmpty else { continue }
            if entry.topic.isEmpty || isBareWeekLabel(entry.topic) { entry.topic = String(topic) }
            entry.line = document.range(of: block)?.start.line
            rows.append(Row(entry: entry))
        }
        return rows
    }

    /// `Week 1`, `Woche 3`: a week's name and number, nothing more.
    func isBareWeekLabel(_ text: String) -> Bool {
        weekHeading(text).map { $0.date == nil && $0.topic.isEmpty } ?? false
    }

    /// Add/drop, refund, withdrawal, census and grade-posting dates.
    static func isRegistrarDate(_ topic: String) -> Bool {
        if ASCIIFoldedSearch.hasPrefix(topic, "last day to") || ASCIIFoldedSearch.hasPrefix(topic, "last day for") { return true }
        return registrarPhrases.contains { ASCIIFoldedSearch.contains(topic, $0, atWordStart: true) }
    }

    private static let registrarPhrases = ["add/drop", "drop/add", "refund", "withdraw", "census date", "grades posted", "grades are posted", "grades due",
                                           "pass/fail", "pass/no pass", "registration opens", "registration closes", "tuition"]

    /// Dated lists and paragraphs of a section: deadlines where the section or the line before a
    /// list says so, schedule rows elsewhere.
    private func datedRows(_ section: [Int], heading: String, blocks: DatedBlocks) -> [Row] {
        let listed = DeadlineLists(page: page, dates: dates).deadlines(in: section, heading: heading)
        var rows = blocks.rows(listed.lists.isEmpty ? section : section.filter { !listed.lists.contains($0) })
        rows += listed.exams.map { Row(entry: $0) }
        if !listed.deadlines.isEmpty { rows.append(Row(entry: nil, deadlines: listed.deadlines)) }
        return rows
    }

    /// The first line of text of the first paragraph, list or table below a heading (of a table,
    /// its first row's first filled cell, without a `**Monday**:` day label).
    /// `9` of `📺 9. Videos`, `9.1` of `9.1. Abstracts`: a heading's outline number, when it opens
    /// with numbers each followed by a dot and then a space.
    static func outlineNumber(_ title: String) -> Substring? {
        let text = Substring(title).drop { !$0.isLetter && !$0.isNumber }
        var end = text.startIndex
        var parts = 0
        while case let digits = text[end...].prefix(while: { $0.isASCII && $0.isNumber }), (1...3).contains(digits.count),
              digits.endIndex < text.endIndex, text[digits.endIndex] == "." {
            end = text.index(after: digits.endIndex)
            parts += 1
        }
        guard parts > 0, end < text.endIndex, text[end] == " " else { return nil }
        return text[..<text.index(before: end)]
    }

    /// A first paragraph that opens with due lines (`Quiz #1 Due`): their titles, and the line
    /// after them as the topic, without a `Today's topic:` label; nil for any other opening.
    private func dueLinesFirst(_ blocks: [Int]) -> (titles: [String], topic: String)? {
        guard let block = blocks.first, page.document.kind(of: block) == .paragraph else { return nil }
        let lines = page.plainText(block).split(separator: "\n").map { String($0.trimmingSpaces()) }.filter { !$0.isEmpty }
        var titles: [String] = []
        for line in lines {
            // `No class due to a conflict`: `due to` gives a reason, not a deadline.
            if DeadlineExtractor.isOnlyDue(line), !DatedBlocks.isNoClass(line), !ASCIIFoldedSearch.contains(line, "due to ", atWordStart: true),
               let title = DeadlineExtractor.dueTitle(Substring(line)) {
                titles.append(title)
                continue
            }
            guard !titles.isEmpty else { return nil }
            var topic = Substring(line)
            if let colon = topic.firstIndex(of: ":"), let label = HeadingWords.lowercased(String(topic[..<colon])).last, ScheduleColumns.topicWords.contains(label) {
                topic = topic[topic.index(after: colon)...].trimmingSpaces()
            }
            return (titles, String(topic))
        }
        return titles.isEmpty ? nil : (titles, "")
    }

    private func firstLine(of blocks: [Int]) -> String {
        for block in blocks {
            if let table = page.table(block) {
                guard let row = table.rows.first,
                      let cell = row.map({ table.cells.plainText(of: $0).trimmingSpaces() }).first(where: { !$0.isEmpty }) else { continue }
                var text = Substring(cell.split(separator: "\n").first ?? "")
                if let colon = text.firstIndex(of: ":"), DateScanner.isWeekday(text[..<colon].trimmingSpaces().lowercased()) {
                    text = text[text.index(after: colon)...]
                }
                return String(text.trimmingSpaces())
            }
            switch page.document.kind(of: block) {
            case .list:
                let document = page.document
                // `- Reading: …` then `- Topic: Review day`: the item labelled as the topic says it.
                for item in document.children(of: block) {
                    let line = page.plainText(item).split(separator: "\n").first?.trimmingSpaces() ?? ""
                    if let colon = line.firstIndex(of: ":"), ScheduleColumns.topicWords.contains(line[..<colon].trimmingSpaces().lowercased()) {
                        let topic = line[line.index(after: colon)...].trimmingSpaces()
                        if !topic.isEmpty { return String(topic) }
                    }
                }
                // `- Agenda` over `  - Introduction to course`: a label item stands for its first sub-item.
                if let item = Array(document.children(of: block)).first, case let children = Array(document.children(of: item)),
                   children.count >= 2, document.kind(of: children[0]) == .paragraph, document.kind(of: children[1]).isList,
                   Self.isListLabel(page.plainText(children[0])), let sub = Array(document.children(of: children[1])).first {
                    return String(page.plainText(sub).split(separator: "\n").first?.trimmingSpaces() ?? "")
                }
                return String(Self.withoutTrailingTemplateTag(page.plainText(block).split(separator: "\n").first?.trimmingSpaces() ?? ""))
            case .paragraph:
                // `{% comment %}` (Liquid, shown as text on GitHub) and `{:.card}` (kramdown's
                // attributes) say nothing about the session: the line after them does.
                let text = page.plainText(block)
                guard let line = text.split(separator: "\n").lazy.map({ $0.trimmingSpaces() }).first(where: { !Self.isTemplateMarkup($0) }) else { continue }
                return String(line)
            default:
                continue
            }
        }
        return ""
    }

    /// The timed items of a programme day's part and of the parts below it that are no days of
    /// their own: list items and table rows that open with a time, breaks left out.
    private func timedRows(_ outline: PageOutline, part index: Int, date: LocalDate) -> [Row] {
        let level = outline.parts[index].section.level
        var parts = [outline.parts[index]]
        for sub in outline.parts.dropFirst(index + 1) {
            guard sub.section.level > level else { break }
            if dateHeading(sub.section.title) != nil { break }
            parts.append(sub)
        }
        var rows: [Row] = []
        func add(_ topic: String, line: Int?) {
            let topic = topic.trimmingSpaces()
            guard !topic.isEmpty, !Self.isBreak(String(topic)) else { return }
            rows.append(Row(entry: ScheduleEntry(week: nil, date: date, topic: String(topic), line: line ?? outline.parts[index].section.line)))
        }
        func timedCells(_ cells: [String], line: Int?) {
            guard let first = cells.first.map({ Substring($0.trimmingSpaces()) }), let end = TimeOfDay.spanPrefixEnd(first), first[end...].trimmingSpaces().isEmpty,
                  let topic = cells.dropFirst().first(where: { !$0.trimmingSpaces().isEmpty }) else { return }
            add(topic.firstLine.description, line: line)
        }
        let document = page.document
        for part in parts {
            for block in part.blocks {
                if case .list = document.kind(of: block) {
                    for item in document.children(of: block) {
                        guard let first = document.children(of: item).first(where: { _ in true }), document.kind(of: first) == .paragraph else { continue }
                        let text = Substring(page.plainText(first).firstLine.trimmingSpaces())
                        guard let end = TimeOfDay.spanPrefixEnd(text) else { continue }
                        add(String(text[end...].drop { " :*–-\t".contains($0) }), line: document.range(of: item)?.start.line)
                    }
                } else if let table = page.table(block) {
                    for cells in table.rows {
                        timedCells(cells.map { table.cells.plainText(of: $0) }, line: nil)
                    }
                }
            }
            for table in htmlTables where table.sectionAnchor == part.section.anchor {
                for cells in [table.headers] + table.rows { timedCells(cells, line: nil) }
            }
        }
        // One timed line is a day's note (`9:00 Exam`), read as the day is.
        return rows.count >= 2 ? rows : []
    }

    /// `Office Hours! Bring problems`: time to ask questions, not a class.
    static func saysOfficeHours(_ text: String) -> Bool {
        let words = HeadingWords.lowercased(String(text.prefix(40)))
        return words.starts(with: ["office", "hours"]) || words.starts(with: ["office", "hour"]) || words.first == "sprechstunde"
    }

    /// `Coffee break`, `Lunch`, `Mittagspause`: a pause between sessions.
    static func isBreak(_ topic: String) -> Bool {
        // `Lunch break (self sourced)`: what the bracket adds does not make it a session.
        let words = HeadingWords.lowercased(String(topic.prefix { $0 != "(" }))
        return !words.isEmpty && words.allSatisfy { ["coffee", "tea", "break", "lunch", "pause", "mittagspause", "kaffeepause", "pausa", "almuerzo", "déjeuner", "перерыв", "обед"].contains($0) }
    }

    private func htmlRows(under anchor: String?, inSchedule: Bool, blocks: DatedBlocks) -> [Row] {
        htmlTables.filter { $0.sectionAnchor == anchor }.flatMap { table in
            ScheduleTable(headers: table.headers.map(Self.readingInlineMarkdown), rows: table.rows.map { $0.map(Self.readingInlineMarkdown) }, dates: dates, due: due)
                .rows(inSchedule: inSchedule)
        } + htmlLists.filter { $0.sectionAnchor == anchor }.flatMap(blocks.htmlListRows)
    }

    /// `[Scientific inquiry](…)`, `**No class**` in an HTML cell: pages made by Pandoc or bookdown
    /// write inline Markdown in their HTML tables, which their site shows as links and bold; the
    /// record keeps the words a reader of that site sees.
    static func readingInlineMarkdown(_ cell: String) -> String {
        guard cell.contains("](") || cell.contains("**") || cell.contains("__") || cell.contains("`") else { return cell }
        return cell.split(separator: "\n", omittingEmptySubsequences: false).map { DatedBlocks.inlineText($0) }.joined(separator: "\n")
    }

    private func tableRows(_ blocks: [Int], inSchedule: Bool, heading: String = "", underDueHeading: @autoclosure () -> Bool = false) -> [Row] {
        var rows: [Row] = []
        // `### Agosto` over `| Martes 11 | … |`: the heading names the month of the days below.
        lazy var headingMonth = Self.monthOnly(heading)
        for block in blocks {
            guard let table = page.table(block) ?? brokenTable(block) ?? gridTable(block) else { continue }
            // `**Lab 01**{: .label .label-purple }`: Just the Docs' labels are styling, not words.
            let headers = table.headerTexts.map { String(KramdownAttributes.removed(from: $0).trimmingSpaces()) }
            var texts = table.rows.map { cells in cells.map { String(KramdownAttributes.removed(from: table.cells.plainText(of: $0)).trimmingSpaces()) } }
            let firstRowLine = page.document.range(of: block).map { table.line(ofRow: 1, tableStart: $0.start.line) }
            let lines = firstRowLine.map { first in texts.indices.map { first + $0 } } ?? []
            if MonthGridTable.isWeekGrid(headers), let named = MonthGridTable.month(ofHeading: heading),
               let grid = MonthGridTable(rows: texts, rowLines: lines).rows(month: named.month, year: named.year, defaultYear: dates.defaultYear) {
                rows += grid
                continue
            }
            if let column = ScheduleColumns(headers: headers).date, let month = headingMonth {
                for index in texts.indices where column < texts[index].count {
                    if let day = Self.dayOnly(texts[index][column]) { texts[index][column] = "\(day) \(MonthName.englishName(month))" }
                }
            }
            rows += ScheduleTable(headers: headers, rows: texts, dates: dates, due: due, rowLines: lines, underDueHeading: underDueHeading()).rows(inSchedule: inSchedule)
        }
        return rows
    }

    /// A paragraph written as a pipe table whose delimiter row has fewer or more cells than its
    /// header: GitHub shows it as text (and so does the page's HTML here), but its rows are the
    /// schedule the author meant, so the schedule reads them as a table of the header's width.
    private func brokenTable(_ block: Int) -> PipeTable? {
        guard page.document.kind(of: block) == .paragraph, let range = page.document.range(of: block),
              range.end.line - range.start.line >= 2, range.start.line >= 1, range.end.line <= page.lines.count,
              PipeTableParser.looksLikeDelimiterRow(page.lines[range.start.line + 1].trimmingSpaces()) else { return nil }
        var lines = (range.start.line...range.end.line).map { page.lines[$0].trimmingSpaces() }
        // `Week | Date | …` with no outer pipes, and `     |        | Lecture | …` below a row: the
        // author aligned the columns, so the blank before the first pipe is the first cell.
        if lines[0].first != "|" {
            for index in lines.indices.dropFirst(2) where lines[index].first == "|" && page.lines[range.start.line + index].first == " " {
                lines[index] = "|" + lines[index]
            }
        }
        return PipeTableParser.parse(lines, anyDelimiterWidth: true)
    }

    /// A Pandoc grid table, which GitHub shows as a paragraph (`GridTableLines`).
    private func gridTable(_ block: Int) -> PipeTable? {
        guard page.document.kind(of: block) == .paragraph, let range = page.document.range(of: block),
              range.end.line - range.start.line >= 4, range.start.line >= 1, range.end.line <= page.lines.count,
              page.lines[range.start.line].hasPrefix("+") else { return nil }
        let lines = (range.start.line...range.end.line).map { page.lines[$0].trimmingSpaces() }
        return GridTableLines.pipeLines(lines).flatMap { PipeTableParser.parse($0) }
    }

    /// `Week 3 (Sep 22): Trees`, `Week 3 — Sep 22: Trees`, `Week 2 - Trees - Sep 22`,
    /// `Неделя 3 (22 сентября): Деревья`; not `Week 1 Notes` (no separator after the number).
    func weekHeading(_ title: String) -> ScheduleEntry? {
        // Every title and list item is asked, and few open with a week word: the opening letters
        // decide that before anything is split or copied (each week word is letters only).
        let opening = title.drop { $0 == " " }.prefix { $0.isLetter }
        // `1주차 (9/2, 9/7): …`, `3週目`: the number before the week word, as Korean and Japanese write it.
        if opening.isEmpty, case let trimmed = title.drop(while: { $0 == " " }), case let digits = trimmed.prefix(while: { $0.isASCII && $0.isNumber }),
           (1...2).contains(digits.count), case let after = trimmed.dropFirst(digits.count),
           let word = Self.weekAfterNumber.first(where: { after.hasPrefix($0) }) {
            let rest = after.dropFirst(word.count)
            guard rest.isEmpty || rest.first == " " || rest.first == ":" else { return nil }
            guard var week = weekHeading("Week \(digits)\(rest)") else { return nil }
            if week.topic == "Week \(digits)" { week.topic = "\(digits)\(word)" }
            return week
        }
        guard !opening.isEmpty else { return nil }
        // `Course week 1 (October 30 – November 3)`: the course's week, named as such.
        if Self.weekQualifiers.contains(opening.lowercased()) {
            let rest = title.drop { $0 == " " }.dropFirst(opening.count).drop { $0 == " " }
            guard rest.count < title.count - 1, var week = weekHeading(String(rest)) else { return nil }
            if week.topic.isEmpty || week.topic == String(rest.prefix { $0 != "(" }).trimmingSpaces() { week.topic = String(title.trimmingSpaces()) }
            return week
        }
        guard SyllabusWords.headingWeek.contains(opening.lowercased()) else { return nil }
        // `Week1`, `Woche3`: the number written against the word; `Week  1`: aligned with two spaces.
        var title = title.split(separator: " ").joined(separator: " ")
        if let digit = title.firstIndex(where: \.isNumber), digit > title.startIndex,
           SyllabusWords.headingWeek.contains(title[..<digit].lowercased()) {
            title.insert(" ", at: digit)
        }
        let words = title.split(separator: " ", maxSplits: 2)
        guard words.count >= 2, SyllabusWords.headingWeek.contains(words[0].lowercased()) else { return nil }
        // `Woche 5/6`, `Week 6-7`: two weeks under one heading keep the first's number with the second.
        var number = words[1].prefix { $0.isNumber || $0 == "-" || $0 == "–" || $0 == "/" }
        // `Week One: Introduction`: the number spelled out.
        var spelled: Int?
        if number.isEmpty, case let word = words[1].prefix(while: \.isLetter), let value = Self.spelledNumbers[word.lowercased()] {
            number = word
            spelled = value
        }
        guard !number.isEmpty, number.first!.isNumber || spelled != nil else { return nil }
        let afterNumber = words[1].dropFirst(number.count)
        let week = spelled.map(String.init) ?? String(number)
        // `Week 1 Notes` is no week row; `Week 34 August 23-27` is, its date after a space.
        if words.count == 3, afterNumber.isEmpty, let next = words[2].first, next.isLetter {
            // `Week 1 week of August 31`: the week's first day, introduced.
            var dated = words[2]
            if let lead = Self.weekOfWords.first(where: { ASCIIFoldedSearch.hasPrefix(dated, $0) }) { dated = dated.dropFirst(lead.count) }
            guard let found = dates.prefix(of: dated) else { return nil }
            let rest = dates.droppingRangeEnd(dated.dropFirst(found.length)).drop { " :—–-,.".contains($0) }
            return ScheduleEntry(week: week, date: found.date, topic: rest.isEmpty ? "\(words[0]) \(number)" : String(rest))
        }
        var rest = Substring(title).dropFirst(words[0].count + 1 + number.count).trimmingSpaces()
        var date: LocalDate?
        if rest.hasPrefix("("), let close = rest.firstIndex(of: ")") {
            let inside = rest[rest.index(after: rest.startIndex)..<close]
            date = dates.withSpacedDayRanges.first(in: inside)?.date
            rest = rest[rest.index(after: close)...].trimmingSpaces()
        } else if let dash = rest.first, "—–-:".contains(dash) {
            let afterDash = rest.dropFirst().trimmingSpaces()
            if let found = dates.prefix(of: afterDash) {
                date = found.date
                // `SEMAINE 01 - 15.09.2025 - 21.09.2025`: the week's last day adds nothing.
                rest = dates.droppingRangeEnd(afterDash.dropFirst(found.length)).trimmingSpaces()
            }
        }
        while let first = rest.first, ":—–-".contains(first) { rest = rest.dropFirst().trimmingSpaces() }
        // `Week 2 - Regular expressions - Sep 12`: the date last, after a dash.
        if date == nil, let dash = rest.lastIndex(where: { "—–-".contains($0) }), let found = dates.parse(String(rest[rest.index(after: dash)...])) {
            date = found
            rest = rest[..<dash].trimmingSpaces()
        }
        // `Week One: Introduction (Tuesday, January 10)`: the day in brackets after the topic.
        if date == nil, rest.hasSuffix(")"), let open = rest.lastIndex(of: "("),
           let found = dates.parse(String(rest[rest.index(after: open)..<rest.index(before: rest.endIndex)])) {
            date = found
            rest = rest[..<open].trimmingSpaces()
        }
        // A back-to-top arrow (`⬆︎`) is no topic.
        if !rest.contains(where: { $0.isLetter || $0.isNumber }) { rest = "" }
        // `#### Week 6 - 20th February 2020` says no more than the week: that is its topic.
        return ScheduleEntry(week: week, date: date, topic: rest.isEmpty && date != nil ? "\(words[0]) \(number)" : String(rest))
    }

    /// Week numbers as English pages spell them.
    private static let spelledNumbers: [String: Int] = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
        "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
        "eighteen": 18, "nineteen": 19, "twenty": 20,
    ]

    /// `Sep 24: What is web security?`, `Oct 01 — Review`, `Tue, Aug 28`, `Friday 11/13`: a heading
    /// that opens with a date (a range such as `9/9–11` keeps its first day); the rest is the topic.
    func dateHeading(_ title: String) -> ScheduleEntry? {
        var text = Substring(title).drop { $0 == "*" || $0 == "_" || $0 == " " }
        // `1. September 2`: a session number before the date, not the German `1. September`.
        let number = text.prefix { $0.isASCII && $0.isNumber }
        if !number.isEmpty, text.dropFirst(number.count).hasPrefix(". "),
           let german = dates.prefix(of: text), text.dropFirst(german.length).drop(while: { $0 == " " }).first?.isNumber == true {
            text = text.dropFirst(number.count + 2)
        }
        // `Week of August 25 (Week 1)`: the week's first day, with nothing more to say.
        var weekOf = false
        if let lead = Self.weekOfWords.first(where: { ASCIIFoldedSearch.hasPrefix(text, $0) }) {
            text = text.dropFirst(lead.count)
            weekOf = true
        }
        if let labelled = Self.labelledHyphenDate(text, dates: dates) { return ScheduleEntry(week: nil, date: labelled.date, topic: String(labelled.rest)) }
        // `### Monday (Aug 24)`: a weekday, then its date in brackets.
        if let open = text.firstIndex(of: "("), DateScanner.isWeekday(text[..<open].trimmingSpaces().lowercased()),
           case let inside = text[text.index(after: open)...], let found = dates.prefix(of: inside), inside.dropFirst(found.length).first == ")" {
            var rest = inside.dropFirst(found.length + 1).drop { ":—–-,. ".contains($0) }
            // `Friday (18/10/2024) Room:S.R.213, 10:15–13:15`: where and when, not what.
            if let first = HeadingWords.lowercased(String(rest)).first, ScheduleColumns.logisticsWords.contains(first) { rest = "" }
            return ScheduleEntry(week: nil, date: found.date, topic: String(rest.trimmingSpaces()))
        }
        guard let found = dates.prefix(of: text) else { return nil }
        var rest = text.dropFirst(found.length)
        rest = dates.droppingRangeEnd(rest)
        // `(Week 1)` repeats the week; `, 21` adds its other class day.
        if weekOf, rest.trimmingSpaces().hasPrefix("("), rest.hasSuffix(")"), weekHeading(String(rest.trimmingSpaces().dropFirst().dropLast())) != nil { rest = "" }
        if weekOf, rest.allSatisfy({ $0.isNumber || ", &".contains($0) }) { rest = "" }
        guard rest.isEmpty || rest.first == " " || ":—–-,.)".contains(rest.first!) else { return nil }
        while let first = rest.first, ":—–-,. *_".contains(first) { rest = rest.dropFirst() }
        // `## Tue Aug 27 {.unlisted .unnumbered}`: Pandoc's attributes are no topic.
        if rest.hasSuffix("}"), let open = rest.lastIndex(of: "{") { rest = rest[..<open] }
        rest = rest.trimmingSpaces()
        // `### Fri, Sep 19 (No class)`: a topic in brackets after the date is the topic.
        // (`(Assignment 1 Due)` stays an aside, which the caller reads as a deadline).
        if rest.first == "(", rest.hasSuffix(")"), rest.filter({ $0 == "(" }).count == 1,
           !HeadingWords.lowercased(String(rest)).contains(where: SyllabusWords.due.contains) { rest = rest.dropFirst().dropLast() }
        return ScheduleEntry(week: nil, date: found.date, topic: String(rest.trimmingSpaces()))
    }

    /// `Lecture-01-26(Tue)`: a session word joined by a hyphen to a month and day written with a
    /// hyphen, then the weekday in brackets. Hyphen dates outside a date cell are read only when
    /// that weekday fits, so `Lab-10-12` (a range of rooms, a code) stays text.
    static func labelledHyphenDate(_ text: Substring, dates: DateText) -> (date: LocalDate, rest: Substring)? {
        let label = text.prefix { $0.isLetter }
        guard !label.isEmpty, SyllabusWords.sessionLabel.contains(label.lowercased()) else { return nil }
        let afterLabel = text.dropFirst(label.count)
        guard let joint = afterLabel.first, joint == "-" || joint == " " || joint == "_" else { return nil }
        let dated = afterLabel.dropFirst().drop { $0 == " " }
        guard dated.first?.isNumber == true, let found = dates.inDateCell.prefix(of: dated) else { return nil }
        // The reader takes the bracketed weekday with the date; it must be there, and fit.
        guard let open = dated.firstIndex(of: "("), let close = dated[open...].firstIndex(of: ")"),
              dated.distance(from: dated.startIndex, to: open) <= found.length + 1 else { return nil }
        let word = dated[dated.index(after: open)..<close].trimmingSpaces().lowercased().trimmingCharacters(in: .punctuationCharacters)
        guard DateScanner.weekday(word) == found.date.weekday else { return nil }
        var rest = dated[dated.index(after: close)...]
        while let first = rest.first, ":—–-,. *_".contains(first) { rest = rest.dropFirst() }
        return (found.date, rest.trimmingSpaces())
    }

    /// A week word written after its number (`1주차`, `3週目`, `第`-less `2周`), longest first.
    private static let weekAfterNumber = ["주차", "週目", "주", "週", "周"]

    /// Words before a week word that say whose week it is (`Course week 1`, `Class week 3`).
    private static let weekQualifiers: Set<String> = ["course", "class", "study", "teaching", "semester", "term"]

    private static let weekOfWords = ["week of ", "week beginning ", "week starting ", "week commencing ", "semana del ", "semaine du "]

    /// `3. Container - Basics (16.10.2018)`: a numbered session with its date in brackets at the end.
    func numberedSessionHeading(_ title: String) -> ScheduleEntry? {
        let text = title.trimmingSpaces()
        let number = text.prefix { $0.isASCII && $0.isNumber }
        guard (1...2).contains(number.count), text.dropFirst(number.count).hasPrefix(". ") || text.dropFirst(number.count).hasPrefix(") "),
              text.hasSuffix(")"), let open = text.lastIndex(of: "(") else { return nil }
        let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
        guard let date = dates.parse(String(inside)) else { return nil }
        let topic = text[text.index(text.startIndex, offsetBy: number.count + 2)..<open].trimmingSpaces()
        return topic.isEmpty ? nil : ScheduleEntry(week: String(number), date: date, topic: String(topic))
    }

    /// A line that is only Liquid tags or kramdown attribute lists: `{% endcomment %}`, `{:.note}`.
    static func isTemplateMarkup(_ line: Substring) -> Bool {
        guard line.hasPrefix("{%") || line.hasPrefix("{:") else { return false }
        return line.hasSuffix("%}") || line.hasSuffix("}")
    }

    /// `Git basics {% endcomment %}` (a Liquid tag run on as the item's lazy line) as `Git basics`.
    static func withoutTrailingTemplateTag(_ line: Substring) -> Substring {
        guard line.hasSuffix("%}"), let open = line.range(of: "{%", options: .backwards) else { return line }
        return line[..<open.lowerBound].trimmingSpaces()
    }

    /// `Agenda`, `Topics:`, `In class`: one or two words naming what the sub-items are.
    static func isListLabel(_ text: String) -> Bool {
        let line = text.trimmingSpaces()
        guard !line.contains("\n"), line.count <= 40 else { return false }
        // `Tipos Estruturados` over `- Solução`: two words of a topic are no label; `In class` is.
        let words = line.split(separator: " ")
        return line.hasSuffix(":") || words.count == 1 || (words.count == 2 && listLabelPairs.contains(line.lowercased()))
    }

    private static let listLabelPairs: Set<String> = ["in class", "this week", "today's agenda", "class plan", "lecture topics", "en clase", "en cours", "im kurs"]

    static func isNewsHeading(_ title: String) -> Bool {
        HeadingWords.lowercased(title).contains { newsWords.contains($0) }
    }

    /// A heading over cited works (`References`, `Referenties`, `Bibliografía`, `参考文献`).
    static func isReferencesHeading(_ title: String) -> Bool {
        let words = HeadingWords.lowercased(title)
        return words.count <= 3 && words.contains { referencesWords.contains($0) }
    }

    static let referencesWords: Set<String> = ["references", "bibliography", "citations", "referenties", "bronnen", "literaturverzeichnis", "quellen",
                                               "bibliographie", "références", "referencias", "referências", "bibliografía", "bibliografia", "riferimenti", "источники", "参考文献", "参考资料"]

    static let newsWords: Set<String> = ["announcements", "announcement", "news", "updates", "объявления", "новости", "ankündigungen", "neuigkeiten", "anuncios", "avisos", "公告", "通知", "最新信息", "最新消息", "动态", "新闻", "更新",
                                           "changelog", "changes", "errata", "revisions", "изменения", "änderungen",
                                           "お知らせ", "更新履歴", "新着情報", "공지", "공지사항", "소식"]
}
