import Testing
@testable import CoursebookCore

/// A new note's file name (`EditDraft.noteFileSlug`): ASCII, short, and never changing, since the
/// notes already written carry it.
@Suite("Note file slugs")
struct NoteFileSlugTests {
    @Test func aTitleBecomesLowerCaseASCIIWordsJoinedByDashes() {
        #expect(EditDraft.noteFileSlug("First lab") == "first-lab")
        #expect(EditDraft.noteFileSlug("  Week 3: Rings & Fields!  ") == "week-3-rings-fields")
        #expect(EditDraft.noteFileSlug("Café für Ärzte") == "caf-f-r-rzte")
        #expect(EditDraft.noteFileSlug("Заметка") == "note")
        #expect(EditDraft.noteFileSlug(String(repeating: "abcdefghij ", count: 6)) == "abcdefghij-abcdefghij-abcdefghij-abcdefg")
    }
}
