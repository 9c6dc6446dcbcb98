import Foundation
import Testing
@testable import CourseModel
@testable import CoursebookCore

/// A student who joined late or left early: `from`/`until` in `enrollments.csv`.
@Suite("Enrollment periods")
struct EnrollmentPeriodTests {
    private func book(enrollments: String, attendance: String) throws -> (URL, Result<CourseBook, BookError>) {
        let book = try FixtureBooks.copy("valid-book")
        try FixtureBooks.write(enrollments, "enrollments.csv", in: book)
        try FixtureBooks.write(attendance, "attendance.csv", in: book)
        return (book, Result { () throws(BookError) in try BookLoader(root: book).load().book })
    }

    @Test func sessionsBeforeALateStartAreBlankAndCountNowhere() throws {
        // alg meets 19, 21, 23 Oct; bjorn joined on the 21st.
        let (folder, loaded) = try book(
            enrollments: "course,student,from,until\nalg,amara,,\nalg,bjorn,2026-10-21,\ngeo,chen,,\n",
            attendance: "course,student,date,status\nalg,amara,2026-10-19,present\nalg,amara,2026-10-21,present\nalg,bjorn,2026-10-21,present\nalg,amara,2026-10-23,present\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let book = try loaded.get()
        #expect(book.enrollments.first { $0.studentID == "bjorn" }?.from?.description == "2026-10-21")
        let result = AttendanceCalculator().course("alg", in: book, records: book.attendance, today: LocalDate(iso: "2026-10-23")!)
        let bjorn = try #require(result.students.first { $0.person.id == "bjorn" }?.tally)
        #expect(bjorn.statuses == [nil, .present, .absent], "19 Oct is before his enrollment, not an absence")
        #expect(bjorn.absent == 1 && bjorn.percent == 50)
        let table = try #require(AttendanceReport(today: LocalDate(iso: "2026-10-23")!, matrix: true).document(for: book).csv)
        #expect(table.rows.first { $0[1] == "bjorn" }.map { Array($0.suffix(3)) } == ["", "P", "A"], "blank, not absent, in the matrix")
    }

    @Test func aRowOutsideTheEnrollmentIsAnErrorAtItsDate() throws {
        let (folder, loaded) = try book(
            enrollments: "course,student,from,until\nalg,amara,,2026-10-21\nalg,bjorn,2026-10-21,\ngeo,chen,,\n",
            attendance: "course,student,date,status\nalg,bjorn,2026-10-19,late\nalg,amara,2026-10-23,present\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        guard case .failure(.invalid(let problems)) = loaded else { Issue.record("loaded"); return }
        #expect(problems.map(\.description) == [
            "attendance.csv:2:11: error: 'bjorn' is enrolled in 'alg' from 2026-10-21 (enrollments.csv), so 2026-10-19 is before the enrollment",
            "attendance.csv:3:11: error: 'amara' is enrolled in 'alg' until 2026-10-21 (enrollments.csv), so 2026-10-23 is after the enrollment",
        ])
    }

    @Test func badPeriodsAreErrorsWhereTheyAreWritten() throws {
        let (folder, loaded) = try book(
            enrollments: "course,student,from,until\nalg,amara,2026-10-30,2026-10-20\nalg,bjorn,21.10.2026,\ngeo,chen,,\n",
            attendance: "course,student,date,status\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        guard case .failure(.invalid(let problems)) = loaded else { Issue.record("loaded"); return }
        #expect(problems.map(\.description) == [
            "enrollments.csv:2:22: error: 'until' 2026-10-20 is before 'from' 2026-10-30",
            "enrollments.csv:3:11: error: 'from' is not a valid date (expected YYYY-MM-DD, an existing day)",
        ])
    }
}
