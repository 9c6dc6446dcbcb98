import Testing
@testable import CoursebookCore

/// `bonus list` with an unknown course says so as every editing command does: the closest ids.
struct BonusListTests {
    @Test func anUnknownCourseNamesTheClosestIDs() throws {
        let book = try BookLoader(root: FixtureBooks.url("edit-book")).load().book
        #expect(try EditDraft.bonusList(book, course: "net").map(\.number) == [1, 2, 3])
        #expect {
            try EditDraft.bonusList(book, course: "nte")
        } throws: { error in
            guard case EditError.usage(let message) = error else { return false }
            return message == "unknown course 'nte' (closest: 'net', 'db')"
        }
    }
}
