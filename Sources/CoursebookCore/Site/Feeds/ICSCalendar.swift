import CourseModel

/// An iCalendar (RFC 5545) file of sessions, project deadlines and the due dates course pages give,
/// with the term's VTIMEZONE, stable UIDs and a DTSTAMP that never comes from the wall clock. Each
/// course's events are serialized once and serve both its own calendar and the term's.
struct ICSCalendar: Sendable {
    let input: SiteInput
    let clock: ZoneClock
    /// Projects per course id, by due date then name.
    let projects: [String: [Project]]
    /// The dates course pages give per course id, without those that only repeat a project.
    let pageDeadlines: [String: [Deadline]]
    /// The VTIMEZONE component, the same in every calendar of the term.
    private let timeZone: String
    /// The fixed words of event texts, in the book's language.
    private let words: SiteWords

    /// A calendar maker for the book's term.
    init(input: SiteInput, clock: ZoneClock, projects: [String: [Project]], pageDeadlines: [String: [Deadline]]) {
        self.input = input
        self.clock = clock
        self.projects = projects
        self.pageDeadlines = pageDeadlines
        words = SiteWords(settings: input.book.settings)
        let term = input.book.term
        var zone = ICSText()
        ICSTimeZone(clock: clock, identifier: term.timeZone).write(
            to: &zone, from: clock.instant(term.start, secondsOfDay: 0), to: clock.instant(term.end.adding(days: 1), secondsOfDay: 0))
        timeZone = zone.serialized
    }

    /// `SOURCE_DATE_EPOCH` when set, else the start of the term at midnight UTC: the same for every build.
    var stamp: String {
        if let epoch = input.sourceDateEpoch { return Instant(secondsSince1970: epoch).basicISO8601 }
        return Instant(date: input.book.term.start, secondsOfDay: 0, utcOffsetSeconds: 0).basicISO8601
    }

    /// A calendar named `name` holding `events`, each a course's `events(of:)`.
    func calendar(name: String, events: [String]) -> String {
        var out = head(name: name)
        out.reserveCapacity(out.utf8.count + events.reduce(0) { $0 + $1.utf8.count } + 16)
        for block in events { out += block }
        return out + Self.tail
    }

    /// What comes before the events of a calendar named `name`: its properties and the time zone.
    func head(name: String) -> String {
        var head = ICSText()
        head.raw("BEGIN", "VCALENDAR")
        head.raw("VERSION", "2.0")
        head.raw("PRODID", "-//Coursebook//Course site//EN")
        head.raw("CALSCALE", "GREGORIAN")
        head.raw("METHOD", "PUBLISH")
        head.text("X-WR-CALNAME", name)
        head.raw("X-WR-TIMEZONE", input.book.term.timeZone)
        return head.serialized + timeZone
    }

    /// What ends every calendar.
    static let tail = "END:VCALENDAR\r\n"

    /// The sessions and deadlines of `course` as serialized content lines.
    func events(of course: Course) -> String {
        let book = input.book
        let zone = book.term.timeZone
        let stamp = stamp
        var ics = ICSText()
        for session in book.sessions(of: course.id) {
            let hhmm = String(session.start.description.filter { $0 != ":" })
            ics.raw("BEGIN", "VEVENT")
            ics.raw("UID", "\(course.id)-\(session.date)-\(hhmm)@coursebook")
            ics.raw("DTSTAMP", stamp)
            ics.raw("DTSTART;TZID=\(zone)", Self.local(session.date, session.start.minutes * 60))
            ics.raw("DTEND;TZID=\(zone)", Self.local(session.date, session.end.minutes * 60))
            ics.text("SUMMARY", session.title.isEmpty ? course.name : "\(course.name): \(session.title)")
            if !session.room.isEmpty { ics.text("LOCATION", session.room) }
            if let url = url(SitePath.course(course.id)) { ics.raw("URL", url) }
            ics.raw("END", "VEVENT")
        }
        var used: Set<String> = []
        for project in projects[course.id] ?? [] {
            var slug = SitePath.anchorSlug(project.name)
            while !used.insert(slug).inserted { slug += "-2" }
            let due = project.due.localDeadline
            ics.raw("BEGIN", "VEVENT")
            ics.raw("UID", "\(course.id)-due-\(slug)@coursebook")
            ics.raw("DTSTAMP", stamp)
            ics.raw("DTSTART;TZID=\(zone)", Self.local(due.date, due.secondsOfDay / 60 * 60))
            // No DTEND: RFC 5545 wants it later than DTSTART, and a deadline is a moment.
            ics.text("SUMMARY", words.fill(.calendarDue, ["name": project.name, "course": course.name]))
            ics.raw("TRANSP", "TRANSPARENT")
            if project.isDone { ics.raw("STATUS", "CONFIRMED") }
            ics.raw("BEGIN", "VALARM")
            ics.raw("ACTION", "DISPLAY")
            ics.text("DESCRIPTION", words.fill(.calendarReminder, ["name": project.name, "hours": words.count(book.settings.reminderHours, .hours)]))
            ics.raw("TRIGGER", "-PT\(book.settings.reminderHours)H")
            ics.raw("END", "VALARM")
            ics.raw("END", "VEVENT")
        }
        // Dates the course page gives ("Project 1 due 15 October") are whole days: all-day events.
        // The UID holds the date, so a repeat is numbered within its day only and deleting one
        // date leaves the others' UIDs as they were.
        used = []
        for deadline in pageDeadlines[course.id] ?? [] {
            let day = deadline.due.date
            var slug = SitePath.anchorSlug(deadline.title)
            while !used.insert("\(day)-\(slug)").inserted { slug += "-2" }
            ics.raw("BEGIN", "VEVENT")
            ics.raw("UID", "\(course.id)-page-due-\(day)-\(slug)@coursebook")
            ics.raw("DTSTAMP", stamp)
            ics.raw("DTSTART;VALUE=DATE", Self.day(day))
            ics.raw("DTEND;VALUE=DATE", Self.day(day.adding(days: 1)))
            ics.text("SUMMARY", words.fill(.calendarDue, ["name": deadline.title, "course": course.name]))
            ics.raw("TRANSP", "TRANSPARENT")
            if let url = url(SitePath.course(course.id)) { ics.raw("URL", url) }
            ics.raw("END", "VEVENT")
        }
        officeHours(of: course, into: &ics)
        return ics.serialized
    }

    /// Each staff member's office hours as one weekly event per meeting, from the first such day
    /// of the term to its end, without the term's holidays.
    private func officeHours(of course: Course, into ics: inout ICSText) {
        let book = input.book
        let term = book.term
        let zone = term.timeZone
        for member in course.staff where !member.officeHours.isEmpty {
            let name = book.person(member.personID)?.fullName ?? member.personID
            for (index, hours) in member.officeHours.enumerated() {
                let dates = SessionPlanner.weeklyDates(of: term, on: Set(hours.days))
                guard let first = dates.first else { continue }
                let skipped = dates.filter { term.holiday(on: $0) != nil }
                let until = clock.instant(term.end, secondsOfDay: 24 * 3600 - 1).basicISO8601
                ics.raw("BEGIN", "VEVENT")
                ics.raw("UID", "\(course.id)-hours-\(member.personID)-\(index + 1)@coursebook")
                ics.raw("DTSTAMP", stamp)
                ics.raw("DTSTART;TZID=\(zone)", Self.local(first, hours.start.minutes * 60))
                ics.raw("DTEND;TZID=\(zone)", Self.local(first, hours.end.minutes * 60))
                ics.raw("RRULE", "FREQ=WEEKLY;BYDAY=\(hours.days.map(Self.icsDay).joined(separator: ","));UNTIL=\(until)")
                if !skipped.isEmpty {
                    ics.raw("EXDATE;TZID=\(zone)", skipped.map { Self.local($0, hours.start.minutes * 60) }.joined(separator: ","))
                }
                ics.text("SUMMARY", words.fill(.calendarOfficeHours, ["name": name, "course": course.name]))
                let place = hours.room.isEmpty ? member.office : hours.room
                if !place.isEmpty { ics.text("LOCATION", place) }
                ics.raw("TRANSP", "TRANSPARENT")
                if let url = url(SitePath.course(course.id)) { ics.raw("URL", url) }
                ics.raw("END", "VEVENT")
            }
        }
    }

    /// RFC 5545's two-letter day names.
    static func icsDay(_ day: Weekday) -> String {
        switch day {
        case .monday: "MO"
        case .tuesday: "TU"
        case .wednesday: "WE"
        case .thursday: "TH"
        case .friday: "FR"
        case .saturday: "SA"
        case .sunday: "SU"
        }
    }

    /// A date in basic form, e.g. `20261015`.
    static func day(_ date: LocalDate) -> String {
        String(date.description.filter { $0 != "-" })
    }

    /// Local date-time in basic form, e.g. `20260902T090000`.
    static func local(_ date: LocalDate, _ secondsOfDay: Int) -> String {
        let basic = Instant(date: date, secondsOfDay: secondsOfDay, utcOffsetSeconds: 0).basicISO8601
        return basic.utf8.last == UInt8(ascii: "Z") ? String(basic.utf8.dropLast())! : basic
    }

    private func url(_ path: String) -> String? { input.baseURL.map { $0 + SitePath.pretty(path) } }
}
