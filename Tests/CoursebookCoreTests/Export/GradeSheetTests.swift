import CourseModel
import Testing
@testable import CoursebookCore

/// The numbers a gradebook export carries, before any file format: the CLI's export tests check
/// the files, these check the sheet they are written from.
@Suite("Grade sheet")
struct GradeSheetTests {
    private func sheet(_ items: [GradeItem], course: String = "net", today: String = "2026-10-16") throws -> GradeSheet {
        let book = try BookLoader(root: FixtureBooks.url("edit-book")).load().book
        return try GradeSheet(book: book, courseID: course, items: items, today: try #require(LocalDate(iso: today)))
    }

    /// net in `edit-book` on 2026-10-16: one taken session (lina present, omar late, zoe absent by
    /// having no row) and bonus totals 2, 1 and 4.
    @Test func valuesAndMaximaFollowTheItemsInTheirOrder() throws {
        let sheet = try sheet([.bonus, .attendance])
        #expect(sheet.items == [.bonus, .attendance])
        #expect(sheet.maxima == [4, 1], "bonus: the largest total; attendance: one session at the present weight")
        #expect(sheet.lines.map(\.person.id) == ["lina", "omar", "zoe"])
        #expect(sheet.lines.map(\.values) == [[2, 1], [1, 0.5], [4, 0]])
    }

    @Test func beforeAnySessionIsTakenAttendanceHasNoMaximum() throws {
        let sheet = try sheet([.attendance], today: "2026-09-01")
        #expect(sheet.maxima == [0])
        #expect(sheet.lines.allSatisfy { $0.values == [0] })
    }

    @Test func anUnknownCourseNamesTheClosestOnes() throws {
        #expect {
            try sheet([.bonus], course: "nte")
        } throws: { error in
            guard case ReportRequestError.unknownCourse("nte", let closest) = error else { return false }
            return closest.contains("net")
        }
    }

    @Test func numbersAreWrittenAsBothImportsReadThem() {
        #expect(GradeSheet.number(3) == "3")
        #expect(GradeSheet.number(2.5) == "2.5")
        #expect(GradeSheet.number(1.0 / 3) == "0.33")
    }
}
