import CourseModel

/// Computes the sessions a course's meeting pattern produces in the term.
///
/// Every term date on a meeting day, minus holidays and cancelled dates, plus extra sessions;
/// times stay at their local wall-clock reading across daylight-saving changes.
public struct SessionPlanner: Sendable {
    /// The term sessions are computed in.
    public let term: Term
    /// Its clock.
    public let clock: ZoneClock

    /// A planner for `term`; nil when its time zone is unknown.
    public init?(term: Term) {
        guard let clock = ZoneClock(identifier: term.timeZone) else { return nil }
        self.term = term
        self.clock = clock
    }

    /// The sessions of `course`, ordered by date and start time.
    public func sessions(for course: Course) -> [Session] {
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
                if !meetings.isEmpty, !cancelled.contains(date), term.holiday(on: date) == nil {
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

    private func session(_ courseID: String, _ date: LocalDate, _ start: LocalTime, _ end: LocalTime, _ room: String, title: String, isExtra: Bool) -> Session {
        Session(
            courseID: courseID, date: date, start: start, end: end, room: room, title: title, isExtra: isExtra,
            startUTC: clock.instant(date, start), endUTC: clock.instant(date, end)
        )
    }
}
