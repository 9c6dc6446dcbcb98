import CourseModel
import Testing
@testable import CoursebookCore

/// `BonusTotals`: the one sum of a student's bonus points in a course.
struct BonusTotalsTests {
    @Test func aStudentsTotalSumsTheirEntriesInThatCourseOnly() {
        let entries = [
            BonusEntry(courseID: "c", studentID: "ana", points: 2, reason: "", date: nil),
            BonusEntry(courseID: "d", studentID: "ana", points: 5, reason: "", date: nil),
            BonusEntry(courseID: "c", studentID: "ben", points: 1, reason: "", date: nil),
            BonusEntry(courseID: "c", studentID: "ana", points: 3, reason: "", date: LocalDate(iso: "2026-09-01")),
        ]
        #expect(BonusTotals.byStudent(in: "c", entries) == ["ana": 5, "ben": 1])
        #expect(BonusTotals.byStudent(in: "d", entries) == ["ana": 5])
        #expect(BonusTotals.byStudent(in: "e", entries).isEmpty)
    }
}
