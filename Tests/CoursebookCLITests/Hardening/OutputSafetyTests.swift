import Foundation
import CoursebookCore
import Testing

/// `build` refuses folders it must never replace, before writing anything, and deletes nothing.
@Suite("Output folder safety (CLI)")
struct OutputSafetyTests {
    private static func copy() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let book = folder.appendingPathComponent("book")
        try FileManager.default.copyItem(at: BookCopy.fixtures.appendingPathComponent("site-book"), to: book)
        return book
    }

    @Test func refusedPlacesExit73AndChangeNothing() async throws {
        let book = try Self.copy()
        let parent = book.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: parent) }
        let unmarked = parent.appendingPathComponent("thesis")
        try FileManager.default.createDirectory(at: unmarked, withIntermediateDirectories: true)
        try Data("precious\n".utf8).write(to: unmarked.appendingPathComponent("chapter1.tex"))
        let before = try BuiltTool.digest(parent)
        for (place, force) in [(book.path, true), (parent.path, true), (unmarked.path, false), (book.path + "/.", true), (book.path + "/courses/..", true)] {
            let code = await BookCopy.exitCode(["build", book.path, "--output", place, "--today", "2026-09-09"] + (force ? ["--force"] : []))
            #expect(code == 73, "\(place)")
            #expect(try BuiltTool.digest(parent) == before, "\(place) changed something")
        }
    }

    /// For `/` and the home folder only the refusal is checked (validation runs before any write).
    @Test func rootAndHomeAreRefusedBeforeAnyWrite() throws {
        let book = try Self.copy()
        defer { try? FileManager.default.removeItem(at: book.deletingLastPathComponent()) }
        for place in ["/", FileManager.default.homeDirectoryForCurrentUser.path, "//", "/tmp/.."] {
            do {
                try CoursebookCore.OutputFolder(url: URL(fileURLWithPath: place)).validate(book: book, audience: .public, force: true)
                Issue.record("\(place) was accepted")
            } catch {
                #expect("\(error)".contains("refus") || "\(error)".contains("root") || "\(error)".contains("home"), "\(error)")
            }
        }
    }
}
