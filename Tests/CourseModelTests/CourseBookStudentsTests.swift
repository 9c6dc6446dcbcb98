import Testing
@testable import CourseModel

/// `CourseBook.studentIDs(of:)`: who is enrolled in a course, in enrollment-file order, whether
/// or not `people.csv` knows them; `students(of:)` is the people among them.
struct CourseBookStudentsTests {
    @Test func theEnrolledIDsInFileOrder() {
        let term = Term(name: "Fall", start: LocalDate(iso: "2026-09-01")!, end: LocalDate(iso: "2026-12-18")!, timeZone: "UTC")
        let book = CourseBook(
            title: "T", term: term, people: [Person(id: "zoe", firstName: "Zoe", lastName: "Z", email: "z@example.edu")],
            enrollments: [Enrollment(courseID: "net", studentID: "zoe"), Enrollment(courseID: "db", studentID: "lina"), Enrollment(courseID: "net", studentID: "ghost")]
        )
        #expect(book.studentIDs(of: "net") == ["zoe", "ghost"])
        #expect(book.students(of: "net").map(\.id) == ["zoe"])
        #expect(book.studentIDs(of: "none").isEmpty)
    }
}
