import CourseModel

/// Dates written without a year all take the page's year, but an autumn term runs into January:
/// `Blatt 8 (Abgabe Mo. 8. Januar)` after `Blatt 7 (… 18. Dezember)` is due the next year. Read in
/// page order, once a page has gone from autumn (August to December) back to the first half of
/// the year, its later dates of the page's year in January to July move to the next year.
struct TermYearRollover {
    let year: Int?
    private var sawAutumn = false
    private var rolled = false
    private var previousMonth: Int?

    init(year: Int?) {
        self.year = year
    }

    /// `date` as it falls in the term's run of dates.
    mutating func adjust(_ date: LocalDate) -> LocalDate {
        guard let year, date.year == year else { return date }
        let month = date.components.month
        // Only from October to December back: a summer page that lists its August dates before
        // its past May ones (`## Past Assignments`) has not crossed a year.
        if !rolled, sawAutumn, month <= 7, let previous = previousMonth, previous >= 10 {
            rolled = true
        }
        if month >= 8 { sawAutumn = true }
        previousMonth = month
        guard rolled, month <= 7 else { return date }
        let (_, _, day) = date.components
        return LocalDate(year: year + 1, month: month, day: day) ?? date
    }

    /// The rows' sessions and deadlines, and then the deadlines read from text, each in page order.
    static func apply(year: Int?, rows: inout [ScheduleExtractor.Row], textDeadlines: inout [SyllabusDeadline]) {
        guard year != nil else { return }
        var inRows = TermYearRollover(year: year)
        // A logbook that puts its newest week first (`03/06`, `27/05`, … `31/08`) is read from its
        // last row up, so the term runs forward as it did.
        let order = Self.runsBackwards(rows.compactMap { $0.entry?.date }) ? Array(rows.indices.reversed()) : Array(rows.indices)
        for index in order {
            if let date = rows[index].entry?.date { rows[index].entry!.date = inRows.adjust(date) }
            for item in rows[index].deadlines.indices { rows[index].deadlines[item].due = inRows.adjust(rows[index].deadlines[item].due) }
        }
        var inText = TermYearRollover(year: year)
        for index in textDeadlines.indices { textDeadlines[index].due = inText.adjust(textDeadlines[index].due) }
    }

    /// Whether most steps from one dated session to the next go back in time: at least six dates,
    /// and three times as many steps back as forward.
    static func runsBackwards(_ dates: [LocalDate]) -> Bool {
        guard dates.count >= 6 else { return false }
        var back = 0, forward = 0
        for (earlier, later) in zip(dates, dates.dropFirst()) {
            if later < earlier { back += 1 } else if later > earlier { forward += 1 }
        }
        return back >= 3 * max(forward, 1)
    }
}
