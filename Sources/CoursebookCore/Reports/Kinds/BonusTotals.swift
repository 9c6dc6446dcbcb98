import CourseModel

/// A student's bonus total in a course: the sum of the points of their entries in it. The one sum,
/// for the `bonus` report's totals, the staff roster on a course page and the gradebook exports.
package enum BonusTotals {
    /// Each student's total in course `courseID`, by person id, from `entries` (entries of other
    /// courses are left out); a student without entries has none.
    package static func byStudent(in courseID: String, _ entries: [BonusEntry]) -> [String: Int] {
        var totals: [String: Int] = [:]
        for entry in entries where entry.courseID == courseID { totals[entry.studentID, default: 0] += entry.points }
        return totals
    }
}
