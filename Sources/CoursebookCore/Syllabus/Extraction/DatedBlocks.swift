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
        // `**1/10: Introduction**` paragraphs, one a class, with the readings listed below each.
        let datedParagraphs = blocks.compactMap { block in datedParagraph(block).map { (block, $0) } }
        let sessionParagraphs = datedParagraphs.count >= 3 ? Dictionary(uniqueKeysWithValues: datedParagraphs) : [:]
        for (index, block) in blocks.enumerated() {
            if let row = sessionParagraphs[block] {
                rows.append(row)
                continue
            }
            switch page.document.kind(of: block) {
            case .paragraph where page.table(block) == nil:
                if let week = boldWeekRow(block, next: blocks.dropFirst(index + 1).first) ?? admonitionRow(block) {
                    rows.append(week)
                    continue
                }
                let definitions = definitionRows(block)
                rows += definitions.isEmpty ? datedLineRows(block) : definitions
            case .list:
                // `**Changelog:**` over dated items: when the page changed, not when the class meets.
                if index > 0, let label = TaskExtractor.label(blocks[index - 1], in: page.document), ScheduleExtractor.isNewsHeading(label) { continue }
                let dated = listRows(block)
                if !dated.isEmpty {
                    rows += dated
                } else {
                    let labelled = labelledItemRows(block)
                    let weeks = labelled.isEmpty ? weekItemRows(block) : labelled
                    rows += weeks.isEmpty ? topicFirstRows(block) : weeks
                }
            default: continue
            }
        }
        return rows
    }

    /// `**Week 1 week of August 31**` over a list: a bold line standing for a week heading, dated,
    /// and named by the list's first item.
    private func boldWeekRow(_ block: Int, next: Int?) -> ScheduleExtractor.Row? {
        guard let range = page.document.range(of: block), range.start.line == range.end.line,
              range.start.line >= 1, range.start.line <= page.lines.count else { return nil }
        let whole = page.lines[range.start.line].trimmingSpaces()
        guard whole.hasPrefix("**") || whole.hasPrefix("__"), whole.hasSuffix("**") || whole.hasSuffix("__") else { return nil }
        let weeks = ScheduleExtractor(page: page, dates: dates)
        let text = page.plainText(block).trimmingSpaces()
        guard text.first?.isLetter == true, var entry = weeks.weekHeading(String(text)), entry.date != nil else { return nil }
        entry.line = range.start.line
        if weeks.isBareWeekLabel(entry.topic) || entry.topic.isEmpty,
           let next, case .list = page.document.kind(of: next), let first = page.document.children(of: next).first(where: { _ in true }),
           let line = openingLine(of: first) {
            entry.topic = String(line.trimmingSpaces().trimming("*_"))
        }
        return ScheduleExtractor.Row(entry: entry)
    }

    /// `!!! done "séance 1 (4h jeudi 7/09/23):"` over its indented lines: an MkDocs admonition,
    /// which GitHub shows as one paragraph, titled by a dated session and named by its first line.
    private func admonitionRow(_ block: Int) -> ScheduleExtractor.Row? {
        guard let range = page.document.range(of: block), range.start.line >= 1, range.start.line <= page.lines.count else { return nil }
        let first = page.lines[range.start.line].trimmingSpaces()
        guard first.hasPrefix("!!!") || first.hasPrefix("???"), let open = first.firstIndex(of: "\""), first.hasSuffix("\""),
              open < first.index(before: first.endIndex) else { return nil }
        let title = String(first[first.index(after: open)..<first.index(before: first.endIndex)])
        guard var entry = labelledSession(title) else { return nil }
        entry.line = range.start.line
        if entry.topic.isEmpty || entry.topic == ":", range.end.line > range.start.line {
            entry.topic = String(page.lines[range.start.line + 1].trimmingSpaces().drop { $0 == "-" || $0 == "*" || $0 == " " })
        }
        return ScheduleExtractor.Row(entry: entry)
    }

    /// A paragraph of one line that opens with a date and a colon or dash, bold or not:
    /// `**1/17: Mapping I | [Map Design](…)**`.
    private func datedParagraph(_ block: Int) -> ScheduleExtractor.Row? {
        guard page.document.kind(of: block) == .paragraph, page.table(block) == nil,
              var range = page.document.range(of: block), range.start.line >= 1, range.end.line <= page.lines.count else { return nil }
        // `<small>hw1 out this week</small>` and a hard line break, then `2020-09-15 Tu: Coding
        // Skills`: a remark on a line of its own above the dated line.
        if range.end.line == range.start.line + 1, Self.endsWithHardBreak(page.lines[range.start.line]) {
            range.start.line = range.end.line
        }
        guard range.start.line == range.end.line else { return nil }
        let whole = page.lines[range.start.line].trimmingSpaces()
        var line = whole.drop { $0 == "*" || $0 == "_" }
        // The emphasis that opens before the date closes at the end of the line.
        let emphasis = whole.distance(from: whole.startIndex, to: line.startIndex)
        // `**4.  Feb 4:** Spectra`: the session's number before its date.
        let number = line.prefix { $0.isASCII && $0.isNumber }
        if (1...2).contains(number.count), line.dropFirst(number.count).hasPrefix(". "),
           case let afterNumber = line.dropFirst(number.count + 1).drop(while: { $0 == " " }), let found = dates.prefix(of: afterNumber),
           let mark = afterNumber.dropFirst(found.length).drop(while: { $0 == "*" || $0 == "_" }).first, ":—–-".contains(mark) {
            line = afterNumber
        }
        guard let found = dates.prefix(of: line) else { return labelledParagraph(whole, line: range.start.line) }
        var rest = dates.droppingRangeEnd(line.dropFirst(found.length)).drop { $0 == "*" || $0 == "_" }
        // `2020-09-15 Tu: Coding Skills`: the weekday after the date.
        if rest.first == " ", case let word = rest.dropFirst().prefix(while: \.isLetter), !word.isEmpty,
           DateScanner.isWeekday(word.lowercased()), rest.dropFirst(1 + word.count).first == ":" {
            rest = rest.dropFirst(1 + word.count)
        }
        guard let mark = rest.first, ":—–-".contains(mark) else { return nil }
        rest = rest.drop { ":—–- \t".contains($0) }
        // `**Jan 14:** Syllabus`: the emphasis closes after the date's colon, not at the line's end.
        var open = emphasis
        if open > 0, rest.prefix(while: { $0 == "*" || $0 == "_" }).count == open {
            rest = rest.dropFirst(open).drop { $0 == " " || $0 == "\t" }
            open = 0
        }
        let closing = rest.reversed().prefix { $0 == "*" || $0 == "_" }.count
        rest = rest.dropLast(min(open, closing))
        let topic = Self.inlineText(rest)
        guard !topic.isEmpty else { return nil }
        var row = ScheduleExtractor.Row(entry: ScheduleEntry(week: nil, date: found.date, topic: topic, line: range.start.line))
        row.deadlines = due.inCell(topic, date: found.date)
        if DeadlineExtractor.isOnlyDue(topic) && !row.deadlines.isEmpty { row.entry = nil }
        return row
    }

    /// Whether a source line ends with a hard line break (two spaces or a backslash).
    static func endsWithHardBreak(_ line: Substring) -> Bool {
        line.hasSuffix("  ") || line.hasSuffix("\\")
    }

    /// `Лекция 1 (11.09.2020) | [фото](…)`: a session label and its date; what follows a ` | `
    /// is its material.
    private func labelledParagraph(_ whole: Substring, line: Int) -> ScheduleExtractor.Row? {
        // Most one-line paragraphs open with no session word: that is seen without parsing them.
        guard Self.sessionLabelParts(whole.drop { "*_[ ".contains($0) }) != nil else { return nil }
        let head = whole.range(of: " | ").map { whole[..<$0.lowerBound] } ?? whole
        let text = Self.inlineText(head)
        guard var entry = labelledSession(text) else { return nil }
        if entry.topic.isEmpty, let label = Self.sessionLabel(text) { entry.topic = label }
        entry.line = line
        return ScheduleExtractor.Row(entry: entry)
    }

    /// `Sep 22` then `: **lecture**{: .label} [Topic](…)` lines; indented `  : ` lines are details.
    private func definitionRows(_ block: Int) -> [ScheduleExtractor.Row] {
        guard let range = page.document.range(of: block), range.end.line > range.start.line,
              range.start.line >= 1, range.end.line <= page.lines.count else { return [] }
        var rows: [ScheduleExtractor.Row] = []
        // Whether the line before was the definition that gave the last row its topic: a line
        // continuing it (`: **Language modeling**{: .label}` then `[Statistical models](…)`) adds to it.
        var topicContinues = false
        for number in range.start.line...range.end.line {
            let line = page.lines[number]
            if line.first == ":" {
                topicContinues = false
                guard !rows.isEmpty, let date = rows[rows.count - 1].entry?.date else { continue }
                let text = Self.inlineText(line.dropFirst())
                if rows[rows.count - 1].entry!.topic.isEmpty {
                    rows[rows.count - 1].entry!.topic = text
                    topicContinues = !text.isEmpty
                }
                rows[rows.count - 1].deadlines += due.inCell(text, date: date)
            } else if line.first == " " || line.first == "\t", line.trimmingSpaces().first == ":", !rows.isEmpty, let date = rows[rows.count - 1].entry?.date {
                // `    : HW0 due <br> HW1 due`: an indented definition holds details; what is due counts.
                topicContinues = false
                rows[rows.count - 1].deadlines += due.inCell(Self.inlineText(line.trimmingSpaces().dropFirst()), date: date)
            } else if topicContinues, !rows.isEmpty, !line.trimmingSpaces().isEmpty, line.trimmingSpaces().first != "|",
                      !(number < range.end.line && page.lines[number + 1].first == ":" && dateLine(line) != nil) {
                topicContinues = false
                let text = Self.inlineText(line)
                if !text.isEmpty { rows[rows.count - 1].entry!.topic += " " + text }
            } else if number < range.end.line, page.lines[number + 1].first == ":", let date = dateLine(line) {
                topicContinues = false
                rows.append(ScheduleExtractor.Row(entry: ScheduleEntry(week: nil, date: date, topic: "", line: number)))
            }
        }
        return rows
    }

    /// A paragraph of three or more lines that open with a date: a plain-text schedule (Pandoc's
    /// simple tables, which GitHub shows as text, `2018-01-16    Intro`, or pipe rows without a
    /// delimiter row); each line is a session, the rest of the line its topic.
    private func datedLineRows(_ block: Int) -> [ScheduleExtractor.Row] {
        guard let range = page.document.range(of: block), range.end.line - range.start.line >= 2,
              range.start.line >= 1, range.end.line <= page.lines.count else { return [] }
        var rows: [ScheduleExtractor.Row] = []
        for number in range.start.line...range.end.line {
            let line = page.lines[number].trimmingSpaces()
            if line.first == "|" {
                // `| Aug 24, Mon | [Introduction](…) |` with no delimiter row: a table GitHub shows
                // as text; a line whose first cell is empty continues the day above.
                let cells = PipeTableParser.splitCells(line)
                let topic = cells.dropFirst().first { !$0.isEmpty }.map { Self.inlineText(Substring($0)) } ?? ""
                if cells.first?.isEmpty ?? true {
                    if !topic.isEmpty, let last = rows.indices.last, rows[last].entry != nil { rows[last].entry!.topic += " / " + topic }
                    continue
                }
                guard let found = dates.prefix(of: Substring(cells[0])) else { continue }
                var row = ScheduleExtractor.Row(entry: ScheduleEntry(week: nil, date: found.date, topic: topic, line: number))
                row.deadlines = due.inCell(topic, date: found.date)
                rows.append(row)
                continue
            }
            guard let found = dates.prefix(of: line) else { continue }
            var rest = dates.droppingRangeEnd(line.dropFirst(found.length))
            guard rest.isEmpty || rest.first == " " || rest.first == "\t" || ":—–-".contains(rest.first!) else { continue }
            rest = rest.drop { ":—–- \t".contains($0) }
            let topic = Self.inlineText(rest).split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
            var row = ScheduleExtractor.Row(entry: ScheduleEntry(week: nil, date: found.date, topic: topic, line: number))
            row.deadlines = due.inCell(topic, date: found.date)
            if DeadlineExtractor.isOnlyDue(topic) && !row.deadlines.isEmpty { row.entry = nil }
            rows.append(row)
        }
        return rows.count >= 3 ? rows : []
    }

    /// `Aula_01 23-02-2022 quarta-feira`, `Lecture 5 - Oct 3`, `Lab 1 (Feb. 13): EDA`: a session
    /// word and its number, then the date; what follows the date (a weekday aside) is no topic, so
    /// an empty topic is taken from the line below.
    func labelledSession(_ title: String) -> ScheduleEntry? {
        let text = Substring(title.trimmingSpaces())
        guard let (label, number) = Self.sessionLabelParts(text) else { return nil }
        var rest = text.dropFirst(label.count).drop { " .:—–-,()\u{3000}".contains($0) }
        // `Лекция 5 [remote] (09.10.2020)`: a remark in square brackets before the date.
        if rest.first == "[", let close = rest.firstIndex(of: "]") { rest = rest[rest.index(after: close)...].drop { " .:—–-,()".contains($0) } }
        // `séance 1 (4h jeudi 7/09/23)`: how long or when in the day, before the date.
        while let space = rest.firstIndex(of: " "), TimeOfDay.isToken(rest[..<space].lowercased()) { rest = rest[space...].drop { $0 == " " } }
        // `4.–7. Sitzung (Blocksitzung): 26. Mai`: a remark in brackets before the date.
        if dates.prefix(of: rest) == nil, text.dropFirst(label.count).drop(while: { $0 == " " }).first == "(",
           let close = rest.firstIndex(of: ")") { rest = rest[rest.index(after: close)...].drop { " .:—–-,()".contains($0) } }
        // `Lezione 1 del 2024/10/07`, `Lecture 3 on Sep 9`: a word for "of" or "on" before the date.
        if let space = rest.firstIndex(of: " "), Self.dateLeadWords.contains(rest[..<space].lowercased()) {
            rest = rest[space...].drop { $0 == " " }
        }
        guard let found = dates.prefix(of: rest) else { return nil }
        var topic = rest.dropFirst(found.length).drop { " .:—–-,()\u{3000}".contains($0) }.trimmingSpaces()
        // `(2021/04/20). (遠隔授業) 連続関数`: the topic's own opening bracket stays.
        if let close = topic.firstIndex(of: ")"), !topic[..<close].contains("("),
           let open = rest[..<topic.startIndex].lastIndex(of: "("), open >= rest.index(rest.startIndex, offsetBy: found.length) { topic = rest[open..<topic.endIndex] }
        // `14–16 Uhr: Einführung`: the time of day before the topic.
        if let colon = topic.range(of: ": "), TimeOfDay.isSpan(topic[..<colon.lowerBound]) { topic = topic[colon.upperBound...].trimmingSpaces() }
        // `(Terça-Feira)`, `Tuesday`: a weekday, bracketed or not, is no topic.
        let words = topic.split(whereSeparator: { " -,()（）\u{200B}".contains($0) })
        if words.allSatisfy({ DateScanner.isWeekday($0.lowercased()) || $0.lowercased() == "feira" }) { topic = "" }
        // `第1回　2022年09月21日（水） 7限　19:20 ～ 20:50`: when the class meets is no topic; the
        // session's label names it.
        if let first = topic.split(whereSeparator: { $0 == " " || $0 == "\u{3000}" }).first,
           TimeOfDay.isToken(first.lowercased()) || ["限", "限目", "コマ", "节", "節", "교시"].contains(where: { first.hasSuffix($0) && first.first?.isNumber == true }) {
            topic = Substring("\(label) \(topic)")
        }
        return ScheduleEntry(week: String(number), date: found.date, topic: String(topic))
    }

    /// `Aula_01` of `Aula_01 23-02-2022 quarta-feira`: the session word and its number as written;
    /// nil when the title does not open with them.
    static func sessionLabel(_ title: String) -> String? {
        sessionLabelParts(Substring(title.trimmingSpaces())).map { String($0.label) }
    }

    /// The session word and number that open `text` (`Aula_01`, `Lecture 5`), and the number.
    private static func sessionLabelParts(_ text: Substring) -> (label: Substring, number: Substring)? {
        // `1. Sitzung`, `8.–11. Sitzung`: the number first, as German counts sessions.
        let lead = text.prefix { $0.isASCII && $0.isNumber }
        if (1...2).contains(lead.count), text.dropFirst(lead.count).first == "." {
            var rest = text.dropFirst(lead.count + 1)
            if let dash = rest.first, "–-".contains(dash) {
                let end = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
                if !end.isEmpty, rest.dropFirst(1 + end.count).first == "." { rest = rest.dropFirst(2 + end.count) }
            }
            let spaces = rest.prefix { $0 == " " }
            let word = rest.dropFirst(spaces.count).prefix { $0.isLetter }
            if !spaces.isEmpty, !word.isEmpty, SyllabusWords.sessionLabel.contains(word.lowercased()) {
                return (text.prefix(text.distance(from: text.startIndex, to: rest.startIndex) + spaces.count + word.count), lead)
            }
        }
        // `第3回`, `第5講`, `第2周`: a CJK counter around the number.
        if text.first == "第" {
            let number = text.dropFirst().prefix { $0.isASCII && $0.isNumber }
            if !number.isEmpty, let counter = text.dropFirst(1 + number.count).first, "回講讲週周次课課".contains(counter) {
                return (text.prefix(2 + number.count), number)
            }
        }
        let word = text.prefix { $0.isLetter }
        guard !word.isEmpty, SyllabusWords.sessionLabel.contains(word.lowercased()) else { return nil }
        let rest = text.dropFirst(word.count)
        let separator = rest.prefix { $0 == "_" || $0 == " " || $0 == "#" || $0 == "." }
        let number = rest.dropFirst(separator.count).prefix { $0.isASCII && $0.isNumber }
        guard !number.isEmpty else { return nil }
        return (text.prefix(word.count + separator.count + number.count), number)
    }

    /// Words between a session's number and its date: `del`, `on`, `du`, `vom`, `dnia`.
    static let dateLeadWords: Set<String> = ["del", "dell'", "on", "of", "du", "vom", "am", "de", "do", "da", "dnia", "z", "от"]

    /// `- Week 1 (Feb. 5-9)` over `  - Lecture 1 (Feb. 5): Introduction`: items, at any depth, that
    /// name a session and its date; two or more make a schedule.
    private func labelledItemRows(_ list: Int) -> [ScheduleExtractor.Row] {
        let document = page.document
        var rows: [ScheduleExtractor.Row] = []
        var stack = [list]
        while let current = stack.popLast() {
            for item in document.children(of: current).reversed() {
                let children = Array(document.children(of: item))
                for sublist in children.dropFirst().reversed() where document.kind(of: sublist).isList { stack.append(sublist) }
                guard let first = children.first, document.kind(of: first) == .paragraph else { continue }
                var text = String(page.plainText(first).firstLine)
                // `- 第2回 (2021/04/20). 連続関数` then `[第2回資料](…)` on the next line: the item's
                // own line, without the links run on below it.
                if let range = document.range(of: first), range.end.line > range.start.line, range.start.line >= 1, range.start.line <= page.lines.count {
                    let bytes = Array(page.lines[range.start.line].utf8)
                    if range.start.byteColumn >= 1, range.start.byteColumn <= bytes.count {
                        text = Self.inlineText(Substring(String(decoding: bytes[(range.start.byteColumn - 1)...], as: UTF8.self)))
                    }
                }
                guard var entry = labelledSession(text) else { continue }
                entry.line = document.range(of: item)?.start.line
                rows.append(ScheduleExtractor.Row(entry: entry, deadlines: due.inCell(entry.topic, date: entry.date)))
            }
        }
        rows.sort { ($0.entry?.line ?? 0) < ($1.entry?.line ?? 0) }
        return rows.count >= 2 ? rows : []
    }

    /// `- **Week 1 (Thursday, Aug 28)**: Introduction`, `- Week 2: String + List`: items that name
    /// a week, its date or not, and its topic; two or more make a schedule.
    private func weekItemRows(_ list: Int) -> [ScheduleExtractor.Row] {
        let document = page.document
        let weeks = ScheduleExtractor(page: page, dates: dates)
        var rows: [ScheduleExtractor.Row] = []
        for item in document.children(of: list) {
            guard let line = openingLine(of: item) else { continue }
            let text = String(line)
            guard var entry = weeks.weekHeading(text), !entry.topic.isEmpty, entry.topic != text else { continue }
            entry.line = document.range(of: item)?.start.line
            // `* Week 1 (5th October)` over `* Block 01 Introduction`: the week's items say what it holds.
            if entry.date != nil, weeks.isBareWeekLabel(entry.topic), case let held = subItemLines(of: item), !held.isEmpty {
                entry.topic += ": " + held.joined(separator: "; ")
            }
            rows.append(ScheduleExtractor.Row(entry: entry, deadlines: entry.date.map { due.inCell(entry.topic, date: $0) } ?? []))
        }
        return rows.count >= 2 ? rows : []
    }

    /// `- **Generics, pt. 1 (Oct 25, [slides](…), [notes](…))**`: items that name the session, then
    /// open a bracket with its date; three or more make a schedule.
    private func topicFirstRows(_ list: Int) -> [ScheduleExtractor.Row] {
        let document = page.document
        var rows: [ScheduleExtractor.Row] = []
        for item in document.children(of: list) {
            guard let text = openingLine(of: item) else { continue }
            // `2. Nonlinear equations, Sep 11 -- Sep 15`: the topic, a comma, then the days.
            // (`Begins\tMon, Jan 13` has a weekday before its comma: a term's date, not a topic's.)
            if let comma = text.lastIndex(of: ","), text[text.index(after: comma)...].first == " ",
               case let topic = text[..<comma].trimmingSpaces(), topic.contains(where: \.isLetter),
               !(topic.split(whereSeparator: { $0 == " " || $0 == "\t" }).last.map { DateScanner.isWeekday($0.lowercased().trimmingCharacters(in: .punctuationCharacters)) } ?? false),
               case let dated = text[text.index(comma, offsetBy: 2)...], let found = dates.prefix(of: dated),
               dates.droppingRangeEnd(dated.dropFirst(found.length)).allSatisfy({ $0 == " " || $0 == "." }) {
                rows.append(ScheduleExtractor.Row(entry: ScheduleEntry(week: nil, date: found.date, topic: String(topic), line: document.range(of: item)?.start.line)))
                continue
            }
            guard let open = text.firstIndex(of: "("), case let topic = text[..<open].trimmingSpaces(), topic.contains(where: \.isLetter),
                  let found = dates.prefix(of: text[text.index(after: open)...].drop { $0 == " " }) else { continue }
            let after = text[text.index(after: open)...].drop { $0 == " " }.dropFirst(found.length).first
            guard after == nil || after == "," || after == ")" || after == ";" else { continue }
            rows.append(ScheduleExtractor.Row(entry: ScheduleEntry(week: nil, date: found.date, topic: String(topic), line: document.range(of: item)?.start.line)))
        }
        // `9. Ordinary differential equations, Nov 15 -- Nov 29` after an exam's bullet: an ordered
        // list that goes on numbering one above it is part of that schedule, however short.
        if case .list(let style) = document.kind(of: list), style.kind == .ordered, style.start > 1, rows.count == document.children(of: list).count(where: { _ in true }) {
            return rows
        }
        return rows.count >= 3 ? rows : []
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
                let topics = document.children(of: sublist).map { String(page.plainText($0).firstLine) }
                var row = ScheduleExtractor.Row(entry: ScheduleEntry(week: nil, date: date, topic: topics.filter { !DeadlineExtractor.isOnlyDue($0) }.joined(separator: "; "), line: line))
                row.deadlines = topics.flatMap { due.inCell($0, date: date) }
                withTopics.append(row)
            } else if children.count == 1, let date = dateLine(Substring(text)) {
                // `* 2020-01-16` alone among dated items: a session whose topic the page leaves open.
                dated.append(ScheduleExtractor.Row(entry: ScheduleEntry(week: nil, date: date, topic: "", line: line)))
            } else if case let opening = dates.unbracketing(Substring(text).drop { $0 == " " }), let found = dates.prefix(of: opening) {
                guard var row = datedItem(opening, found, line: line, isOneLink: isOneLink(first)) else { continue }
                let date = found.date
                for sublist in children.dropFirst() where document.kind(of: sublist).isList {
                    for subitem in document.children(of: sublist) {
                        let line = String(page.plainText(subitem).firstLine)
                        row.deadlines += due.inCell(line, date: date)
                    }
                }
                dated.append(row)
            } else if let row = labelFirstRow(Substring(text), line: line) {
                dated.append(row)
            }
        }
        // One dated item is a schedule only when it says the class does not meet (`Monday, 9/7:
        // Labor Day, no class`) or names an exam: other lone dated lines are too often news.
        return withTopics + (dated.count >= 2 ? dated : dated.filter { row in
            row.entry.map { Self.isNoClass($0.topic) || DeadlineLists.namesExam($0.topic) } ?? false
        })
    }

    /// An item's text from its date on (`opening`, whose date is `found`): its separator and topic
    /// (`Sep 5: Topic`, `**January 10** - Overview`), and what the item says is due; nil when it
    /// is no dated item.
    private func datedItem(_ opening: Substring, _ found: (date: LocalDate, length: Int), line: Int?, isOneLink: Bool) -> ScheduleExtractor.Row? {
        let rest = dates.droppingRangeEnd(opening.dropFirst(found.length))
        // `**January 10** - Overview`: the separator may follow a space; `**Tue, Aug 28
        // Lecture 0: Introduction**` has none, the date in words and the topic opening with
        // a capital (`[6/08 Practice Problems](…)` names a handout by its day).
        guard let separator = rest.drop(while: { $0 == " " }).first,
              ":—–-".contains(separator) || (rest.first == " " && separator.isUppercase && (opening.first?.isLetter == true || !isOneLink)) else { return nil }
        let text = rest.drop { ":—–- ".contains($0) }.trimmingSpaces()
        guard !text.isEmpty else { return nil }
        // `Aug 31st, Friday: Team meetings. Deadline @midnight: …`: a session, then what is due that day.
        let (topic, dueText) = DeadlineExtractor.splittingAtDueSentence(String(text))
        var row = ScheduleExtractor.Row(entry: nil)
        if !DeadlineExtractor.isOnlyDue(topic) { row.entry = ScheduleEntry(week: nil, date: found.date, topic: topic, line: line) }
        row.deadlines = due.inCell(dueText ?? topic, date: found.date)
        // An item that is only a due line with nothing the page dates is neither.
        return row.entry != nil || !row.deadlines.isEmpty ? row : nil
    }

    /// An author's HTML list whose items open with a date (`<li><b>Monday, January 13:</b> First
    /// day!</li>`), read as a Markdown list of dated items is: two or more make a schedule.
    func htmlListRows(_ list: HTMLList) -> [ScheduleExtractor.Row] {
        let rows = list.items.compactMap { item -> ScheduleExtractor.Row? in
            let opening = dates.unbracketing(item.firstLine.drop { $0 == " " })
            return dates.prefix(of: opening).flatMap { datedItem(opening, $0, line: nil, isOneLink: false) }
        }
        return rows.count >= 2 ? rows : []
    }

    /// The first line of an item's opening paragraph, trimmed; nil when the item opens otherwise.
    /// The opening lines of an item's sub-items, leaving out those that only say what is due.
    private func subItemLines(of item: Int) -> [String] {
        let document = page.document
        guard let list = document.children(of: item).first(where: { document.kind(of: $0).isList }) else { return [] }
        return document.children(of: list).compactMap { openingLine(of: $0).map(String.init) }
            .filter { !$0.isEmpty && !DeadlineExtractor.isOnlyDue($0) }
    }

    private func openingLine(of item: Int) -> Substring? {
        guard let first = page.document.children(of: item).first(where: { _ in true }), page.document.kind(of: first) == .paragraph else { return nil }
        return page.plainText(first).firstLine.trimmingSpaces()
    }

    /// Whether a paragraph is a single link and nothing else (`[6/08 Practice Problems](…)`).
    private func isOneLink(_ paragraph: Int) -> Bool {
        let children = Array(page.document.children(of: paragraph))
        guard children.count == 1, case .link = page.document.kind(of: children[0]) else { return false }
        return true
    }

    /// `**Examen 1:** lunes, 29 de noviembre de 2021 (15%)`: a short label, a colon and a date; a
    /// label naming work (`Taller 1`, `Homework 2`) is due that day, an exam is a session.
    private func labelFirstRow(_ text: Substring, line: Int?) -> ScheduleExtractor.Row? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let label = text[..<colon].trimmingSpaces()
        guard !label.isEmpty, label.split(separator: " ").count <= 4, !label.contains(where: { $0.isNumber && label.count > 12 }) else { return nil }
        let after = text[text.index(after: colon)...].drop { $0 == " " }
        guard let found = dates.prefix(of: after) else { return nil }
        if ScheduleTable.namesWork(String(label)) {
            return ScheduleExtractor.Row(entry: nil, deadlines: [SyllabusDeadline(title: String(label), due: found.date)])
        }
        // Other labels (`Publication des sujets: 6 décembre`) are a project's milestones as often
        // as the class's days: only an exam is read as a session.
        guard DeadlineLists.namesExam(String(label)) else { return nil }
        return ScheduleExtractor.Row(entry: ScheduleEntry(week: nil, date: found.date, topic: String(label), line: line))
    }

    /// `no class`, `no lecture`, `class cancelled`, `holiday`, `spring break`.
    static func isNoClass(_ topic: String) -> Bool {
        noClassPhrases.contains { ASCIIFoldedSearch.contains(topic, $0, atWordStart: true) }
    }

    private static let noClassPhrases = ["no class", "no lecture", "no meeting", "class cancelled", "class canceled", "holiday", "spring break", "fall break", "no hay clase", "pas de cours", "kein unterricht", "keine vorlesung"]

    /// The date of a line that is a date and nothing else (emphasis, a trailing colon and a range end allowed).
    private func dateLine(_ line: Substring) -> LocalDate? {
        let text = line.trimmingSpaces().drop { $0 == "*" || $0 == "_" }
        guard let found = dates.prefix(of: text) else { return nil }
        let rest = dates.droppingRangeEnd(text.dropFirst(found.length))
        return rest.allSatisfy({ "*_:. ".contains($0) }) ? found.date : nil
    }

    /// The plain text of one line of inline Markdown, kramdown attribute lists (`{: .label}`) removed.
    static func inlineText(_ line: Substring) -> String {
        let text = KramdownAttributes.removed(from: line)
        let document = MarkdownParser.parseUnscreened(String(text.trimmingSpaces()))
        return String(document.plainText(of: MarkdownDocument.root).trimmingSpaces())
    }
}
