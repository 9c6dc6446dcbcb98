import Testing
@testable import CoursebookCore

/// `PeopleOrder.sortedText`: the one order of subjects and rooms, on the site and in reports.
struct PeopleOrderTextTests {
    @Test func subjectsAndRoomsGoIgnoringCaseAndAccentsTiesByExactText() {
        #expect(PeopleOrder.sortedText(["Zoology", "biology", "Él", "el", "Chemistry"]) == ["biology", "Chemistry", "el", "Él", "Zoology"])
        #expect(PeopleOrder.sortedText(["Room b", "Room B", "room a"]) == ["room a", "Room B", "Room b"])
    }
}
