import CourseModel

/// The home page: term, courses by subject, deadlines in the next 14 days (open projects and
/// course-page dates), notes of the last 48 hours and a month-by-month term calendar.
struct HomePage {
    let catalog: SiteCatalog
    let site: SiteContext
    let courses: CoursePages

    /// `index.html`.
    func page() -> TemplateObject {
        let input = catalog.input
        let root = ""
        let term = input.book.term
        let format = catalog.format
        let deadlines = DeadlinesReport(today: input.today, days: 14, extra: catalog.pageDeadlines).deadlines(in: input.book)
        let recent = catalog.allNotesNewestFirst.filter { Self.isRecent($0, input) }
        var context: TemplateObject = [
            "termName": .string(term.name), "termDates": .string(format.range(format.date(term.start), format.date(term.end))),
            "timezone": .string(term.timeZone), "subjects": courses.subjects(root: root),
            "months": .list(TermCalendarView(catalog: catalog).months()),
            "weekdayHeads": .list(zip(format.weekdays, format.weekdaysNarrow).map { ["weekdayName": .string($0), "weekdayShort": .string($1)] }),
        ]
        context.merge(WeekAhead(catalog: catalog).context(root: root))
        if !deadlines.isEmpty { context["deadlines"] = .list(deadlines.map { catalog.deadlineContext($0, root: root) }) }
        if !recent.isEmpty { context["recent"] = .list(recent.map { catalog.noteContext($0, root: root) }) }
        let holidays = term.holidays.sorted { $0.start < $1.start }
        if !holidays.isEmpty {
            context["holidays"] = .list(holidays.map { holiday in
                ["name": .string(holiday.name.isEmpty ? catalog.words[.noClasses] : holiday.name),
                 "dates": .string(holiday.start == holiday.end ? format.date(holiday.start) : format.range(format.date(holiday.start), format.date(holiday.end)))]
            })
        }
        return site.page(SitePath.home, title: input.book.title, section: "home", context)
    }

    /// Whether the home page lists `note`: written in the 48 hours before the site's "now". The
    /// page shows no other note data, so an edit of older notes leaves it as it is.
    static func isRecent(_ note: Note, _ input: SiteInput) -> Bool {
        note.created > input.now.adding(seconds: -48 * 3600) && note.created <= input.now
    }
}

/// The term as month grids: each day shows its session count, holidays and deadlines.
struct TermCalendarView {
    let catalog: SiteCatalog

    /// One entry per month the term touches, weeks as rows Monday first.
    func months() -> [TemplateValue] {
        let book = catalog.input.book
        let words = catalog.words
        // Each day names its sessions and deadlines: "2 sessions: deadline" told a reader nothing.
        var sessionsOn: [LocalDate: [String]] = [:]
        for course in book.courses {
            for session in book.sessions(of: course.id) { sessionsOn[session.date, default: []].append("\(session.start) \(course.name)") }
        }
        var dueOn: [LocalDate: [String]] = [:]
        for project in book.projects { dueOn[project.due.date, default: []].append(project.name) }
        for deadline in catalog.pageDeadlines { dueOn[deadline.due.date, default: []].append(deadline.title) }
        var result: [TemplateValue] = []
        var first = LocalDate(year: book.term.start.year, month: book.term.start.components.month, day: 1)!
        while first <= book.term.end {
            let (year, month, _) = first.components
            var weeks: [TemplateValue] = []
            var week: [TemplateValue] = Array(repeating: ["blank": true], count: first.weekday.rawValue)
            for day in 1...LocalDate.daysIn(month: month, year: year) {
                let date = LocalDate(year: year, month: month, day: day)!
                var cell: TemplateObject = ["day": .number(day), "label": .string(words.format.date(date))]
                var classes: [String] = []
                if !book.term.contains(date) { classes.append("out") }
                if let holiday = book.term.holiday(on: date) {
                    classes.append("holiday")
                    cell["holiday"] = .string(holiday.name.isEmpty ? words[.noClasses] : holiday.name)
                }
                if let sessions = sessionsOn[date] {
                    cell["sessions"] = .string(words.count(sessions.count, .sessions) + " (" + sessions.sorted().joined(separator: ", ") + ")")
                }
                if let due = dueOn[date] { classes.append("due"); cell["due"] = .string(due.joined(separator: ", ")) }
                if date == catalog.input.today { classes.append("today"); cell["today"] = true }
                cell["class"] = .string(classes.joined(separator: " "))
                week.append(.object(cell))
                if week.count == 7 { weeks.append(["days": .list(week)]); week = [] }
            }
            if !week.isEmpty { weeks.append(["days": .list(week + Array(repeating: ["blank": true], count: 7 - week.count))]) }
            result.append(["name": .string(words.format.monthAndYear(month: month, year: year)), "weeks": .list(weeks)])
            first = first.adding(days: LocalDate.daysIn(month: month, year: year))
        }
        return result
    }
}
