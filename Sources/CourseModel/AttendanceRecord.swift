/// How a student attended one session.
package enum AttendanceStatus: String, Sendable, Hashable, Codable, CaseIterable {
    case present, late, absent, excused
}

/// One student's attendance at one session (`attendance.csv`).
package struct AttendanceRecord: Sendable, Hashable {
    /// The course id.
    package var courseID: String
    /// The student's person id.
    package var studentID: String
    /// The session's date.
    package var date: LocalDate
    /// Present, late, absent or excused.
    package var status: AttendanceStatus

    /// Creates an attendance record.
    package init(courseID: String, studentID: String, date: LocalDate, status: AttendanceStatus) {
        self.courseID = courseID
        self.studentID = studentID
        self.date = date
        self.status = status
    }
}
