import Testing
@testable import CoursebookCore

/// Names split the way each export writes them, never by guessing at particles.
@Suite("Person names from exports")
struct PersonNameTests {
    @Test func classroomWritesFirstMiddleLast() {
        #expect(PersonName(lastSpace: "Ana María van der Berg") == PersonName(first: "Ana María van der", last: "Berg"))
        #expect(PersonName(lastSpace: "Madonna") == PersonName(first: "", last: "Madonna"))
        #expect(PersonName(lastSpace: "  Lina   Berg ") == PersonName(first: "Lina", last: "Berg"))
    }

    @Test func canvasWritesLastCommaFirst() {
        #expect(PersonName(sortable: "van der Berg, Ana María") == PersonName(first: "Ana María", last: "van der Berg"))
        #expect(PersonName(sortable: "Berg,Lina") == PersonName(first: "Lina", last: "Berg"))
        #expect(PersonName(sortable: "Lina Berg") == PersonName(first: "Lina", last: "Berg"), "a sortable name never set")
    }
}
