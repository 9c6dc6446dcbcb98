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
