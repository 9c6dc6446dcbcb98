import CourseModel
import Testing
@testable import CoursebookCore

/// `NoteOrder.precedes`: the one note order, for the reports and the site's note lists.
struct NoteOrderTests {
    private func note(_ path: String, at seconds: Int64) -> Note {
        Note(courseID: "c", sessionDate: LocalDate(iso: "2026-09-01")!, slug: path, title: path, created: Instant(secondsSince1970: seconds), body: "", path: path)
    }

    @Test func notesGoByCreationTimeWithTiesByPathEitherWay() {
        let notes = [note("b", at: 5), note("c", at: 9), note("a", at: 5), note("d", at: 1)]
        #expect(notes.sorted(by: NoteOrder.desc.precedes).map(\.path) == ["c", "a", "b", "d"])
        #expect(notes.sorted(by: NoteOrder.asc.precedes).map(\.path) == ["d", "a", "b", "c"])
        #expect(NoteListing.ordered(notes, .desc) == notes.sorted(by: NoteOrder.desc.precedes))
    }
}
