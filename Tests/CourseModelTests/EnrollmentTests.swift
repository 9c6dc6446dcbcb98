import Testing
@testable import CourseModel

/// `Enrollment.covers`: the one rule of whether a date lies inside a student's enrollment (the
/// attendance and sign-in reports ask it, and so does the check of `attendance.csv`).
struct EnrollmentTests {
    private func date(_ text: String) -> LocalDate { LocalDate(iso: text)! }

    @Test func bothEndsAreInsideAndAnOpenEndCoversEverything() {
        let period = Enrollment(courseID: "alg", studentID: "ann", from: date("2026-10-05"), until: date("2026-10-09"))
        #expect(!period.covers(date("2026-10-04")))
        #expect(period.covers(date("2026-10-05")))
        #expect(period.covers(date("2026-10-09")))
        #expect(!period.covers(date("2026-10-10")))
        let lateStart = Enrollment(courseID: "alg", studentID: "ann", from: date("2026-10-05"))
        #expect(lateStart.covers(date("2027-06-30")))
        #expect(!lateStart.covers(date("2026-10-04")))
        let earlyEnd = Enrollment(courseID: "alg", studentID: "ann", until: date("2026-10-09"))
        #expect(earlyEnd.covers(date("2020-01-01")))
        #expect(!earlyEnd.covers(date("2026-10-10")))
        #expect(Enrollment(courseID: "alg", studentID: "ann").covers(date("2026-10-10")))
    }
}
