import Testing
@testable import CoursebookCLI

/// `Console.grouped`: the one way the command line groups a count's digits (build summary, progress).
struct ConsoleGroupedTests {
    @Test func digitsAreGroupedByThrees() {
        #expect([0, 7, 999, 1000, 12310, 1234567].map(Console.grouped) == ["0", "7", "999", "1,000", "12,310", "1,234,567"])
    }
}
