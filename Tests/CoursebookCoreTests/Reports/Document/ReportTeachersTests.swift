import CourseModel
import Testing
@testable import CoursebookCore

/// `ReportText.teachers`: who teaches a course in every report, or the words for no teacher yet.
struct ReportTeachersTests {
    @Test func theInstructorsOrNoTeacherYet() throws {
        let book = try BookLoader(root: FixtureBooks.url("valid-book")).load().book
        let text = ReportText(words: .english)
        let alg = try #require(book.course("alg"))
        #expect(text.teachers(of: alg, in: book) == ("Teacher", "Tova Lindqvist"))
        #expect(text.teachers(of: alg, in: book, withIDs: true).names == "Tova Lindqvist (tlin)")
        var untaught = alg
        untaught.staff = []
        #expect(text.teachers(of: untaught, in: book).names == text.noTeacher)
    }
}
