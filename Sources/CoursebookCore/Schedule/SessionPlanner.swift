import CourseModel

/// Computes the sessions a course's meeting pattern produces in the term.
///
/// Every term date on a meeting day, minus holidays and cancelled dates, plus extra sessions;
/// times stay at their local wall-clock reading across daylight-saving changes.
package struct SessionPlanner: Sendable {
    /// The term sessions are computed in.
    package let term: Term
    /// Its clock.
    package let clock: ZoneClock

    /// A planner for `term`; nil when its time zone is unknown.
    package init?(term: Term) {
        guard let clock = ZoneClock(identifier: term.timeZone) else { return nil }
        self.term = term
        self.clock = clock
    }

    /// The sessions of `course`, ordered by date and start time.
    package func sessions(for course: Course) -> [Session] {
        var result: [Session] = []
        let cancelled = Set(course.cancelled)
        var byDay: [[Meeting]] = Array(repeating: [], count: 7)
        for meeting in course.meetings {
            for day in meeting.days { byDay[day.rawValue].append(meeting) }
        }
        if !course.meetings.isEmpty {
            var date = term.start
            while date <= term.end {
                let meetings = byDay[date.weekday.rawValue]
                if !meetings.isEmpty, isTeachingDay(date, cancelled: cancelled) {
                    for meeting in meetings {
                        result.append(session(course.id, date, meeting.start, meeting.end, meeting.room, title: "", isExtra: false))
                    }
                }
                date = date.adding(days: 1)
            }
        }
        for extra in course.extraSessions {
            result.append(session(course.id, extra.date, extra.start, extra.end, extra.room, title: extra.title, isExtra: true))
        }
        result.sort { ($0.date, $0.start, $0.room) < ($1.date, $1.start, $1.room) }
        return result
    }

    /// Whether `meeting` of `course` takes place on `date`: one of its weekdays, inside the term,
    /// not cancelled and not a holiday. The one rule of a regular session's date; `sessions(for:)`
    /// holds a meeting on exactly these dates.
    package func holds(_ meeting: Meeting, of course: Course, on date: LocalDate) -> Bool {
        meeting.days.contains(date.weekday) && term.contains(date) && isTeachingDay(date, cancelled: Set(course.cancelled))
    }

    /// The dates of `term` that fall on `days`: the dates a weekly meeting recurs on (a class, an
    /// office hour), before holidays and cancelled dates are taken out. A term calendar's office
    /// hours use it and leave out the holidays; `holds` and `sessions(for:)` apply the same weekly
    /// rule to a class with their own walk of the term, which also takes out cancelled dates.
    package static func weeklyDates(of term: Term, on days: Set<Weekday>) -> [LocalDate] {
        var dates: [LocalDate] = []
        var date = term.start
        while date <= term.end {
            if days.contains(date.weekday) { dates.append(date) }
            date = date.adding(days: 1)
        }
        return dates
    }

    /// Whether a course with `cancelled` dates meets at all on `date` of the term.
    private func isTeachingDay(_ date: LocalDate, cancelled: Set<LocalDate>) -> Bool {
        !cancelled.contains(date) && term.holiday(on: date) == nil
    }

    private func session(_ courseID: String, _ date: LocalDate, _ start: LocalTime, _ end: LocalTime, _ room: String, title: String, isExtra: Bool) -> Session {
        let (startUTC, startReading) = clock.resolve(date, secondsOfDay: start.minutes * 60)
        var (endUTC, endReading) = clock.resolve(date, secondsOfDay: end.minutes * 60)
        guard startReading != .exact || endReading != .exact else {
            return Session(courseID: courseID, date: date, start: start, end: end, room: room, title: title, isExtra: isExtra, startUTC: startUTC, endUTC: endUTC)
        }
        // A start moved forward out of a gap can pass the end (02:30–03:15 becomes 03:30–03:15):
        // the session keeps its length instead of ending before it starts.
        if endUTC <= startUTC { endUTC = startUTC.adding(seconds: Int64(end.minutes - start.minutes) * 60) }
        // Pages and calendars show the times the clocks really read, so they agree with the instants.
        return Session(
            courseID: courseID, date: date, start: wallTime(startUTC, on: date) ?? start, end: wallTime(endUTC, on: date) ?? end,
            room: room, title: title, isExtra: isExtra, startUTC: startUTC, endUTC: endUTC
        )
    }

    /// The clock reading of `instant` when it falls on `date`.
    private func wallTime(_ instant: Instant, on date: LocalDate) -> LocalTime? {
        let local = clock.localDateTime(instant)
        guard local.date == date else { return nil }
        return LocalTime(minutes: local.secondsOfDay / 60)
    }

    /// A meeting time that a daylight-saving change on `date` skips or repeats, as a warning's
    /// message; nil when both times exist once.
    package func clockChange(on date: LocalDate, start: LocalTime, end: LocalTime) -> String? {
        var parts: [String] = []
        for (label, time) in [("start", start), ("end", end)] {
            switch clock.resolve(date, secondsOfDay: time.minutes * 60).reading {
            case .exact:
                continue
            case .skipped(let gap):
                parts.append("its \(label) \(time) does not exist on \(date) in \(term.timeZone) (the clocks skip \(gap / 60) minutes) and is taken as \(gap / 60) minutes later")
            case .repeated:
                parts.append("its \(label) \(time) happens twice on \(date) in \(term.timeZone) (the clocks go back) and is taken as the first")
            }
        }
        guard !parts.isEmpty else { return nil }
        let session = self.session("", date, start, end, "", title: "", isExtra: false)
        return "daylight-saving change: " + parts.joined(separator: "; ") + "; the session runs \(session.start)–\(session.end)"
    }

    /// Dates of the term (and `extra` dates) on which the term's clocks change, give or take a day.
    package func clockChangeDates(extra: [LocalDate] = []) -> [LocalDate] {
        var dates: [LocalDate] = []
        var date = term.start
        while date <= term.end {
            if clock.changesClocks(near: date) { dates.append(date) }
            date = date.adding(days: 1)
        }
        return dates + extra.filter { !term.contains($0) && clock.changesClocks(near: $0) }
    }
}
