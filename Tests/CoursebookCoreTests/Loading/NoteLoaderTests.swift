import CourseModel
import Testing
@testable import CoursebookCore

/// A note's path `notes/<course>/<YYYY-MM-DD>-<slug>.md` is built and read back by `NoteLoader` alone.
@Suite("Note paths")
struct NoteLoaderTests {
    @Test func aNotePathIsBuiltAndReadBack() throws {
        let date = try #require(LocalDate(iso: "2027-02-19"))
        let path = NoteLoader.path(course: "lab", date: date, slug: "first-lab")
        #expect(path == "notes/lab/2027-02-19-first-lab.md")
        let file = try #require(NoteLoader.courseAndFile(of: path))
        #expect(file.courseID == "lab")
        #expect(file.fileName == "2027-02-19-first-lab.md")
        let parsed = try #require(NoteLoader.dateAndSlug(fileName: file.fileName))
        #expect(parsed.date == date)
        #expect(parsed.slug == "first-lab")
    }

    @Test(arguments: ["notes/lab", "notes//a.md", "notes/lab/", "notes/lab/x/a.md", "pages/lab/a.md", "/notes/lab/a.md"])
    func otherPathsAreNoNoteFiles(path: String) {
        #expect(NoteLoader.courseAndFile(of: path) == nil)
    }

    @Test(arguments: ["2027-02-19-.md", "2027-02-19.md", "2027-02-19-a.txt", "2027-02-30-a.md", "2027-02-19_a.md", "a.md"])
    func otherFileNamesHoldNoDateAndSlug(name: String) {
        #expect(NoteLoader.dateAndSlug(fileName: name) == nil)
    }
}
