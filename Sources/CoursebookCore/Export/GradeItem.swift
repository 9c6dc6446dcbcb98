/// A number per student that the book can hand to an LMS gradebook.
package enum GradeItem: String, Sendable, CaseIterable {
    /// Attendance points as the attendance report counts them (present and late weights).
    case attendance
    /// The student's bonus total in the course.
    case bonus

    /// The gradebook column: named after the book so it never collides with a column the LMS
    /// already has, and so a teacher sees where it came from.
    package var column: String {
        switch self {
        case .attendance: "Attendance (coursebook)"
        case .bonus: "Bonus (coursebook)"
        }
    }
}
