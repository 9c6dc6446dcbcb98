/// One class meeting of a course on a date, computed from its meeting pattern and the term.
package struct Session: Sendable, Hashable {
    /// The course id.
    package var courseID: String
    /// Local date.
    package var date: LocalDate
    /// Local start time (kept across daylight-saving changes).
    package var start: LocalTime
    /// Local end time.
    package var end: LocalTime
    /// Room; empty when not given.
    package var room: String
    /// Title of an extra session; empty for regular ones.
    package var title: String
    /// Whether it comes from `sessions.extra` rather than the weekly pattern.
    package var isExtra: Bool
    /// Start as an absolute instant.
    package var startUTC: Instant
    /// End as an absolute instant.
    package var endUTC: Instant

    /// Creates a session.
    package init(
        courseID: String, date: LocalDate, start: LocalTime, end: LocalTime, room: String,
        title: String = "", isExtra: Bool = false, startUTC: Instant, endUTC: Instant
    ) {
        self.courseID = courseID
        self.date = date
        self.start = start
        self.end = end
        self.room = room
        self.title = title
        self.isExtra = isExtra
        self.startUTC = startUTC
        self.endUTC = endUTC
    }
}
