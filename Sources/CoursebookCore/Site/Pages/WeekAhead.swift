import CourseModel

/// What a student opens the home page for: today's sessions and the rest of this week across
/// courses (time, room, topic), reaching into next week at the weekend, or next week's when
/// this one has no class left.
struct WeekAhead {
    let catalog: SiteCatalog

    /// Keys `todayDate`, `todaySessionCount`, `weekTitle`, `weekDates`, `weekRows`.
    func context(root: String) -> TemplateObject {
        let today = catalog.input.today
        let words = catalog.words
        let sunday = TeachingWeeks.monday(of: today).adding(days: 6)
        var first = today, last = sunday, title = SiteWords.Key.thisWeek
        // At the weekend the student is asking about the coming week.
        if today.weekday >= .saturday {
            last = sunday.adding(days: 7)
            title = .thisWeekAndNext
        }
        var rows = rows(from: first, through: last, root: root)
        if rows.isEmpty {
            first = sunday.adding(days: 1)
            last = first.adding(days: 6)
            title = .nextWeek
            rows = self.rows(from: first, through: last, root: root)
        }
        let todayCount = rows.filter { $0.date == today }.count
        return [
            "todayDate": .string(words.format.date(today)), "todaySessionCount": .string(words.count(todayCount, .sessions)),
            "weekTitle": .string(words[title]), "weekDates": .string(words.format.dayRange(first, last)),
            "weekRows": .list(rows.map { .object($0.context) }),
        ]
    }

    /// Sessions of every course from `first` through `last`, by start then course name; the day
    /// is written on its first row only.
    private func rows(from first: LocalDate, through last: LocalDate, root: String) -> [(date: LocalDate, context: TemplateObject)] {
        let view = AgendaView(catalog: catalog)
        var found: [(course: Course, item: CourseAgenda.Item)] = []
        for course in catalog.input.book.courses {
            for item in catalog.agenda(course.id).items where first <= item.session.date && item.session.date <= last {
                found.append((course, item))
            }
        }
        found.sort { ($0.item.session.startUTC, $0.course.name) < ($1.item.session.startUTC, $1.course.name) }
        var lastDay: LocalDate?
        return found.map { course, item in
            var context = view.session(course, item, root: root, withCourse: true)
            context["weekDay"] = item.session.date == lastDay ? false : .string(catalog.format.dayAndMonth(item.session.date))
            lastDay = item.session.date
            return (item.session.date, context)
        }
    }
}
