import Testing
@testable import CoursebookCore

/// `BookFlag`: the one reader of yes and no in a book file.
struct BookFlagTests {
    @Test func everyFlagSaysTrueOrYesFalseOrNo() {
        #expect(["true", "Yes", "TRUE", "yes"].map(BookFlag.value) == [true, true, true, true])
        #expect(["false", "No"].map(BookFlag.value) == [false, false])
        #expect(["y", "1", "done", "", "on"].allSatisfy { BookFlag.value($0) == nil })
    }

    /// A CSV column also takes a spreadsheet's short forms, and `done`.
    @Test func aColumnAlsoTakesShortFormsAndDone() {
        #expect(["yes", "true", "y", "1", "done", "Done"].map(BookFlag.columnValue) == [true, true, true, true, true, true])
        #expect(["no", "false", "n", "0"].map(BookFlag.columnValue) == [false, false, false, false])
        #expect(["", "maybe", "2"].allSatisfy { BookFlag.columnValue($0) == nil })
    }

    @Test func aFlagIsWrittenInTheColumnsOwnStyle() {
        #expect(BookFlag.word(true, like: []) == "yes")
        #expect(BookFlag.word(false, like: ["yes", ""]) == "no")
        #expect(BookFlag.word(true, like: ["", "FALSE"]) == "true")
        #expect(BookFlag.word(false, like: ["True"]) == "false")
        for word in ["yes", "no", "true", "false"] { #expect(BookFlag.value(word) != nil) }
    }
}
