/// Bonus points given to a student for an activity (`bonus.csv`).
package struct BonusEntry: Sendable, Hashable {
    /// The course id.
    package var courseID: String
    /// The student's person id.
    package var studentID: String
    /// Whole points, 1...10.
    package var points: Int
    /// Why they were given.
    package var reason: String
    /// When they were given, if recorded.
    package var date: LocalDate?

    /// Creates a bonus entry.
    package init(courseID: String, studentID: String, points: Int, reason: String, date: LocalDate?) {
        self.courseID = courseID
        self.studentID = studentID
        self.points = points
        self.reason = reason
        self.date = date
    }
}
