import Testing
@testable import CoursebookCore

struct ASCIIFoldedSearchTests {
    @Test func findsAPhraseWithoutCaseAndOnlyAtAWordStartWhenAsked() {
        #expect(ASCIIFoldedSearch.contains("New Office Hour on Tuesday", "office hour"))
        #expect(!ASCIIFoldedSearch.contains("Office", "office hour"))
        #expect(ASCIIFoldedSearch.contains("Pay the TUITION", "tuition", atWordStart: true))
        #expect(!ASCIIFoldedSearch.contains("Neural networks: intuition", "tuition", atWordStart: true))
        #expect(ASCIIFoldedSearch.contains("Neural networks: intuition", "tuition"))
        // Bytes beyond ASCII are compared as they are.
        #expect(ASCIIFoldedSearch.contains("Die Sprechstunde fällt aus", "fällt"))
        #expect(!ASCIIFoldedSearch.contains("Die Sprechstunde FÄLLT aus", "fällt"))
    }

    @Test func opensWithAPhrase() {
        #expect(ASCIIFoldedSearch.hasPrefix("Last Day to add", "last day to"))
        #expect(!ASCIIFoldedSearch.hasPrefix("The last day to add", "last day to"))
        #expect(!ASCIIFoldedSearch.hasPrefix("Last", "last day to"))
    }
}
