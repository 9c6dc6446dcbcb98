import CourseModel

/// Open projects (and other dated deadlines) due from `today` through the next `days` days,
/// across courses, soonest first.
package struct DeadlinesReport: Sendable {
    /// Restrict to this course; nil for every course.
    package var courseID: String?
    /// The first day of the window.
    package var today: LocalDate
    /// How many days after `today` the window reaches.
    package var days: Int
    /// Deadlines from other sources, such as course pages, merged with the projects.
    package var extra: [Deadline]

    /// How many days ahead the window reaches unless asked otherwise: the home page's "upcoming
    /// deadlines" and `coursebook report deadlines` without `--days`.
    /// The phrasebooks' `no_deadlines_soon` texts still write the number out: templates read them as they
    /// are, and a book's `site.strings` and templates may already rely on that.
    package static let standardDays = 14

    /// A deadlines report for `today` through `today + days`.
    package init(courseID: String? = nil, today: LocalDate, days: Int = standardDays, extra: [Deadline] = []) {
        self.courseID = courseID
        self.today = today
        self.days = days
        self.extra = extra
    }

    /// Open projects and the extra deadlines in the window, soonest first (then by course and title).
    package func deadlines(in book: CourseBook) -> [Deadline] {
        let last = today.adding(days: days)
        let projects = book.projects.map(Deadline.init(project:))
        return (projects + extra)
            .filter { (courseID == nil || $0.courseID == courseID) && $0.status(on: today).isStillDue && $0.due.date <= last }
            .sorted { ($0.due, $0.courseID, $0.title, $0.source) < ($1.due, $1.courseID, $1.title, $1.source) }
    }

    /// Builds the report from a loaded book, in its language.
    package func document(for book: CourseBook) -> ReportDocument {
        ReportText(book).document { document(for: book, $0) }
    }

    func document(for book: CourseBook, _ text: ReportText) -> ReportDocument {
        let last = today.adding(days: days)
        let deadlines = deadlines(in: book)
        let rows = deadlines.map { deadline in
            let left = deadline.due.date.dayNumber - today.dayNumber
            return [text.format.reportDue(deadline.due), left == 0 ? text[.dueToday] : text.count(left, .inDays),
                    book.course(deadline.courseID).map(ReportText.heading) ?? deadline.courseID, deadline.title]
        }
        let window: KeyValuePairs<String, String> = ["first": text.date(today), "last": text.date(last), "days": text.count(days, .days)]
        let section = ReportSection(
            heading: "",
            paragraphs: deadlines.isEmpty ? [text.fill(.noDeadlinesInWindow, window)] : [],
            table: deadlines.isEmpty ? nil : ReportTable(columns: [text[.due], text[.when], text[.course], text[.deadline]], rows: rows)
        )
        return ReportDocument(
            title: text[.deadlines],
            subtitle: [text.fill(.deadlinesWindow, window)],
            sections: [section],
            json: .object([
                ("today", .string(today.description)), ("days", .int(days)),
                ("deadlines", .array(deadlines.map { deadline in
                    .object([
                        ("course", .string(deadline.courseID)), ("title", .string(deadline.title)), ("due", .string(deadline.due.description)),
                        ("days_left", .int(deadline.due.date.dayNumber - today.dayNumber)), ("source", .string(deadline.source.rawValue)),
                    ])
                })),
            ]),
            csv: ReportTable(columns: ["due", "days_left", "course", "title", "source"], rows: deadlines.map {
                [$0.due.description, String($0.due.date.dayNumber - today.dayNumber), $0.courseID, $0.title, $0.source.rawValue]
            })
        )
    }
}
