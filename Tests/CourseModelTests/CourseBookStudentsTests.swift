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

    @Test func theCoursesAPersonStudiesOrStaffsInCourseOrder() {
        let term = Term(name: "Fall", start: LocalDate(iso: "2026-09-01")!, end: LocalDate(iso: "2026-12-18")!, timeZone: "UTC")
        let courses = [
            Course(id: "db", name: "DB", subject: "CS", branch: "", teacherID: "ada"),
            Course(id: "net", name: "Net", subject: "CS", branch: "", staff: [StaffMember(personID: "zoe", role: .ta)]),
        ]
        let book = CourseBook(
            title: "T", term: term, courses: courses,
            enrollments: [Enrollment(courseID: "net", studentID: "lina"), Enrollment(courseID: "db", studentID: "lina"), Enrollment(courseID: "net", studentID: "zoe")]
        )
        #expect(book.coursesStudied(by: "lina").map(\.id) == ["db", "net"])
        #expect(book.coursesStudied(by: "ada").isEmpty)
        let studied = book.coursesStudiedByPerson()
        for person in ["lina", "zoe", "ada"] { #expect((studied[person] ?? []).map(\.id) == book.coursesStudied(by: person).map(\.id)) }
        let staffed = book.coursesStaffedByPerson()
        for person in ["ada", "zoe", "lina"] {
            #expect((staffed[person] ?? []).map { "\($0.course.id) \($0.member.role.rawValue)" } == book.coursesStaffed(by: person).map { "\($0.course.id) \($0.member.role.rawValue)" })
        }
        #expect(book.coursesStaffed(by: "zoe").map(\.course.id) == ["net"])
    }
}
