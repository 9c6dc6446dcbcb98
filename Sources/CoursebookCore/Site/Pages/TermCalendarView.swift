import CourseModel

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
