/// A weekly meeting pattern, e.g. MWF 09:00–09:50 in room B-204.
package struct Meeting: Sendable, Hashable, Codable {
    /// Days of the week the course meets, Monday first.
    package var days: [Weekday]
    /// Local start time.
    package var start: LocalTime
    /// Local end time, after `start`.
    package var end: LocalTime
    /// Room name; empty when not given.
    package var room: String

    /// Creates a meeting pattern.
    package init(days: [Weekday], start: LocalTime, end: LocalTime, room: String) {
        self.days = days
        self.start = start
        self.end = end
        self.room = room
    }
}
