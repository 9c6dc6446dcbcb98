import Foundation
import Testing

/// Changes that would make the book invalid exit 65, usage mistakes exit 64, and neither touches
/// a single byte of any file.
@Suite("Refused changes")
struct RefusedEditTests {
    @Test(arguments: [
        ["bonus", "add", "--course", "net", "--student", "lina", "--points", "11", "--reason", "Too many"],
        ["bonus", "add", "--course", "db", "--student", "zoe", "--points", "2", "--reason", "Not enrolled"],
        ["attendance", "mark", "--course", "net", "--date", "2026-09-23", "--status", "present", "lina"],
        ["person", "add", "--id", "lina", "--first", "L", "--last", "B", "--email", "l@students.example.org", "--role", "student"],
        ["person", "add", "--id", "new", "--first", "N", "--last", "W", "--email", "not-an-address", "--role", "student"],
        // hmeyer teaches net: nobody studies a course they teach.
        ["enroll", "net", "hmeyer"],
        ["course", "add", "net", "--name", "Again", "--subject", "CS", "--branch", "X"],
        ["course", "teacher", "db", "--set", "lina"],
        ["course", "edit", "db", "--meets", "TR 10:00-09:00 Backwards"],
        // net has attendance and a note on Tuesday 2026-09-22, which MW meetings no longer give.
        ["course", "edit", "net", "--replace-meets", "--meets", "MW 10:00-11:30 C-101"],
        ["project", "add", "--course", "net", "--name", "Lab 1, sockets", "--due", "2026-10-02"],
        ["note", "add", "--course", "net", "--session", "2026-09-23", "--title", "No class", "--body-file", "/dev/null"],
    ])
    func invalidChangesAreRefusedWith65(arguments: [String]) throws {
        let book = try BookCopy()
        defer { book.remove() }
        #expect(book.run(arguments) == 65)
        try book.expectUnchanged()
    }

    @Test(arguments: [
        ["enroll", "net", "ghost"],
        ["enroll", "nett", "ravi"],
        ["person", "edit", "lnia", "--first", "Lina"],
        ["course", "edit", "nett", "--name", "X"],
        ["unenroll", "net", "ravi"],
        ["bonus", "remove", "9", "--course", "net"],
        ["project", "done", "--course", "net", "Lab 9"],
        ["course", "teacher", "net"],
        ["course", "edit", "net", "--replace-meets"],
        ["course", "add", "Bad/Id", "--name", "X", "--subject", "Y", "--branch", "Z"],
    ])
    func usageMistakesExit64(arguments: [String]) throws {
        let book = try BookCopy()
        defer { book.remove() }
        #expect(book.run(arguments) == 64)
        try book.expectUnchanged()
    }

    @Test func removalWithoutATerminalOrYesIsRefused() throws {
        let book = try BookCopy()
        defer { book.remove() }
        try #require(FileManager.default.isExecutableFile(atPath: BookCopy.executable.path), "build the coursebook executable first (swift build)")
        let process = Process()
        process.executableURL = BookCopy.executable
        process.arguments = ["person", "remove", "omar", "--book", book.root.path]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 64)
        try book.expectUnchanged()
    }

    /// A book with errors can still be edited, since the edit may be what fixes them: a change is
    /// refused only for errors it adds, and the ones it leaves are printed as warnings.
    @Test func aBookWithErrorsIsEditedUnlessTheChangeAddsOne() throws {
        let book = try BookCopy("broken-book")
        defer { book.remove() }
        let before = BookErrors.of(book.root)
        #expect(!before.isEmpty)
        // Adds an error: refused, nothing written.
        #expect(book.run(["person", "add", "--id", "extra", "--first", "E", "--last", "X", "--email", "not-an-address", "--role", "student"]) == 65)
        try book.expectUnchanged()
        // Adds none and fixes none: written, and the book's errors stay as they were.
        #expect(book.run(["person", "add", "--id", "extra", "--first", "E", "--last", "X", "--email", "extra@example.edu", "--role", "student"]) == 0)
        #expect(BookErrors.of(book.root) == before)
        // Fixes one: written, and that error is gone.
        #expect(book.run(["person", "add", "--id", "ghost", "--first", "G", "--last", "Host", "--email", "ghost@example.edu", "--role", "student"]) == 0)
        let after = BookErrors.of(book.root).map(\.message)
        #expect(!after.contains("unknown person 'ghost' in 'student'"))
        #expect(after.count == before.count - 1)
    }
}
