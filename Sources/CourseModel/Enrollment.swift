/// A student taking a course (`enrollments.csv`).
package struct Enrollment: Sendable, Hashable, Codable {
    /// The course id.
    package var courseID: String
    /// The student's person id.
    package var studentID: String
    /// The first day the student belongs to the course (joined late); nil from the term's start.
    package var from: LocalDate?
    /// The last day the student belongs to the course (left early); nil to the term's end.
    package var until: LocalDate?

    /// Creates an enrollment.
    package init(courseID: String, studentID: String, from: LocalDate? = nil, until: LocalDate? = nil) {
        self.courseID = courseID
        self.studentID = studentID
        self.from = from
        self.until = until
    }

    /// Whether the student belongs to the course on `date`.
    package func covers(_ date: LocalDate) -> Bool {
        (from.map { $0 <= date } ?? true) && (until.map { date <= $0 } ?? true)
    }
}
