import CourseMarkdown
import CourseModel

/// Dates that a page lists as deadlines without writing "due" beside each: the items of a list
/// under a heading that names deadlines (`## Deadlines`, `## Milestones`, `Abgabetermine`, `Сроки
/// сдачи`) or after a line that announces them (`…by the following deadlines:`, `**Suggested
/// Deadlines**`), and a paragraph with one date in such a section (`…saved by 15th January 2017`).
/// Each item is named by what it says besides its date and time (`Week 1 assessment: 7th November
/// by 3:00pm`), and by the heading when that is only a week (`Lab Classes (Week 2)`).
struct DeadlineLists {
    let page: SyllabusPage
    let dates: DateText

    /// What `blocks` of the section headed `heading` list: deadlines, the exams among them (which
    /// are sessions), and the lists they came from (which are then read for nothing else).
    func deadlines(in blocks: [Int], heading: String) -> (deadlines: [SyllabusDeadline], exams: [ScheduleEntry], lists: Set<Int>) {
        // Read from the heading only when a list or paragraph asks: most sections hold neither kind
        // of deadline, and this runs for every section of every page.
        lazy var sectionNamesDeadlines = Self.namesDeadlines(heading)
        lazy var datesParagraphs = HeadingWords.lowercased(heading).contains(where: Self.deadlineWords.contains)
        lazy var name = Self.withoutDeadlineWords(heading)
        lazy var workSection = Self.namesNumberedWork(heading)
        var found: [SyllabusDeadline] = []
        var exams: [ScheduleEntry] = []
        var lists: Set<Int> = []
        var announced = false
        let document = page.document
        for block in blocks {
            switch document.kind(of: block) {
            case .list where workSection && !announced && !sectionNamesDeadlines:
                // `### Tarea 1` over `* pull request inicial: 24/08/2018`: the steps of that piece of
                // work and when each is due.
                let items = document.children(of: block).compactMap { labelledStep(of: $0, work: ScheduleTable.workName(heading)) }
                if !items.isEmpty {
                    found += items
                    lists.insert(block)
                }
            case .list where sectionNamesDeadlines || announced:
                let items = Self.withoutMovedItems(document.children(of: block).compactMap { item(of: $0, sectionName: name) })
                if !items.isEmpty {
                    for item in items {
                        // `Friday, June 19th: second written test` in a list of deadlines is a sitting, not a hand-in.
                        if Self.namesExam(item.deadline.title) {
                            exams.append(ScheduleEntry(week: nil, date: item.deadline.due, topic: item.deadline.title, line: item.line))
                        } else {
                            found.append(item.deadline)
                        }
                    }
                    lists.insert(block)
                }
                announced = false
            case .paragraph where page.table(block) == nil:
                let text = page.plainText(block)
                announced = Self.announcesDeadlines(text)
                if datesParagraphs, !announced, !name.isEmpty, let only = onlyDate(in: Substring(text)) {
                    found.append(SyllabusDeadline(title: name, due: only))
                }
            default:
                announced = false
            }
        }
        return (found, exams, lists)
    }

    /// `~~May 28: submit the lab~~` above `June 1: submit the lab`: a struck item another item
    /// of the list names again was moved, and only the new date counts. A struck item on its own
    /// (a past deadline ticked off) stays.
    private static func withoutMovedItems(_ items: [ListedItem]) -> [ListedItem] {
        let current = Set(items.filter { !$0.struck }.map { $0.deadline.title.lowercased() })
        return items.filter { !$0.struck || !current.contains($0.deadline.title.lowercased()) }
    }

    private struct ListedItem {
        var deadline: SyllabusDeadline
        var struck: Bool
        var line: Int?
    }

    /// The deadline an item's first line names, when it holds a date, and whether it is struck through.
    private func item(of item: Int, sectionName: String) -> ListedItem? {
        guard let first = Array(page.document.children(of: item)).first, page.document.kind(of: first) == .paragraph else { return nil }
        var line = Substring(page.plainText(first).split(separator: "\n").first ?? "").trimmingSpaces()
        // `- [x] **November 13** Milestone 1`: a task list's box is no part of the name.
        if TaskListBox.of(item: item, in: page.document) != nil { line = line.dropFirst(TaskListBox.width) }
        let struck = Strikethrough.isWhollyStruck(line)
        if struck { line = line.dropFirst(2).dropLast(2) }
        guard let deadline = deadline(in: line, sectionName: sectionName) else { return nil }
        return ListedItem(deadline: deadline, struck: struck, line: page.document.range(of: item)?.start.line)
    }

    /// The deadline `line` names, when it holds a date.
    private func deadline(in line: Substring, sectionName: String) -> SyllabusDeadline? {
        guard let date = dates.first(in: line) else { return nil }
        let before = line[..<date.range.lowerBound].trimmingSpaces()
        let title: String?
        if before.hasSuffix(":"), let named = DeadlineExtractor.dueTitle(before.dropLast()) {
            // `Week 1 assessment: 7th November (Week 7)`: the name comes before the colon.
            title = named
        } else {
            var after = dates.droppingRangeEnd(line[date.range.upperBound...]).trimmingSpaces()
            // `2022年9月26日（23:59:59之前）：Watch the film`: a bracketed time, then the name.
            if let open = after.first, open == "(" || open == "（", let close = after.firstIndex(where: { $0 == ")" || $0 == "）" }),
               case let named = after[after.index(after: close)...].drop(while: { ":：—–- ".contains($0) }), DeadlineExtractor.dueTitle(named) != nil {
                after = named
            }
            // `HW1 due, HW2 out`: what is handed out that day is not due; nothing but that, no deadline.
            if after.contains(",") {
                let parts = after.split(separator: ",").filter { part in
                    !(HeadingWords.lowercased(String(part)).last.map(DeadlineExtractor.releaseWords.contains) ?? false)
                }
                guard !parts.isEmpty else { return nil }
                after = Substring(parts.joined(separator: ",")).trimmingSpaces()
            } else if let last = HeadingWords.lowercased(String(after)).last, DeadlineExtractor.releaseWords.contains(last),
                      HeadingWords.lowercased(String(after)).count >= 2 {
                return nil
            }
            title = DeadlineExtractor.dueTitle(Substring(String(before) + " " + after))
        }
        guard let title, !Self.isOnlyWeek(title) else {
            guard !sectionName.isEmpty else { return title.map { SyllabusDeadline(title: $0, due: date.date) } }
            let week = title.map { $0.filter { $0 != "(" && $0 != ")" } }
            return SyllabusDeadline(title: week.map { "\(sectionName) (\($0))" } ?? sectionName, due: date.date)
        }
        return SyllabusDeadline(title: title, due: date.date)
    }

    /// `pull request inicial: 17/08/2018.` under `Tarea 0`: `Tarea 0 (pull request inicial)`; nil
    /// unless the item is a label, a colon and a date.
    private func labelledStep(of item: Int, work: String) -> SyllabusDeadline? {
        guard let first = Array(page.document.children(of: item)).first, page.document.kind(of: first) == .paragraph else { return nil }
        let line = Substring(page.plainText(first).split(separator: "\n").first ?? "").trimmingSpaces()
        guard let date = dates.first(in: line) else { return nil }
        let before = line[..<date.range.lowerBound].trimmingSpaces()
        let after = line[date.range.upperBound...].trimmingSpaces()
        guard before.hasSuffix(":"), after.allSatisfy({ ".;,".contains($0) }) || DeadlineExtractor.dueTitle(after) == nil else { return nil }
        // `Assigned: Oct 19`, `Released: …`: when the work comes out, not when it is due.
        // A label with a due word (`Мягкий дедлайн: …`) is read with the page's due sentences.
        let words = HeadingWords.lowercased(String(before))
        guard !words.contains(where: { DeadlineExtractor.releaseWords.contains($0) || SyllabusWords.due.contains($0) }) else { return nil }
        let label = DeadlineExtractor.dueTitle(before.dropLast())
        return SyllabusDeadline(title: label.map { "\(work) (\($0))" } ?? work, due: date.date)
    }

    /// `Tarea 1`, `Homework 3`, `Milestone 2`, `Q4`: a heading naming one numbered piece of work.
    static func namesNumberedWork(_ heading: String) -> Bool {
        TaskExtractor.isNumberedTaskHeading(heading) || ScheduleTable.namesWork(heading) && heading.contains(where: \.isNumber)
    }

    /// `## Homework 4` over `* Submission due Wed 11/16`: a step that does not name its work is
    /// named by the heading, `Homework 4 (Submission)`, as the labelled steps of `labelledStep` are.
    static func namingWork(_ deadlines: [SyllabusDeadline], heading: String) -> [SyllabusDeadline] {
        let work = ScheduleTable.workName(heading)
        guard Self.namesNumberedWork(heading) else { return deadlines }
        let workWords = Set(HeadingWords.lowercased(String(work)))
        return deadlines.map { deadline in
            // `Homework 4 due Friday` and `HW 4` already say which.
            let words = HeadingWords.lowercased(deadline.title)
            guard !words.contains(where: { SyllabusWords.work.contains($0) || $0.contains(where: \.isNumber) && workWords.contains($0) }) else { return deadline }
            var named = deadline
            // `Data de entrega: 21/09` leaves `Data de`: "date of" says nothing the work's name does not.
            named.title = words.allSatisfy(SyllabusWords.dateOf.contains) ? work : "\(work) (\(deadline.title))"
            return named
        }
    }


    /// `## Milestone 1 (23rd April, 5pm)`, `### Homework 2 (Oct 3)`: a numbered piece of work
    /// with its date in brackets is due then.
    func headingDeadline(_ title: String) -> SyllabusDeadline? {
        let text = title.trimmingSpaces()
        guard text.hasSuffix(")"), let open = text.lastIndex(of: "("), Self.namesNumberedWork(String(text)) else { return nil }
        let work = text[..<open].trimmingSpaces()
        guard work.contains(where: \.isNumber), let date = onlyDate(in: text[text.index(after: open)..<text.index(before: text.endIndex)]) else { return nil }
        return SyllabusDeadline(title: String(work), due: date)
    }

    /// `Check-in 11/20 (5 points)` under a deliverables heading: work named by a heading that
    /// holds one date, its remark in brackets left out.
    func datedHeading(_ title: String) -> SyllabusDeadline? {
        var text = Substring(title.trimmingSpaces())
        // `Sprint 5 - Evaluación 16/10`: an exam or assessment in class is a session, not a hand-in.
        guard let date = onlyDate(in: text), !Self.namesExam(title), !HeadingWords.lowercased(title).contains(where: Self.assessmentWords.contains) else { return nil }
        if text.hasSuffix(")"), let open = text.lastIndex(of: "("), dates.first(in: text[open...]) == nil { text = text[..<open].trimmingSpaces() }
        return text.contains(where: \.isLetter) ? SyllabusDeadline(title: String(text), due: date) : nil
    }

    private static let assessmentWords: Set<String> = ["evaluación", "evaluacion", "evaluation", "évaluation", "avaliação", "avaliacao", "valutazione", "prova", "parcial"]

    /// The date of `text` when it holds exactly one.
    private func onlyDate(in text: Substring) -> LocalDate? {
        guard let first = dates.first(in: text), dates.first(in: text[first.range.upperBound...]) == nil else { return nil }
        // `solve exercises 2.1, 2.3, 4.1 and 4.3.`: the last of a run of numbered items is no date.
        if text[..<first.range.lowerBound].hasSuffix(" and ") || text[..<first.range.lowerBound].hasSuffix(", "),
           text[..<first.range.lowerBound].contains(where: \.isNumber) { return nil }
        return first.date
    }

    static func namesExam(_ title: String) -> Bool {
        HeadingWords.lowercased(title).contains(where: examWords.contains)
    }

    private static let examWords: Set<String> = [
        "exam", "exams", "midterm", "midterms", "test", "quiz", "prüfung", "klausur", "examen", "partiel", "экзамен", "контрольная", "зачёт", "зачет",
    ]

    /// `Week 2`, `Semaine 3`: a title that says only when.
    private static func isOnlyWeek(_ title: String) -> Bool {
        HeadingWords.lowercased(title).allSatisfy { SyllabusWords.week.contains($0) || $0.allSatisfy(\.isNumber) }
    }

    /// Whether a heading names deadlines: `Deadlines`, `Due dates`, `Milestones`, `Abgabetermine`,
    /// `Innleveringsfrister`, `Сроки сдачи`, `Fechas de entrega`.
    static func namesDeadlines(_ heading: String) -> Bool {
        let words = HeadingWords.lowercased(heading)
        if words.contains(where: headingWords.contains) { return true }
        if words.contains(where: SyllabusWords.isDueCompound) { return true }
        // `作业提交截止日期`, `締め切り`: CJK headings are one word.
        if SyllabusWords.cjkDue.contains(where: { ASCIIFoldedSearch.contains(heading, $0) }) { return true }
        return zip(words, words.dropFirst()).contains { pair in headingPairs.contains { $0 == pair } }
    }

    /// A short line that announces a list of deadlines: `…by the following deadlines:`, `**Suggested Deadlines**`.
    static func announcesDeadlines(_ text: String) -> Bool {
        // Every paragraph of a page is asked: a byte scan rules out most before splitting words.
        guard Self.mayNameDeadlines(text) else { return false }
        let trimmed = text.trimmingSpaces()
        let words = HeadingWords.lowercased(String(trimmed))
        guard words.contains(where: { $0 == "deadlines" || $0 == "deadline" || $0 == "дедлайны" || $0 == "сроки" }) else { return false }
        return trimmed.hasSuffix(":") || words.count <= 6
    }

    /// Whether `text` holds `deadline` in any case, or Cyrillic letters (`дедлайны`, `сроки`).
    private static func mayNameDeadlines(_ text: String) -> Bool {
        text.utf8.contains { $0 == 0xD0 || $0 == 0xD1 } || ASCIIFoldedSearch.contains(text, "deadline")
    }

    /// The heading without its deadline words: `Lab Classes Deadlines` as `Lab Classes`.
    static func withoutDeadlineWords(_ heading: String) -> String {
        let kept = heading.split(separator: " ").filter { word in
            let bare = HeadingWords.lowercased(String(word))
            return !bare.contains(where: headingWords.contains) && !["dates", "date"].contains(bare.first ?? "")
        }
        return DeadlineExtractor.cleanTitle(Substring(kept.joined(separator: " ")))
    }

    /// Words of a heading over dates that are deadlines; the first line of them also over a lone
    /// dated paragraph (a milestone section may date other things).
    private static let deadlineWords: Set<String> = ["deadline", "deadlines", "дедлайны", "дедлайн", "сроки", "échéances", "échéance", "plazos", "prazos", "scadenze"]
    private static let headingWords = deadlineWords.union(["milestone", "milestones", "deliverables", "échéancier", "entrega", "entregas", "remise", "remises"])
    private static let headingPairs: [(String, String)] = [("due", "dates"), ("due", "date"), ("сроки", "сдачи")]
}
