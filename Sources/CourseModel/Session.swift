/// One class meeting of a course on a date, computed from its meeting pattern and the term.
public struct Session: Sendable, Hashable {
    /// The course id.
    public var courseID: String
    /// Local date.
    public var date: LocalDate
    /// Local start time (kept across daylight-saving changes).
    public var start: LocalTime
    /// Local end time.
    public var end: LocalTime
    /// Room; empty when not given.
    public var room: String
    /// Title of an extra session; empty for regular ones.
    public var title: String
    /// Whether it comes from `sessions.extra` rather than the weekly pattern.
    public var isExtra: Bool
    /// Start as an absolute instant.
    public var startUTC: Instant
    /// End as an absolute instant.
    public var endUTC: Instant

    /// Creates a session.
    public init(
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
