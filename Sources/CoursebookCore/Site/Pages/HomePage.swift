import CourseModel

/// The home page: term, courses by subject, deadlines in the `deadlines` report's standard window
/// (the next 14 days: open projects and course-page dates), notes in the `recent` report's (the
/// last 48 hours) and a month-by-month term calendar.
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
        let deadlines = DeadlinesReport(today: input.today, extra: catalog.pageDeadlines).deadlines(in: input.book)
        let recent = catalog.allNotesNewestFirst.filter(Self.recent(input).lists)
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

    /// The notes the home page lists: the `recent` report's standard window before the site's
    /// "now". The page shows no other note data, so an edit of older notes leaves it as it is.
    static func recent(_ input: SiteInput) -> RecentNotesReport {
        RecentNotesReport(now: input.now)
    }
}
