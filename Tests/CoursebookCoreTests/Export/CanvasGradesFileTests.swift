import CourseModel
import Foundation
import Testing
@testable import CoursebookCore

/// `CanvasGradebook` owns the shape of Canvas's gradebook file; `CanvasGradesFile` writes it, and
/// what it writes reads back as the same students, items and maxima.
struct CanvasGradesFileTests {
    @Test func anExportReadsBackAsAGradebook() throws {
        let book = try BookLoader(root: FixtureBooks.url("edit-book")).load().book
        let sheet = try GradeSheet(book: book, courseID: "net", items: [.bonus, .attendance], today: try #require(LocalDate(iso: "2026-10-16")))
        let text = CanvasGradesFile.render(sheet)
        #expect(text.hasPrefix(CanvasGradebook.identityHeader.joined(separator: ",") + ","))
        let table = try ExportTable(name: "net.csv", data: Data(text.utf8), required: CanvasGradebook.headerColumns)
        let gradebook = CanvasGradebook(table)
        #expect(gradebook.items == sheet.items.map(\.column))
        #expect(gradebook.students.map(\.name) == sheet.lines.map(\.person.sortName))
        #expect(gradebook.pointsPossible == Dictionary(uniqueKeysWithValues: zip(sheet.items.map(\.column), sheet.maxima)))
        #expect(gradebook.skipped.map(\.reason) == ["Points Possible (not a student)"])
    }
}
