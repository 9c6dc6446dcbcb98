import Foundation
import Testing

/// A `--dry-run` says what the command would do, never as if it had done it.
@Suite("Dry-run wording", .enabled(if: BuiltTool.isAvailable, "needs .build/debug/coursebook (swift build)"))
struct DryRunWordingTests {
    @Test func aPreviewSaysWouldAndTheRealRunSaysDone() throws {
        let book = try BookCopy()
        defer { book.remove() }
        let preview = try BuiltTool.run(["course", "remove", "net", "--yes", "--dry-run", "--book", book.root.path])
        #expect(preview.status == 0, "\(preview.output)")
        #expect(preview.output.contains("would remove course net"), "\(preview.output)")
        #expect(!preview.output.contains("removed course"), "\(preview.output)")
        try book.expectUnchanged()

        let enroll = try BuiltTool.run(["enroll", "net", "ravi", "--dry-run", "--book", book.root.path])
        #expect(enroll.output.contains("would enroll ravi in net"), "\(enroll.output)")

        let done = try BuiltTool.run(["course", "remove", "net", "--yes", "--book", book.root.path])
        #expect(done.status == 0, "\(done.output)")
        #expect(done.output.contains("removed course net") && !done.output.contains("would"), "\(done.output)")
    }
}
