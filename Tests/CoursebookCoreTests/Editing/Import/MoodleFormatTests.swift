import CourseModel
import Testing
@testable import CoursebookCore

@Suite("Moodle attendance export cells and headers")
struct MoodleFormatTests {
    @Test func sessionHeadersCarryADate() {
        #expect(EditDraft.sessionDate("22 Sep 2026 9AM") == LocalDate(iso: "2026-09-22"))
        #expect(EditDraft.sessionDate("Tue 22 Sep 2026 9AM Lecture") == LocalDate(iso: "2026-09-22"))
        #expect(EditDraft.sessionDate("2026-10-01 09:00") == LocalDate(iso: "2026-10-01"))
        #expect(EditDraft.sessionDate("Taken sessions") == nil)
        #expect(EditDraft.sessionDate("31 Feb 2026") == nil)
    }

    @Test func statusLettersAndWords() {
        #expect(["P", "L", "A", "E"].map(EditDraft.moodleStatus) == [.present, .late, .absent, .excused])
        #expect(["Present", "late", "ABSENT", "Excused", "P (2/2)"].map(EditDraft.moodleStatus) == [.present, .late, .absent, .excused, .present])
        #expect(["", "?", "Maybe"].map(EditDraft.moodleStatus) == [nil, nil, nil])
    }
}
