import Foundation
import Testing

/// A command whose standard error or output is gone (a closed terminal, a pipe whose reader
/// quit) still ends with its own exit status instead of a crash.
@Suite("Closed output", .enabled(if: BuiltTool.isAvailable, "needs .build/debug/coursebook (swift build)"))
struct ClosedOutputTests {
    @Test func checkWithStandardErrorClosedExitsWithItsStatus() throws {
        let book = BookCopy.packageRoot.appendingPathComponent("examples/broken-book").path
        let run = try BuiltTool.run(["check", book], shellPrefix: "exec 2>&-")
        #expect(run.status == 65, "\(run.output)")
    }

    @Test func aDryRunWithStandardOutputClosedExitsWithItsStatus() throws {
        let book = try BookCopy("valid-book")
        defer { book.remove() }
        let run = try BuiltTool.run(["course", "remove", "alg", "--yes", "--dry-run", "--book", book.root.path], shellPrefix: "exec 1>&-")
        #expect(run.status == 0, "\(run.output)")
    }
}
