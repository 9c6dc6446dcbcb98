import CourseModel

/// A course's planned sessions joined with its course page's schedule: each session with the
/// rows that say what it covers, its readings and materials, and what is due before the next one.
/// The join is the reason the planner and the syllabus live in one tool; it is made once per
/// course and read by the course page, the session pages, the home page and the warnings.
package struct CourseAgenda: Sendable {
    /// One planned session and what the page says about it.
    package struct Item: Sendable {
        package var session: Session
        /// Its teaching week; nil for a session in a week off (an extra session in a break).
        package var week: Int?
        /// The schedule rows that cover it, in page order.
        package var rows: [ScheduleEntry] = []
        /// Reading-column texts of those rows.
        package var readings: [String] = []
        /// Links written on those rows' lines.
        package var materials: [SyllabusLink] = []
        /// Deadlines due on its day or after it and before the next session, by due date.
        package var due: [Deadline] = []

        /// What it covers, as the rows say; empty when no row does.
        package var topic: String {
            // Most sessions have one row or none: no set, no joining (every session page and
            // course page asks).
            guard rows.count > 1 else { return rows.first?.topic ?? "" }
            var seen: Set<String> = []
            return rows.map(\.topic).filter { !$0.isEmpty && seen.insert($0).inserted }.joined(separator: " · ")
        }

        /// Whether some row says what it covers: `!topic.isEmpty` without joining the rows.
        package var hasTopic: Bool { rows.contains { !$0.topic.isEmpty } }
    }

    /// Something the page and the plan disagree on, at a line of the page (nil: the page as a whole).
    package struct Mismatch: Sendable, Hashable {
        package var line: Int?
        package var message: String
    }

    package var items: [Item]
    package var mismatches: [Mismatch]

    /// Joins `sessions` (date order) with `schedule`: a dated row covers the sessions from its day
    /// until the next row's day within the same week (a Monday row covers a MWF week, a per-session
    /// row its day); an undated row with a week number covers that teaching week.
    package init(sessions: [Session], term: Term, schedule: [ScheduleEntry], links: [SyllabusLink] = [], deadlines: [Deadline] = []) {
        let weeks = TeachingWeeks(term: term)
        var items = sessions.map { Item(session: $0, week: weeks.number(of: $0.date)) }
        var mismatches: [Mismatch] = []
        let dated = schedule.filter { $0.date != nil }.sorted { $0.date! < $1.date! }
        let nextDates = Array(Set(dated.map { $0.date! })).sorted()
        for entry in dated {
            let day = entry.date!
            let next = nextDates.first { $0 > day }
            let weekEnd = TeachingWeeks.monday(of: day).adding(days: 7)
            let until = next.map { min($0, weekEnd) } ?? weekEnd
            let covered = items.indices.filter { day <= items[$0].session.date && items[$0].session.date < until }
            for index in covered { items[index].rows.append(entry) }
            // A row on a holiday or in a break says there is no class: nothing to warn about.
            if covered.isEmpty && !weeks.isOff(day) {
                mismatches.append(Mismatch(line: entry.line, message: "the schedule row dated \(day) (\(Self.quoted(entry.topic))) matches no session of the course; is the date or the course's meeting pattern off?"))
            }
        }
        for entry in schedule where entry.date == nil {
            guard let week = entry.week.flatMap(Self.weekNumber) else { continue }
            let covered = items.indices.filter { items[$0].week == week }
            for index in covered { items[index].rows.append(entry) }
            if covered.isEmpty {
                mismatches.append(Mismatch(line: entry.line, message: "the schedule row for week \(week) (\(Self.quoted(entry.topic))) matches no session: the term has \(Set(items.compactMap(\.week)).count) teaching weeks with sessions"))
            }
        }
        let placed = !dated.isEmpty || schedule.contains { $0.week.flatMap(Self.weekNumber) != nil }
        if placed { mismatches += Self.uncoveredWeeks(items, weeks: weeks, schedule: schedule) }
        let linksByLine = Dictionary(grouping: links.filter { $0.line != nil }, by: { $0.line! })
        for index in items.indices where !items[index].rows.isEmpty {
            items[index].rows.sort { ($0.line ?? 0) < ($1.line ?? 0) }
            items[index].readings = items[index].rows.flatMap { row in
                row.cells.filter { ScheduleColumns.isReading($0.header) && !$0.text.isEmpty }.map(\.text)
            }
            var lines: Set<Int> = []
            for line in items[index].rows.compactMap(\.line) where lines.insert(line).inserted {
                items[index].materials += linksByLine[line] ?? []
            }
        }
        Self.attach(deadlines, to: &items)
        self.items = items
        self.mismatches = mismatches
    }

    /// Each deadline goes to the last session on or before its day (the first session when it
    /// comes before them all), so a session shows what is due before the class after it.
    private static func attach(_ deadlines: [Deadline], to items: inout [Item]) {
        guard !items.isEmpty else { return }
        for deadline in deadlines.sorted(by: { ($0.due, $0.title) < ($1.due, $1.title) }) {
            let day = deadline.due.date
            let index = items.lastIndex { $0.session.date <= day } ?? 0
            items[index].due.append(deadline)
        }
    }

    /// Teaching weeks whose sessions no row covers, consecutive weeks as one warning placed at
    /// the row before them (where a row for them would go). Only gaps between the first and last
    /// covered weeks count: a schedule published so far (weeks 1–3 of 14) is not a mistake.
    private static func uncoveredWeeks(_ items: [Item], weeks: TeachingWeeks, schedule: [ScheduleEntry]) -> [Mismatch] {
        let byWeek = Dictionary(grouping: items.filter { $0.week != nil }, by: { $0.week! })
        let covered = byWeek.filter { _, sessions in sessions.contains { !$0.rows.isEmpty } }.keys
        guard let first = covered.min(), let last = covered.max() else { return [] }
        let bare = byWeek.filter { week, sessions in first < week && week < last && sessions.allSatisfy(\.rows.isEmpty) }.keys.sorted()
        var runs: [[Int]] = []
        for week in bare {
            if let last = runs.last?.last, last == week - 1 { runs[runs.count - 1].append(week) } else { runs.append([week]) }
        }
        return runs.map { run in
            let first = byWeek[run.first!]!.first!.session.date, last = byWeek[run.last!]!.last!.session.date
            let before = schedule.filter { $0.date.map { $0 < first } ?? false }.compactMap(\.line).max() ?? schedule.compactMap(\.line).min()
            let weeksText = EnglishPlural.noun("week", run.count) + (run.count > 1 ? " \(run.first!)–\(run.last!)" : " \(run[0])")
            return Mismatch(line: before, message: "the sessions of \(weeksText) (\(first) to \(last)) have no row in the course page's schedule")
        }
    }

    /// The first whole number of a week cell: `3`, `Week 3`, `3–4`.
    static func weekNumber(_ text: String) -> Int? {
        let digits = text.drop { !$0.isASCII || !$0.isNumber }.prefix { $0.isASCII && $0.isNumber }
        return digits.isEmpty ? nil : Int(digits)
    }

    private static func quoted(_ topic: String) -> String {
        topic.isEmpty ? "no topic" : "“\(topic.count > 40 ? topic.prefix(39) + "…" : topic)”"
    }

    /// The next session on or after `day`.
    package func next(onOrAfter day: LocalDate) -> Item? { items.first { $0.session.date >= day } }
}
