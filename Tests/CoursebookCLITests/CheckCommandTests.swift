import Foundation
import Testing
@testable import CoursebookCLI

@Suite("coursebook check")
struct CheckCommandTests {
    @Test func parsesTheBookArgument() throws {
        let command = try CheckCommand.parse(["some/book", "--quiet"])
        #expect(command.book == "some/book")
        #expect(command.quiet)
    }

    @Test func bookDefaultsToTheCurrentFolder() throws {
        #expect(try CheckCommand.parse([]).book == ".")
    }
}
