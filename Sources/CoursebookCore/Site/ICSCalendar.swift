import CourseModel

/// An iCalendar (RFC 5545) file of sessions and project deadlines, with the term's VTIMEZONE,
/// stable UIDs and a DTSTAMP that never comes from the wall clock.
struct ICSCalendar {
    let input: SiteInput
    let clock: ZoneClock
    /// Projects per course id, by due date then name.
    let projects: [String: [Project]]

    /// `SOURCE_DATE_EPOCH` when set, else the start of the term at midnight UTC: the same for every build.
    var stamp: String {
        if let epoch = input.sourceDateEpoch { return Instant(secondsSince1970: epoch).basicISO8601 }
        return Instant(date: input.book.term.start, secondsOfDay: 0, utcOffsetSeconds: 0).basicISO8601
    }

    /// The calendar for `courses` (every course for the term calendar).
    func render(courses: [Course], name: String) -> String {
        let book = input.book
        let zone = book.term.timeZone
        let stamp = stamp
        var ics = ICSText()
        ics.raw("BEGIN", "VCALENDAR")
        ics.raw("VERSION", "2.0")
        ics.raw("PRODID", "-//Coursebook//Course site//EN")
        ics.raw("CALSCALE", "GREGORIAN")
        ics.raw("METHOD", "PUBLISH")
        ics.text("X-WR-CALNAME", name)
        ics.raw("X-WR-TIMEZONE", zone)
        ICSTimeZone(clock: clock, identifier: zone).write(
            to: &ics, from: clock.instant(book.term.start, secondsOfDay: 0), to: clock.instant(book.term.end.adding(days: 1), secondsOfDay: 0))
        for course in courses {
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
                var slug = SitePath.slug(project.name)
                while !used.insert(slug).inserted { slug += "-2" }
                let due = project.due.localDeadline
                ics.raw("BEGIN", "VEVENT")
                ics.raw("UID", "\(course.id)-due-\(slug)@coursebook")
                ics.raw("DTSTAMP", stamp)
                ics.raw("DTSTART;TZID=\(zone)", Self.local(due.date, due.secondsOfDay / 60 * 60))
                // No DTEND: RFC 5545 wants it later than DTSTART, and a deadline is a moment.
                ics.text("SUMMARY", "Due: \(project.name) (\(course.name))")
                ics.raw("TRANSP", "TRANSPARENT")
                if project.isDone { ics.raw("STATUS", "CONFIRMED") }
                ics.raw("BEGIN", "VALARM")
                ics.raw("ACTION", "DISPLAY")
                ics.text("DESCRIPTION", "\(project.name) is due in \(book.settings.reminderHours) hours")
                ics.raw("TRIGGER", "-PT\(book.settings.reminderHours)H")
                ics.raw("END", "VALARM")
                ics.raw("END", "VEVENT")
            }
        }
        ics.raw("END", "VCALENDAR")
        return ics.serialized
    }

    /// Local date-time in basic form, e.g. `20260902T090000`.
    static func local(_ date: LocalDate, _ secondsOfDay: Int) -> String {
        let basic = Instant(date: date, secondsOfDay: secondsOfDay, utcOffsetSeconds: 0).basicISO8601
        return basic.hasSuffix("Z") ? String(basic.dropLast()) : basic
    }

    private func url(_ path: String) -> String? { input.baseURL.map { $0 + SitePath.pretty(path) } }
}
