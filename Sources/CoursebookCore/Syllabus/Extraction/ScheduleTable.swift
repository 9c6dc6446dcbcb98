import CourseModel

/// The sessions and deadlines of one table, from its header texts and cell texts (a cell's
/// `<br>`/`<p>` items on lines of their own).
struct ScheduleTable {
    let headers: [String]
    let rows: [[String]]
    let dates: DateText
    let due: DeadlineExtractor
    /// The page line of each row, when known (pipe tables); entries carry it for warnings.
    let rowLines: [Int]
    /// Whether a heading above the table names deadlines (`Assignment Due Dates`): a dated row
    /// naming work is then work due that day.
    let underDueHeading: Bool

    init(headers: [String], rows: [[String]], dates: DateText, due: DeadlineExtractor, rowLines: [Int] = [], underDueHeading: Bool = false) {
        (self.headers, self.rows) = Self.monthSectioned(headers: headers, rows: rows) ?? Self.joiningMonthAndDay(headers: headers, rows: rows)
        self.dates = dates
        self.due = due
        self.rowLines = rowLines
        self.underDueHeading = underDueHeading
    }

    private func line(ofRow index: Int) -> Int? { index < rowLines.count ? rowLines[index] : nil }

    /// `Mês | Dia | Data` with `Set | Ter | 09`, the month written only where it changes: the
    /// month carried down and the day number make one date column (`9 September`); the weekday
    /// column is then only a weekday.
    static func joiningMonthAndDay(headers: [String], rows: [[String]]) -> (headers: [String], rows: [[String]]) {
        guard let month = headers.firstIndex(where: { HeadingWords.lowercased($0).first.map(monthHeaderWords.contains) ?? false }) else { return (headers, rows) }
        guard let day = headers.indices.first(where: { column in
            column != month && rows.filter { !$0[column].isEmpty }.count >= 2 && rows.allSatisfy { $0[column].isEmpty || DateText.dayOfMonth($0[column]) != nil }
        }) else { return (headers, rows) }
        var current: Int?
        var joined = rows
        for index in joined.indices {
            let word = String(joined[index][month].trimmingSpaces().filter { $0 != "." })
            if !word.isEmpty { current = MonthName.numberAgainstDay(word) }
            if let current, let number = Int(joined[index][day]) {
                joined[index][day] = "\(number) \(MonthName.englishName(current))"
            }
        }
        var named = headers
        for column in named.indices where column != day && ScheduleColumns.role(named[column]) == .date { named[column] = "Weekday" }
        named[day] = "Date"
        named[month] = "Month"
        return (named, joined)
    }

    /// `<th colspan="3">Agosto</th>` over `04 (ter) | Apresentação | 2/40 aulas`, then a
    /// `Setembro` row across the table: a calendar by month, each day under the month above it.
    /// Read as `Date | Topic | …` with the month joined to each day; nil for any other table.
    static func monthSectioned(headers: [String], rows: [[String]]) -> (headers: [String], rows: [[String]])? {
        func month(_ text: String) -> Int? { MonthName.number(text.trimmingSpaces().trimming("*_:")) }
        guard headers.count >= 2, let first = headers.first, headers.allSatisfy({ $0 == first }), var current = month(first) else { return nil }
        var result: [[String]] = []
        var days = 0
        for row in rows {
            let filled = Set(row.filter { !$0.isEmpty })
            if filled.count == 1, let only = filled.first, let next = month(only) {
                current = next
                continue
            }
            var named = row
            let cell = row[0].trimmingSpaces()
            if let day = DateText.dayOfMonth(cell.prefix { $0.isASCII && $0.isNumber }) {
                named[0] = "\(day) \(MonthName.englishName(current))"
                days += 1
            }
            result.append(named)
        }
        guard days >= 2 else { return nil }
        return (["Date", "Topic"] + Array(repeating: "Notes", count: headers.count - 2), result)
    }

    static let versionWords: Set<String> = ["version", "versão", "versao", "versión", "revision", "revisão", "versione", "версия", "版本"]

    /// A work column's header (`No | Date | Task | Due`): the task words, and `Work`, which as a
    /// list's label is more often the verb (`Work through the following`).
    private static let workHeaders = SyllabusWords.tasks.union(["work"])

    static let ownerWords: Set<String> = ["responsável", "responsavel", "responsible", "responsable", "responsabile", "assignee", "owner", "owners",
                                          "verantwortlich", "encargado", "revisor", "reviewer", "ответственный", "负责人"]

    static let monthHeaderWords: Set<String> = ["month", "mês", "mes", "monat", "месяц", "mois", "mese", "月"]

    func rows(inSchedule: Bool) -> [ScheduleExtractor.Row] {
        // `Data | Versão | Descrição | Autor`: a document's revision history, not its course's days.
        if headers.contains(where: { HeadingWords.lowercased($0).first.map(Self.versionWords.contains) ?? false }) { return [] }
        // `Etapa | Responsável | Revisor | Início | Término`: a team's own plan of work, who does
        // each step and when, not the course's sessions.
        if headers.contains(where: { HeadingWords.lowercased($0).first.map(Self.ownerWords.contains) ?? false }) { return [] }
        var columns = ScheduleColumns(headers: headers)
        // `Date | Séance | Au programme` with `1`, `4, en autonomie`: a session column of numbers
        // counts the sessions; the column after it says what they hold.
        if columns.week == nil, let lecture = columns.roles.firstIndex(of: .lecture), columns.roles.firstIndex(of: .topic) == nil,
           columns.roles.indices.contains(where: { $0 != lecture && columns.roles[$0] == .other }) {
            let filled = rows.map { $0[lecture] }.filter { !$0.isEmpty }
            if !filled.isEmpty, filled.allSatisfy({ $0.first?.isNumber == true }) { columns.roles[lecture] = .week }
        }
        // `Date | Session` with `Aug 28 | 1.1 Welcome to the course`: a session column of titles,
        // not of numbers, is the topic when nothing else is.
        if columns.topic == nil, let week = columns.week {
            let filled = rows.map { $0[week] }.filter { !$0.isEmpty }
            if !filled.isEmpty, filled.filter({ $0.split(separator: " ").count >= 3 }).count * 2 > filled.count { columns.roles[week] = .topic }
        }
        // `S | Fecha | Actividad` with `1 | 06/08/19 | …`: a column of bare numbers counts the
        // sessions; the next column with words says what they hold.
        if columns.week == nil, columns.date != nil, let topic = columns.topic, topic == 0, columns.roles[topic] == .other,
           case let filled = rows.map({ $0[topic] }).filter({ !$0.isEmpty }), !filled.isEmpty, filled.allSatisfy({ $0.allSatisfy(\.isNumber) }),
           columns.roles.indices.contains(where: { $0 > topic && columns.roles[$0] == .other }) {
            columns.roles[topic] = .week
        }
        // `Course week | Type | Live stream | Date` with `College on campus`, `Live stream #1`: a
        // column of session kinds says how the session is held; the next column says what it is about.
        if columns.dues.isEmpty, let topic = columns.topic, columns.roles[topic] == .other,
           let first = HeadingWords.lowercased(headers[topic]).first, ["type", "kind", "tipo", "art", "typ"].contains(first),
           columns.roles.indices.contains(where: { $0 > topic && columns.roles[$0] == .other }) {
            columns.roles[topic] = .logistics
        }
        // `7-1` reads as July 1 in a date cell, unless the table shows its hyphens are hour ranges
        // (`Do 16-18`: no month 16), as a tutorial table does.
        let cellDates = hasHourRanges ? dates : dates.inDateCell
        // `Day | Date | …` with `Mon | Sep 6`: of two date columns, the one whose cells are dates;
        // the other (weekday names) is never the topic.
        let dateColumns = columns.roles.indices.filter { columns.roles[$0] == .date }
        if dateColumns.count > 1 {
            let best = dateColumns.max { a, b in
                rows.filter { cellDates.first(in: Substring($0[a])) != nil }.count < rows.filter { cellDates.first(in: Substring($0[b])) != nil }.count
            }!
            for column in dateColumns where column != best { columns.roles[column] = .logistics }
        }
        // `Week | Date | Graded assignments` with `Piazza, Bio, Survey`: a column named for handed-in
        // work that holds no dates says what the week is about.
        if columns.topic == nil, let column = columns.roles.indices.first(where: { columns.roles[$0] == .release }),
           !rows.contains(where: { cellDates.first(in: Substring($0[column])) != nil }) {
            columns.roles[column] = .other
        }
        // `Entrega | Fecha límite`: of two due columns, one without any date names the work.
        let datedDues = columns.dues.filter { column in rows.contains { cellDates.first(in: Substring($0[column])) != nil } }
        if !datedDues.isEmpty {
            for column in columns.dues where !datedDues.contains(column) { columns.roles[column] = .other }
        }
        let dated = columns.date == nil ? datedColumns(columns, cellDates) : []
        // `Évaluation | … | Pondération | Semaine`: a grading table names weeks, it holds no sessions.
        if columns.date == nil, dated.isEmpty, headers.contains(where: { HeadingWords.lowercased($0).contains(where: Self.weightWords.contains) }) {
            return columns.dues.isEmpty ? [] : submissionRows(columns, cellDates)
        }
        // `Day | Time | Location` with `Tuesdays | 11:45am | WG-82E`: office hours; no row has a
        // date or says what a session is about.
        if columns.topic == nil, dated.isEmpty, columns.date.map({ column in !rows.contains { cellDates.first(in: Substring($0[column])) != nil } }) ?? true {
            return columns.dues.isEmpty ? [] : submissionRows(columns, cellDates)
        }
        if columns.week == nil && columns.date == nil && dated.isEmpty, let weeks = undatedWeekdayRows(cellDates) { return weeks }
        if columns.week == nil && columns.date == nil && dated.isEmpty {
            if inSchedule { return plainRows(columns, cellDates) }
            // A submission table: `Assignment | Due`, no week or date column.
            return columns.dues.isEmpty ? [] : submissionRows(columns, cellDates)
        }
        if dated.count >= 2 {
            // `Groupe 09 (lundi) | Groupe 11 (mercredi)`: one column per section of the course, each
            // with the same sessions; the first section's dates are the course's.
            let groups = dated.filter { HeadingWords.lowercased(headers[$0]).first.map(Self.groupWords.contains) ?? false }
            return weekdayRows(columns, groups.count == dated.count ? [dated[0]] : dated, cellDates)
        }
        // No date column, but one column whose cells open with the day (`Mo Apr 1<br>Intro`, a
        // `Time` column of `May 02 (Mon) at 2:00pm`, a week column of `12/03 al 17/03`): that day
        // is the row's date.
        return plainRows(columns, cellDates, openingDates: dated.first)
    }

    /// `Read by 01-23`, `Lire avant le 3/10`: a date cell that says by when to read.
    static func opensWithReadBy(_ text: String) -> Bool {
        let words = HeadingWords.lowercased(text)
        return words.count >= 2 && (words[0] == "read" && words[1] == "by" || words[0] == "reading" && words[1] == "by")
    }

    /// `Individual: Read chapter 2` as `Read chapter 2 (Individual)`: the work's name first, and
    /// who does it after, which tells two same-day hand-ins of one name apart.
    static func withoutWorkScope(_ title: String) -> String {
        guard let colon = title.firstIndex(of: ":"),
              ["individual", "team", "group", "pair", "individuel", "équipe", "einzeln", "gruppe", "grupo"].contains(title[..<colon].lowercased()) else { return title }
        let rest = title[title.index(after: colon)...].trimmingSpaces()
        return rest.isEmpty ? title : "\(rest) (\(title[..<colon]))"
    }

    /// Columns (not the first week column or a due column) whose non-empty cells mostly open with a date.
    private func datedColumns(_ columns: ScheduleColumns, _ cellDates: DateText) -> [Int] {
        headers.indices.filter { column in
            guard column != columns.week, !columns.dues.contains(column), columns.roles[column] != .release else { return false }
            let filled = rows.filter { !$0[column].isEmpty }
            // `[8 Jan] <br> Intro` under `Tuesday Topic`: the day may stand in brackets, or after
            // the hour (`10:00 29.01.2024 P3-206`).
            let opening = filled.filter { cellDates.prefix(of: Self.openingDay($0[column], cellDates)) != nil }
            return !opening.isEmpty && opening.count * 2 >= filled.count && !Self.isNumberRangeChain(filled.map { $0[column] })
        }
    }

    /// `01-07`, `08-11`, `12-15`: each range starts where the one before ended, so the column
    /// counts modules or chapters; dates (January 7, August 11) never follow on like that.
    static func isNumberRangeChain(_ cells: [String]) -> Bool {
        let ranges = cells.map { cell -> (Int, Int)? in
            let parts = cell.trimmingSpaces().split(whereSeparator: { $0 == "-" || $0 == "–" }).map { $0.trimmingSpaces() }
            guard parts.count == 2, let low = Int(parts[0]), let high = Int(parts[1]), low < high else { return nil }
            return (low, high)
        }
        guard ranges.count >= 2, ranges.allSatisfy({ $0 != nil }) else { return false }
        return zip(ranges, ranges.dropFirst()).allSatisfy { $1!.0 == $0!.1 + 1 }
    }

    private func plainRows(_ columns: ScheduleColumns, _ cellDates: DateText, openingDates: Int? = nil) -> [ScheduleExtractor.Row] {
        if let windows = assignmentWindows(columns, cellDates) { return windows }
        var result: [ScheduleExtractor.Row] = []
        var lastDate: LocalDate?
        let dateColumn = columns.date ?? openingDates
        // `03-10` (zero-padded) is a month and day: a table writing those is not one of day ranges.
        let dayRanges = columns.date.map { column in
            rows.contains { DateText.isDayRangeOnly($0[column]) } && !rows.contains { $0[column].trimmingSpaces().hasPrefix("0") }
        } ?? false
        var previousDay: LocalDate?
        // A calendar of every day (`Sat | Sep 11 |` with nothing else): a day with no topic is no class.
        let everyDay = columns.date.map { column in
            let days = rows.compactMap { cellDates.first(in: Substring($0[column]))?.date }
            return days.count >= 7 && zip(days, days.dropFirst()).filter { $0.adding(days: 1) == $1 }.count * 2 >= days.count
        } ?? false
        // A week column of bare numbers (`1`, `2`, …): a `6-7` among them is a range of weeks.
        let numberedWeeks = columns.week.map { column in
            rows.filter { row in !row[column].isEmpty && row[column].allSatisfy(\.isNumber) }.count * 2 >= rows.count
        } ?? false
        // `Date | Milestone | Deliverables`: each row is work handed in, not a class.
        let namesMilestones = columns.topic.map { HeadingWords.lowercased(headers[$0]).contains { $0 == "milestone" || $0 == "milestones" } } ?? false
        // `Assignment | Date in Schedule | Actual Deadline` with `PS 1 | …`: a table that lists work
        // by its first column, with a due column, is a list of hand-ins; its other dates are no classes.
        let listsWork = !columns.dues.isEmpty && !headers.isEmpty && columns.roles[0] != .date && columns.roles[0] != .week
            && columns.roles[0] != .due && Self.namesWork(headers[0])
        // `No | Date | Task | Due` with `Mar 2 | Lab 1 | Sunday, Mar 22`: a table of work with its
        // own due dates; the row's date is when the work is handed out, not a class (unless a
        // session column says which class the row is: `workNamesDue` below).
        let handsOutWork = columns.date != nil && !columns.dues.isEmpty
            && (columns.topic.map { column in Self.namesWork(headers[column]) || Self.workHeaders.contains(HeadingWords.lowercased(headers[column]).first ?? "") } ?? false)
        // `Date | Assignment | Notes` under `## Assignment Due Dates`: each dated row is the
        // work due that day, and what its notes say is due belongs to it.
        let datesWork = underDueHeading && columns.dues.isEmpty && columns.date != nil
            && (columns.topic.map { Self.namesWork(headers[$0]) } ?? false)
        // `Session # | Assignment | … | Due date`: the work column names what is due, not what
        // the session is about; the session's label says which it is.
        let workNamesDue = columns.topic.map { column in
            columns.roles[column] == .other && !columns.dues.isEmpty && Self.namesWork(headers[column]) && Self.holdsWorkNumbers(rows.map { $0[column] })
        } ?? false
        // `Date | Meeting | Topic` with `12 Feb | Lab | …` then `| | Lecture | …`: a column naming
        // each row's kind of session makes a row without a date a second session that day.
        let kindColumn = headers.indices.first { column in
            column != columns.date && column != columns.week && column != columns.topic && !columns.dues.contains(column)
                && rows.allSatisfy { $0[column].isEmpty || $0[column].count <= 12 && SyllabusWords.sessionLabel.contains($0[column].lowercased()) }
                && rows.lazy.filter { !$0[column].isEmpty }.prefix(2).count == 2
        }
        // `| **Week 1** | **Setup & Bare Bones** |` over two or more dated rows: a week in the date
        // column groups the days below it and is no session of its own.
        let groupingRows: Set<Int> = columns.date.map { column in
            var grouping: Set<Int> = []
            var current: Int?
            var datedBelow = 0
            for (index, row) in rows.enumerated() {
                if cellDates.first(in: Substring(row[column])) != nil {
                    datedBelow += 1
                } else if case let words = HeadingWords.lowercased(row[column]), (2...3).contains(words.count), SyllabusWords.headingWeek.contains(words[0]),
                          words[1].allSatisfy(\.isNumber) {
                    if let current, datedBelow >= 2 { grouping.insert(current) }
                    current = index
                    datedBelow = 0
                }
            }
            if let current, datedBelow >= 2 { grouping.insert(current) }
            return grouping
        } ?? []
        for (rowIndex, row) in rows.enumerated() {
        if groupingRows.contains(rowIndex), columns.dues.allSatisfy({ row[$0].isEmpty }) { continue }
        for texts in Self.sessions(of: row, dateColumn: dateColumn, cellDates) where texts.contains(where: { !$0.isEmpty }) && !Self.isBorder(texts) {
            // `~~June 28th~~ June 29`: the struck date was moved.
            let dateText = columns.date.map { Strikethrough.removing(from: texts[$0]) } ?? ""
            let weekText = columns.week.map { texts[$0] } ?? ""
            // `19 - 24 Août`: the month after the range is the first day's too (reading the first
            // date would give the range's end).
            let monthAfterRange = DateText.dayRange(dateText).flatMap { $0.2 == nil ? nil : DateText.dayRangeDate(dateText, after: previousDay, year: dates.defaultYear) }
            var date = (dayRanges ? DateText.dayRangeDate(dateText, after: previousDay, year: dates.defaultYear) : nil) ?? monthAfterRange ?? cellDates.first(in: Substring(dateText))?.date
            if date != nil { previousDay = date }
            var topic = columns.topic.map { texts[$0] } ?? ""
            // `8/24 | Lab 1 | (no description)`: an empty Topic cell leaves the row's name to a
            // cell with words before it (the cells after it hold materials and work).
            if topic.isEmpty, let topicColumn = columns.topic, columns.roles[topicColumn] == .topic,
               let other = texts.indices.first(where: { $0 < topicColumn && [.other, .lecture].contains(columns.roles[$0]) && texts[$0].contains(where: \.isLetter) }) {
                topic = texts[other]
            }
            if workNamesDue, !weekText.isEmpty { topic = weekText }
            if let column = openingDates {
                let cell = Self.unmarked(texts[column])
                if let found = cellDates.prefix(of: cell) {
                    date = found.date
                    // The opening day is the date, not part of the topic.
                    if column == columns.topic { topic = String(cell.dropFirst(found.length).drop { $0 == " " || $0 == "\n" || $0 == ":" || $0 == "-" }) }
                }
                // `15/11 | Getting started`: a cell that is only the day leaves the topic to the next column.
                if column == columns.topic, topic.isEmpty,
                   let next = texts.indices.first(where: { $0 > column && [.other, .topic, .lecture].contains(columns.roles[$0]) && !texts[$0].isEmpty }) {
                    topic = texts[next]
                }
            } else if date == nil, columns.date == nil, !(numberedWeeks && weekText.allSatisfy({ $0.isNumber || "-–".contains($0) })) {
                // `Week 1<br>(Aug 2)`: the week cell carries the date (`6-7` among weeks 1, 2, 3 is two weeks).
                date = cellDates.first(in: Substring(weekText))?.date
            }
            // `Vacances de printemps | --------- |`: dashes or dots hold the topic's place, and a
            // week cell that is no date says what the row is.
            if !topic.isEmpty, !topic.contains(where: { $0.isLetter || $0.isNumber }) { topic = "" }
            if topic.isEmpty, date == nil, weekText.contains(where: \.isLetter), cellDates.first(in: Substring(weekText)) == nil { topic = weekText }
            var row = ScheduleExtractor.Row(entry: nil)
            // A row with neither week nor date below a dated row continues it (a second line of topics).
            let continues = columns.date != nil && dateText.isEmpty && weekText.isEmpty && !result.isEmpty
                && !(kindColumn.map { !texts[$0].isEmpty } ?? false)
            let sameDay = columns.date != nil && dateText.isEmpty && weekText.isEmpty && !result.isEmpty && !continues
            if sameDay { date = lastDate }
            let rowDate = continues ? lastDate : date
            for column in columns.dues {
                let fallback = title(texts, columns) ?? topic
                // `Milestone | Deliverables` with `Source code, docs`: what is handed in, for the row's milestone.
                if namesMilestones, let rowDate, let named = title(texts, columns), Self.listsDeliverables(headers[column]),
                   !texts[column].isEmpty, cellDates.first(in: Substring(texts[column])) == nil {
                    row.deadlines.append(SyllabusDeadline(title: "\(named) (\(texts[column].split(separator: "\n").joined(separator: ", ")))", due: rowDate))
                    continue
                }
                // `SPRING BREAK` across the row, due column too: nothing is due.
                if DatedBlocks.isNoClass(texts[column]) { continue }
                // `Week | … | Due Friday` with `Aug 25 | … | Homework 1`: due on that week's Friday.
                let dueDay = rowDate.flatMap { date in Self.headerWeekday(headers[column]).map { Self.onOrAfter($0, date) } } ?? rowDate
                row.deadlines += due.fromDueCell(Strikethrough.removing(from: texts[column]), rowDate: dueDay, fallback: fallback)
            }
            if datesWork, !continues {
                // An `Ongoing` row of such a list is work with no day, not a class.
                if let rowDate, !topic.isEmpty {
                    row.deadlines.append(SyllabusDeadline(title: Self.withoutWorkScope(Self.withoutFootnoteMarks(topic)), due: rowDate))
                }
                lastDate = date
                result.append(row)
                continue
            }
            for column in texts.indices where !columns.dues.contains(column) && column != columns.date && column != columns.week {
                row.deadlines += due.inCell(texts[column], date: rowDate)
            }
            // `-- | Read by 01-23 | R4DS 22`: what to read before a class, neither a class nor work handed in.
            if !continues, columns.dues.isEmpty, Self.opensWithReadBy(dateText) {
                lastDate = date
                result.append(row)
                continue
            }
            // `Homework 1 | Due June 13th`: a date the row says is due is a deadline, not a class.
            if !continues, let rowDate, columns.dues.isEmpty, DeadlineExtractor.opensWithDueWord(dateText) {
                row.deadlines.append(SyllabusDeadline(title: title(texts, columns) ?? topic, due: rowDate))
                lastDate = date
                result.append(row)
                continue
            }
            // `Milestone | Date | Status` with no due column: each dated milestone is due that day.
            if namesMilestones, columns.dues.isEmpty, !continues, let rowDate, !topic.isEmpty {
                row.deadlines.append(SyllabusDeadline(title: Self.withoutFootnoteMarks(topic), due: rowDate))
                lastDate = date
                result.append(row)
                continue
            }
            if continues {
                if !topic.isEmpty, let last = result.lastIndex(where: { $0.entry != nil }) {
                    result[last].entry!.topic += result[last].entry!.topic.isEmpty ? topic : " / " + topic
                }
            } else if let days = Self.datedLines(topic, cellDates) {
                // `10/03 - 16/03 | **Martes 11/03**: Intro <br> **Jueves 13/03**: Lab`: the week's
                // cell names its days, each a session on its own date.
                for (index, day) in days.enumerated() {
                    var dayRow = index == 0 ? row : ScheduleExtractor.Row(entry: nil)
                    dayRow.entry = ScheduleEntry(week: weekText.isEmpty ? nil : weekText, date: day.date, topic: day.topic,
                                                 cells: zip(headers, texts).map { ScheduleCell(header: $0, text: $1) }, line: line(ofRow: rowIndex))
                    result.append(dayRow)
                }
                lastDate = date
                continue
            } else if !(DeadlineExtractor.isOnlyDue(topic) && !row.deadlines.isEmpty) && !((everyDay || saysNothing(texts, columns)) && topic.isEmpty) && !((namesMilestones || listsWork || handsOutWork && !workNamesDue) && !row.deadlines.isEmpty) && !(handsOutWork && !workNamesDue && date == nil) && !Self.isOfficeHour(topic) {
                row.entry = ScheduleEntry(
                    week: weekText.isEmpty ? nil : weekText,
                    date: date,
                    topic: topic,
                    cells: zip(headers, texts).map { ScheduleCell(header: $0, text: $1) },
                    line: line(ofRow: rowIndex)
                )
            }
            if !continues { lastDate = date }
            result.append(row)
        }
        }
        return result
    }

    /// `| 2018.9.27 ~ 2018.10.11 | [作业 图](…) |`: each row is a piece of work open from one date to
    /// another, not a class; it is due at the end of its window. Nil unless nearly every row is
    /// such a window named as work (homework, assignment, lab, 作业, задание, Aufgabe, tarea…).
    private func assignmentWindows(_ columns: ScheduleColumns, _ cellDates: DateText) -> [ScheduleExtractor.Row]? {
        guard let dateColumn = columns.date, let topicColumn = columns.topic else { return nil }
        let filled = rows.filter { !$0[dateColumn].isEmpty }.count
        guard filled >= 2 else { return nil }
        var result: [ScheduleExtractor.Row] = []
        var misses = 0
        for texts in rows where !texts[dateColumn].isEmpty {
            // The topic test is cheap and fails on most tables: it goes before reading dates.
            let cell = Substring(texts[dateColumn])
            guard Self.namesWork(texts[topicColumn]), let first = cellDates.first(in: cell),
                  let end = cellDates.first(in: cell[first.range.upperBound...]) else {
                misses += 1
                // More than a fifth of the rows are no windows: stop reading (most tables).
                if misses * 5 > filled { return nil }
                continue
            }
            result.append(ScheduleExtractor.Row(entry: nil, deadlines: [SyllabusDeadline(title: texts[topicColumn], due: end.date)]))
        }
        return result
    }

    /// `C++ consultation hour`, `Office hours`, `Sprechstunde`: time to ask, not a class.
    static func isOfficeHour(_ topic: String) -> Bool {
        ["office hour", "consultation hour", "sprechstunde", "horario de consulta", "permanence"].contains { ASCIIFoldedSearch.contains(topic, $0) }
    }

    /// A `Deliverables` header: its cells say what is handed in, not which piece of work.
    static func listsDeliverables(_ header: String) -> Bool {
        let words = HeadingWords.lowercased(header)
        return words.contains { $0 == "deliverable" || $0 == "deliverables" } && !words.contains { $0 == "due" || $0 == "deadline" }
    }

    /// `|---+---|`: a kramdown border line, a row of the table on GitHub but no session.
    static func isBorder(_ texts: [String]) -> Bool {
        texts.allSatisfy { $0.allSatisfy { "-+=:| ".contains($0) } }
    }

    static let groupWords: Set<String> = ["group", "groupe", "grupo", "gruppe", "gruppo", "группа", "section", "sección", "sektion"]

    static let weightWords: Set<String> = ["weight", "weighting", "pondération", "ponderation", "gewichtung", "peso", "ponderación", "вес", "percentage", "grade", "points", "punkte", "баллы", "权重"]

    /// `HW1`, `Homework 3`, `Lab 02`: most filled cells are a short name and a number.
    static func holdsWorkNumbers(_ cells: [String]) -> Bool {
        let filled = cells.map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
        let numbered = filled.filter { $0.split(separator: " ").count <= 2 && $0.last?.isNumber == true }
        return !filled.isEmpty && numbered.count * 4 >= filled.count * 3
    }

    /// The work words written in ideographs (`作业`), which open a title without a space after them.
    private static let ideographicWork = SyllabusWords.work.filter { $0.unicodeScalars.first!.properties.isIdeographic }

    static func namesWork(_ text: String) -> Bool {
        // Only a heading that opens with a number or a bracket has anything for `workName` to drop.
        let trimmed = text.first.map { $0.isNumber || $0 == "[" } == true ? workName(text) : String(text.trimmingSpaces())
        if Self.ideographicWork.contains(where: { trimmed.hasPrefix($0) }) { return true }
        guard let first = HeadingWords.lowercased(trimmed).first else { return false }
        return SyllabusWords.work.contains(first)
    }

    /// `3) [2.5pt] Laboratório 1 - [Para nota]:` as `Laboratório 1`: a heading's item number,
    /// bracketed weights and remarks, and closing colon are no part of the work's name.
    static func workName(_ text: String) -> String {
        var name = Substring(text.trimmingSpaces())
        let number = name.prefix { $0.isASCII && $0.isNumber }
        if (1...2).contains(number.count), let mark = name.dropFirst(number.count).first, mark == ")" || mark == "." {
            name = name.dropFirst(number.count + 1).trimmingSpaces()
        }
        while name.first == "[", let close = name.firstIndex(of: "]") { name = name[name.index(after: close)...].trimmingSpaces() }
        while true {
            let before = name
            name = name.trimmingSpaces()
            if name.last == ":" { name = name.dropLast() }
            if name.last == "]", let open = name.lastIndex(of: "["), open > name.startIndex { name = name[..<open] }
            name = name.trimmingSpaces()
            if let last = name.last, "-–—".contains(last) { name = name.dropLast() }
            if name == before { break }
        }
        return String(name.trimmingSpaces())
    }

    /// A row whose date cell holds one date per line (`9/4 (Tue)<br>9/6 (Thu)`) is one session per
    /// line, each cell split the same way (a cell with fewer lines gives the later sessions nothing).
    static func sessions(of row: [String], dateColumn: Int?, _ cellDates: DateText) -> [[String]] {
        guard let dateColumn else { return [row] }
        let lines = row[dateColumn].split(separator: "\n").map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
        guard lines.count >= 2, lines.allSatisfy({ cellDates.prefix(of: unmarked(String($0))) != nil }) else { return [row] }
        let split = row.map { cell in cell.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.trimmingSpaces()) } }
        return lines.indices.map { line in
            split.enumerated().map { column, cellLines in
                if column == dateColumn { return String(lines[line]) }
                // A cell of one line belongs to the whole row (a week number, a room).
                if cellLines.count == 1 { return line == 0 ? cellLines[0] : "" }
                return line < cellLines.count ? cellLines[line] : ""
            }
        }
    }

    /// `Authorization[^2]` as `Authorization`: a footnote mark is no part of a name.
    static func withoutFootnoteMarks(_ text: String) -> String {
        guard ASCIIFoldedSearch.contains(text, "[^") else { return text }
        return withoutSpans(text, from: "[^", to: "]")
    }

    /// The weekday a due column's header names (`Due Friday`, `Abgabe Mo`), or nil.
    static func headerWeekday(_ header: String) -> Weekday? {
        let words = HeadingWords.lowercased(header)
        guard words.count >= 2, words.contains(where: SyllabusWords.due.contains) else { return nil }
        // `DUE (Th, 11:59pm)`: two letters name a day too, except `we`, which is more often the word.
        return words.lazy.filter { ($0.count >= 3 || Self.twoLetterDays.contains($0)) && !SyllabusWords.due.contains($0) }.compactMap { Weekday(name: $0) }.first
    }

    private static let twoLetterDays: Set<String> = ["mo", "tu", "th", "fr", "sa", "su"]

    /// The first `day` on or after `date` (the row's week start).
    static func onOrAfter(_ day: Weekday, _ date: LocalDate) -> LocalDate {
        var current = date
        for _ in 0..<7 where current.weekday != day { current = current.adding(days: 1) }
        return current
    }

    /// The lines of a topic cell when every one opens with a date and a colon (`Martes 11/03:
    /// Intro`), as (date, topic); nil otherwise.
    static func datedLines(_ topic: String, _ cellDates: DateText) -> [(date: LocalDate, topic: String)]? {
        guard topic.utf8.contains(UInt8(ascii: ":")) else { return nil }
        let lines = topic.split(separator: "\n").map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
        guard !lines.isEmpty else { return nil }
        var days: [(date: LocalDate, topic: String)] = []
        for line in lines {
            let text = unmarked(String(line))
            guard let found = cellDates.prefix(of: text) else { return nil }
            let rest = text.dropFirst(found.length).drop { $0 == "*" || $0 == "_" || $0 == " " }
            guard rest.first == ":" else { return nil }
            days.append((found.date, String(rest.dropFirst().trimmingSpaces())))
        }
        return days
    }

    /// One session per dated cell: `Week | Lecture (Tue) | Lab (Fri)` with cells `Jan 16: Topic`.
    private func weekdayRows(_ columns: ScheduleColumns, _ dated: [Int], _ cellDates: DateText) -> [ScheduleExtractor.Row] {
        var result: [ScheduleExtractor.Row] = []
        for (rowIndex, texts) in rows.enumerated() {
            let week = columns.week.map { texts[$0] }.flatMap { $0.isEmpty ? nil : $0 }
            // The row's first day, for what its other cells say is due.
            var rowDate: LocalDate?
            for column in dated {
                let cell = Self.openingDay(texts[column], cellDates)
                guard let found = cellDates.prefix(of: cell) else { continue }
                if rowDate == nil { rowDate = found.date }
                var lines = cell.dropFirst(found.length).split(separator: "\n", omittingEmptySubsequences: false).map { $0.drop { ":–—-*_ ".contains($0) } }
                lines.removeAll { $0.trimmingSpaces().isEmpty }
                let topicLine = lines.first { !DeadlineExtractor.isOnlyDue(String($0)) } ?? ""
                var topic = DeadlineExtractor.withoutDueAside(topicLine)
                // `10:00 06.02.2024 P3-206`: a room's code after the day is where, not what.
                if !topic.contains(" "), topic.first?.isUppercase == true, topic.contains("-"), topic.contains(where: \.isNumber) { topic = "" }
                // `Monday` over two columns, `Jan 19 | First Lecture`: a cell that is only the day
                // takes the cell beside it, under the same (or an empty) header.
                let beside = column + 1
                if topic.isEmpty, beside < texts.count, !dated.contains(beside), columns.roles[beside] != .due, !texts[beside].isEmpty,
                   headers[beside].isEmpty || headers[beside] == headers[column] {
                    topic = String(Self.unmarked(texts[beside]).trimmingSpaces())
                }
                // `Cours 02 | 4 septembre`: a cell that is only the day takes the row's label (the
                // first with words: `1 | Algebra | 10:00 29.01.2024` is Algebra), and of one of
                // several dated columns, which (`TERMIN 1`).
                if topic.isEmpty, let label = texts.indices.first(where: { !dated.contains($0) && texts[$0].contains(where: \.isLetter) && columns.roles[$0] != .due })
                    ?? texts.indices.first(where: { !dated.contains($0) && !texts[$0].isEmpty && columns.roles[$0] != .due }) {
                    topic = texts[label]
                    if dated.count >= 2, texts[label].contains(where: \.isLetter), !headers[column].isEmpty, Set(dated.map { headers[$0] }).count == dated.count {
                        topic += " (\(headers[column]))"
                    }
                }
                var row = ScheduleExtractor.Row(entry: ScheduleEntry(week: week, date: found.date, topic: topic, cells: [ScheduleCell(header: headers[column], text: texts[column])], line: line(ofRow: rowIndex)))
                row.deadlines = due.inCell(lines.joined(separator: "\n"), date: found.date)
                // `| 16 December |` in a week × weekday calendar: a day with nothing in it is a slot, not a session.
                if topic.isEmpty { row.entry = nil }
                if row.entry != nil || !row.deadlines.isEmpty { result.append(row) }
            }
            for column in columns.dues {
                result.append(ScheduleExtractor.Row(entry: nil, deadlines: due.fromDueCell(texts[column], rowDate: nil, fallback: title(texts, columns) ?? "")))
            }
            // `| 1 | [8 Jan] Intro | [10 Jan] Git | | SEDS Homework 1, Due Tue. Jan 22 |`: what the
            // row's other cells say is due, as the rows of a dated table do.
            for column in texts.indices where !dated.contains(column) && column != columns.week && !columns.dues.contains(column) {
                let found = due.inCell(texts[column], date: rowDate)
                if !found.isEmpty { result.append(ScheduleExtractor.Row(entry: nil, deadlines: found)) }
            }
        }
        return result
    }

    private func submissionRows(_ columns: ScheduleColumns, _ cellDates: DateText) -> [ScheduleExtractor.Row] {
        rows.compactMap { texts in
            guard let name = title(texts, columns) else { return nil }
            let found = columns.dues.flatMap { due.fromDueCell(Strikethrough.removing(from: texts[$0]), rowDate: nil, fallback: name) }
            return found.isEmpty ? nil : ScheduleExtractor.Row(entry: nil, deadlines: found)
        }
    }

    /// The row's name for what is due: its first cell that is not a week, date or due cell, nor
    /// only a number (an `Id` or `#` column).
    /// `| Unit 1 | Monday | Wednesday |` with `| First week | Intro | Math review |` and no date
    /// anywhere: a week × weekday timetable whose rows are the weeks, each named by its days'
    /// topics; nil for other tables.
    private func undatedWeekdayRows(_ cellDates: DateText) -> [ScheduleExtractor.Row]? {
        guard headers.count >= 3, !DateScanner.isWeekday(HeadingWords.lowercased(headers[0]).first ?? ""),
              case let days = headers.indices.dropFirst().filter({ column in
                  HeadingWords.lowercased(headers[column]).first.map(DateScanner.isWeekday) ?? false
              }), days.count >= 2, rows.count >= 3 else { return nil }
        // A cell opening with a date here and there (`Dec 4: last class`) dates its row; a table of
        // dates is another shape.
        let rowDates = rows.map { row in days.lazy.compactMap { dates.prefix(of: row[$0].trimmingSpaces())?.date }.first }
        guard rowDates.filter({ $0 != nil }).count * 4 <= rows.count else { return nil }
        return rows.enumerated().compactMap { index, row in
            let topics = days.map { row[$0].firstLine.trimmingSpaces() }.filter { !$0.isEmpty }
            guard !topics.isEmpty else { return nil }
            let week = row[0].trimmingSpaces()
            return ScheduleExtractor.Row(entry: ScheduleEntry(week: week.isEmpty ? nil : String(week), date: rowDates[index], topic: topics.joined(separator: " / "),
                                                              cells: zip(headers, row).map { ScheduleCell(header: $0, text: $1) }, line: line(ofRow: index)))
        }
    }

    /// `| U# | Dato | Tema |` with `| | Fr 01.02 | |`: a second day of a week that gives the day and
    /// nothing else is a slot of the calendar where nothing is planned. (Without a week column an
    /// empty row is a class day with nothing noted yet, and stays.)
    private func saysNothing(_ texts: [String], _ columns: ScheduleColumns) -> Bool {
        guard columns.week != nil else { return false }
        return texts.indices.allSatisfy { $0 == columns.date || texts[$0].isEmpty }
    }

    private func title(_ texts: [String], _ columns: ScheduleColumns) -> String? {
        // `Problem Set | … | Topic` with `1`: the header and the number name the work.
        if let numbered = texts.indices.first(where: { columns.roles[$0] == .other && Self.namesWork(headers[$0]) }),
           case let number = texts[numbered].trimmingSpaces(), !number.isEmpty, number.count <= 4, number.allSatisfy(\.isNumber) {
            // `lab/homework | topic | deadline` with `1 | Linear Model`: and the topic says which.
            let topic = columns.roles.firstIndex(of: .topic).map { String(texts[$0].firstLine) } ?? ""
            return "\(headers[numbered].trimmingSpaces()) \(number)" + (topic.isEmpty ? "" : ": \(topic)")
        }
        let candidates = texts.indices.filter {
            columns.roles[$0] != .week && columns.roles[$0] != .date && columns.roles[$0] != .due && columns.roles[$0] != .release && columns.roles[$0] != .logistics
                && !texts[$0].isEmpty && !texts[$0].allSatisfy { $0.isNumber || $0 == " " || $0 == "." }
        }
        guard let first = candidates.first else { return nil }
        let line = { (column: Int) in String(texts[column].firstLine) }
        // `E01 | clonArte`: a short code before the name is named with it.
        let code = line(first)
        // `EX-ANTE | Examen Anteproyecto`: a code of capitals is one too.
        let isCode = code.contains(where: \.isNumber) || (code.count >= 2 && code.allSatisfy { $0.isUppercase || $0 == "-" })
        if candidates.count > 1, code.count <= 8, !code.contains(Character(" ")), isCode, candidates[1] == first + 1 {
            return code + " " + line(candidates[1])
        }
        // `Дата дедлайна | Предмет | Задание`: the column named for the work says what is due.
        if let work = candidates.first(where: { columns.roles[$0] == .other && Self.namesWork(headers[$0]) && texts[$0].contains(where: \.isLetter) }) {
            return line(work)
        }
        return code
    }

    /// Whether some cell holds `a-b` with `a` over 12: a range of hours or pages, never month-day.
    private var hasHourRanges: Bool {
        rows.contains { row in
            row.contains { cell in
                var digits = 0, value = 0
                // An ASCII cell (most are) is read byte by byte: there each byte is a Character.
                if cell.utf8.allSatisfy({ $0 < 0x80 }) {
                    for byte in cell.utf8 {
                        if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                            if digits < 3 { value = digits == 0 ? Int(byte - UInt8(ascii: "0")) : value * 10 + Int(byte - UInt8(ascii: "0")) }
                            digits += 1
                        } else {
                            if byte == UInt8(ascii: "-"), digits > 0, digits <= 2, value > 12, value <= 24 { return true }
                            digits = 0
                        }
                    }
                    return false
                }
                for character in cell {
                    if let digit = character.wholeNumberValue, character.isASCII {
                        // Only runs of one or two digits count, so a long run stops growing the value.
                        if digits < 3 { value = digits == 0 ? digit : value * 10 + digit }
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

    /// `text` without each span from `open` to the next `close`, trimmed of spaces.
    private static func withoutSpans(_ text: String, from open: String, to close: String) -> String {
        var kept = ""
        var rest = Substring(text)
        while let start = rest.range(of: open), let end = rest[start.upperBound...].range(of: close) {
            kept += rest[..<start.lowerBound]
            rest = rest[end.upperBound...]
        }
        return (kept + rest).trimmingSpaces().description
    }

    /// A cell's opening with its day first: brackets (`[8 Jan]`) and an hour before it
    /// (`10:00 29.01.2024`) taken off.
    static func openingDay(_ cell: String, _ cellDates: DateText) -> Substring {
        var text = cellDates.unbracketing(unmarked(cell))
        if let end = TimeOfDay.spanPrefixEnd(text), case let rest = text[end...].drop(while: { $0 == " " }), cellDates.prefix(of: rest) != nil { text = rest }
        return text
    }

    static func unmarked(_ text: String) -> Substring {
        Substring(text).drop { $0 == "*" || $0 == "_" || $0 == " " || $0 == "\n" }
    }
}
