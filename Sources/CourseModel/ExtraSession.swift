/// A one-off class meeting added to a course's regular ones.
package struct ExtraSession: Sendable, Hashable, Codable {
    /// The date it takes place.
    package var date: LocalDate
    /// Local start time.
    package var start: LocalTime
    /// Local end time.
    package var end: LocalTime
    /// Room; empty when not given.
    package var room: String
    /// What it is, e.g. `Review session`.
    package var title: String

    /// Creates an extra session.
    package init(date: LocalDate, start: LocalTime, end: LocalTime, room: String, title: String) {
        self.date = date
        self.start = start
        self.end = end
        self.room = room
        self.title = title
    }
}
