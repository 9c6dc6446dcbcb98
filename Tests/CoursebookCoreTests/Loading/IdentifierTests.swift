import Testing
@testable import CoursebookCore

/// `Identifier`: the id an import takes from an e-mail address, and which ids may name a person.
struct IdentifierTests {
    @Test func anAddressProposesItsLowerCasedLocalPart() {
        #expect(Identifier.personID(fromEmail: "Ann.Lee@Example.edu") == "ann.lee")
        #expect(Identifier.personID(fromEmail: "ann_lee@example.edu") == "ann_lee")
        // The last `@` ends the local part.
        #expect(Identifier.personID(fromEmail: "\"a@b\"@example.edu") == "\"a@b\"")
    }

    @Test func aPersonIDIsAValidIDThatNoIndexPageNeeds() {
        #expect(Identifier.isValidPersonID("ann_lee"))
        #expect(!Identifier.isValidPersonID("ann.lee"))
        #expect(!Identifier.isValidPersonID(""))
        #expect(!Identifier.isValidPersonID("index"))
    }

    @Test func anAddressHasAnAtAndComparesWithoutCase() {
        #expect(Identifier.isEmailAddress("ada@example.edu"))
        #expect(!Identifier.isEmailAddress("ada"))
        #expect(Identifier.emailKey("Ada@Example.EDU") == Identifier.emailKey("ada@example.edu"))
    }
}
