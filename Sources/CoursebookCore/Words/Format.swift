import CourseModel

/// Dates and times as the site's language writes them, independent of the machine's locale:
/// `Wed 2 Sep 2026`, `Mi 2. Sept. 2026`, `ср, 2 сент. 2026`, `mié 2 sept 2026`. The month and
/// weekday names and the patterns placing them are phrasebook words, so a book may change them.
package struct Format: Sendable {
    /// English: what a book that chose no language gets, and the search index until it follows the
    /// book's language.
    package static let english = SiteWords.english.format

    /// Month names as calendar captions show them, January first.
    package let months: [String]
    /// Short month names as dates show them.
    package let monthsShort: [String]
    /// Weekday names, Monday first, as the places page shows them.
    package let weekdays: [String]
    /// Short weekday names, as dates and meeting days show them.
    package let weekdaysShort: [String]
    /// The two-letter heads of the calendar's columns.
    package let weekdaysNarrow: [String]
    /// Weekday names, Monday first, as they read inside a sentence (Russian and Spanish in lower case).
    package let weekdaysInText: [String]
    private let datePattern: Pattern, dayPattern: Pattern, dayMonthPattern: Pattern, dayRangePattern: Pattern
    private let rangePattern: Pattern, monthYearPattern: Pattern, dateTimePattern: Pattern
    private let reportDatePattern: Pattern, reportDayPattern: Pattern, reportShortDayPattern: Pattern
    private let reportDateTimePattern: Pattern, reportDueTimePattern: Pattern, reportColumnDatePattern: Pattern

    /// The format of a phrasebook's texts; a list with the wrong number of words (which the loader
    /// refuses) falls back to English.
    init(texts: [SiteWords.Key: String]) {
        func list(_ key: SiteWords.Key) -> [String] { SiteWords.list(key, in: texts) }
        func pattern(_ key: SiteWords.Key) -> Pattern { Pattern(texts[key] ?? Phrasebook.english.texts[key] ?? "") }
        weekdaysInText = list(.weekdaysInText)
        reportDatePattern = pattern(.reportDateFormat)
        reportDayPattern = pattern(.reportDayFormat)
        reportShortDayPattern = pattern(.reportShortDayFormat)
        reportDateTimePattern = pattern(.reportDateTimeFormat)
        reportDueTimePattern = pattern(.reportDueTimeFormat)
        reportColumnDatePattern = pattern(.reportColumnDateFormat)
        months = list(.months)
        monthsShort = list(.monthsShort)
        weekdays = list(.weekdays)
        weekdaysShort = list(.weekdaysShort)
        weekdaysNarrow = list(.weekdaysNarrow)
        datePattern = pattern(.dateFormat)
        dayPattern = pattern(.dayFormat)
        dayMonthPattern = pattern(.dayMonthFormat)
        dayRangePattern = pattern(.dayRangeFormat)
        rangePattern = pattern(.rangeFormat)
        monthYearPattern = pattern(.monthYearFormat)
        dateTimePattern = pattern(.dateTimeFormat)
    }

    /// `Wed 2 Sep 2026`.
    package func date(_ date: LocalDate) -> String {
        let (year, month, day) = date.components
        return datePattern.render(["weekday": weekdaysShort[date.weekday.rawValue], "day": String(day), "month": monthsShort[month - 1], "year": String(year)])
    }

    /// `Mon 14 Sep`: a day within the term, whose year the page already shows.
    package func dayAndMonth(_ date: LocalDate) -> String {
        let (_, month, day) = date.components
        return dayPattern.render(["weekday": weekdaysShort[date.weekday.rawValue], "day": String(day), "month": monthsShort[month - 1]])
    }

    /// `14–20 Sep`, `28 Sep – 4 Oct`.
    package func dayRange(_ first: LocalDate, _ last: LocalDate) -> String {
        let (_, firstMonth, firstDay) = first.components
        let (_, lastMonth, lastDay) = last.components
        if firstMonth == lastMonth {
            return dayRangePattern.render(["first": String(firstDay), "last": String(lastDay), "month": monthsShort[lastMonth - 1]])
        }
        return range(dayMonthPattern.render(["day": String(firstDay), "month": monthsShort[firstMonth - 1]]),
                     dayMonthPattern.render(["day": String(lastDay), "month": monthsShort[lastMonth - 1]]))
    }

    /// `Wed 2 Sep 2026 – Fri 11 Dec 2026`: two dates or days written already.
    package func range(_ first: String, _ last: String) -> String {
        rangePattern.render(["first": first, "last": last])
    }

    /// `September 2026`: a calendar month's caption.
    package func monthAndYear(month: Int, year: Int) -> String {
        monthYearPattern.render(["month": months[month - 1], "year": String(year)])
    }

    /// `Mon, Wed`: meeting days by their short names.
    package func days(_ days: [Weekday]) -> String {
        days.map { weekdaysShort[$0.rawValue] }.joined(separator: ", ")
    }

    /// `09:00–09:50`: the one way a span of time of day is written, on pages and in reports.
    package func times(_ start: LocalTime, _ end: LocalTime) -> String { "\(start)–\(end)" }

    /// `Mon, Wed 09:00–10:30`: a weekly meeting (or office hours) by its days and times, as the
    /// course pages and the course report show it; each adds the room its own way.
    package func meeting(_ meeting: Meeting) -> String {
        "\(days(meeting.days)) \(times(meeting.start, meeting.end))"
    }

    /// A local date-time as `Wed 2 Sep 2026, 09:55`.
    package func dateTime(_ local: LocalDateTime) -> String {
        let minutes = local.secondsOfDay / 60
        return dateTimePattern.render(["date": date(local.date), "time": LocalTime(minutes: minutes)?.description ?? ""])
    }

    /// A due date: whole days read `Fri 27 Nov 2026`, timed ones add the time.
    package func due(_ due: DueDate) -> String {
        switch due {
        case .day(let day): date(day)
        case .time(let local): dateTime(local)
        }
    }

    /// English, for the search index: `Fri 27 Nov 2026`.
    static func due(_ due: DueDate) -> String { english.due(due) }

    // Printable reports write dates as numbers, as printed lists do: a table column of them stays
    // narrow and reads down. English keeps ISO 8601, which its reports have always printed.

    /// A date in a report: `2026-10-05`, `05.10.2026`, `05/10/2026`.
    package func reportDate(_ date: LocalDate) -> String {
        let (year, month, day) = date.components
        return reportDatePattern.render(["year": Digits.padded(year, 4), "mm": Digits.padded(month, 2), "dd": Digits.padded(day, 2)])
    }

    /// A day named with its weekday: `2026-10-05 (Monday)`, `Montag, 05.10.2026`.
    package func reportDay(_ date: LocalDate) -> String {
        reportDayPattern.render(["date": reportDate(date), "weekday": weekdaysInText[date.weekday.rawValue]])
    }

    /// A day with its short weekday: `2026-10-05 (Mon)`, `Mo, 05.10.2026`.
    package func reportShortDay(_ date: LocalDate) -> String {
        reportShortDayPattern.render(["date": reportDate(date), "weekday": weekdaysShort[date.weekday.rawValue]])
    }

    /// A local moment to the minute: `2026-10-05 12:00`, `05.10.2026, 12:00`.
    package func reportDateTime(_ local: LocalDateTime) -> String {
        reportDateTimePattern.render(["date": reportDate(local.date), "time": LocalTime(minutes: local.secondsOfDay / 60)?.description ?? ""])
    }

    /// A due date: the day, or the day and time (`2026-10-09T18:00`, `09.10.2026, 18:00`); a due
    /// time with seconds keeps them, as the book wrote it.
    package func reportDue(_ due: DueDate) -> String {
        switch due {
        case .day(let day): return reportDate(day)
        case .time(let local):
            let time = local.description.split(separator: "T").last.map(String.init) ?? ""
            return reportDueTimePattern.render(["date": reportDate(local.date), "time": time])
        }
    }

    /// A date as a narrow column head: `10-05`, `05.10.`.
    package func reportColumnDate(_ date: LocalDate) -> String {
        let (_, month, day) = date.components
        return reportColumnDatePattern.render(["mm": Digits.padded(month, 2), "dd": Digits.padded(day, 2)])
    }
}

/// A phrasebook pattern such as `{weekday} {day} {month} {year}`, split once into text and
/// placeholders (by `SiteWords.read`, the one reader of the syntax): dates are formatted for every
/// cell of every calendar.
private struct Pattern: Sendable {
    private enum Part: Sendable {
        case text(String), value(String)
    }

    private let parts: [Part]

    init(_ pattern: String) {
        var parts: [Part] = []
        SiteWords.read(pattern) { piece in
            switch piece {
            case .text(let run): parts.append(.text(String(run)))
            case .placeholder(let name): parts.append(.value(String(name)))
            }
        }
        self.parts = parts
    }

    /// The pattern with each placeholder replaced by its value (an unknown one by nothing). The
    /// values are a handful of pairs, found by comparing names rather than hashing them into a
    /// dictionary for each of the tens of thousands of dates a build writes.
    func render(_ values: KeyValuePairs<String, String>) -> String {
        var out = ""
        for part in parts {
            switch part {
            case .text(let text): out += text
            case .value(let name): out += values.first { $0.key == name }?.value ?? ""
            }
        }
        return out
    }
}
