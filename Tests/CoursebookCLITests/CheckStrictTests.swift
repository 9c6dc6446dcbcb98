import Foundation
import Testing

/// `check --strict` fails on warnings, so a publishing workflow stops before a site with a
/// known problem goes out; without it warnings leave the exit status at 0.
@Suite("check --strict", .enabled(if: BuiltTool.isAvailable, "needs .build/debug/coursebook (swift build)"))
struct CheckStrictTests {
    @Test func warningsFailOnlyWithStrict() throws {
        let book = try BookCopy("valid-book")
        defer { book.remove() }
        let enrollments = book.root.appendingPathComponent("enrollments.csv")
        try (try Data(contentsOf: enrollments) + Data(",\n".utf8)).write(to: enrollments)
        let relaxed = try BuiltTool.run(["check", book.root.path])
        #expect(relaxed.status == 0 && relaxed.output.contains("1 warning"), "\(relaxed.output)")
        let strict = try BuiltTool.run(["check", "--strict", book.root.path])
        #expect(strict.status == 65, "\(strict.output)")
        #expect(strict.output.contains("enrollments.csv:") && strict.output.contains("(--strict)"), "\(strict.output)")
        let quiet = try BuiltTool.run(["check", "--strict", "--quiet", book.root.path])
        #expect(quiet.status == 65 && quiet.output.contains("blank row"), "\(quiet.output)")
    }
}
