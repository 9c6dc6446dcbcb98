import CourseModel
import CoursebookCore
import Foundation
import Testing

/// Every malformed book gives located diagnostics (exactly the expected errors), exit 65 from
/// `check` and `build`, and leaves every file of the book and its existing site untouched.
@Suite("Malformed course books")
struct MalformedBookTests {
    /// A copy of the valid fixture with a previous site in `_site`.
    private static func validCopy() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-malformed-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: BookCopy.fixtures.appendingPathComponent("valid-book"), to: root)
        let site = root.appendingPathComponent("_site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try Data("audience: public\n".utf8).write(to: site.appendingPathComponent(OutputFolderSwap.markerName))
        try Data("<p>previous site</p>\n".utf8).write(to: site.appendingPathComponent("index.html"))
        return root
    }

    private static func matches(_ diagnostic: Diagnostic, _ expected: MalformedBook.Expected) -> Bool {
        diagnostic.location.path == expected.path && diagnostic.location.line == expected.line
            && (expected.column == nil || diagnostic.location.column == expected.column) && diagnostic.message.contains(expected.phrase)
    }

    /// Loads, checks and builds a broken copy and compares everything against the expectations.
    static func verify(_ mutate: (URL) throws -> Void, expected: [MalformedBook.Expected], sourceLocation: Testing.SourceLocation = #_sourceLocation) async throws {
        let book = try validCopy()
        defer {
            _ = try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: book.path)
            try? FileManager.default.removeItem(at: book)
        }
        try mutate(book)
        let before = try BookCopy.files(in: book)
        let found = BookErrors.of(book)
        let listing = found.map(\.description).joined(separator: "\n")
        #expect(found.count == expected.count, "expected \(expected.count) errors, got:\n\(listing)", sourceLocation: sourceLocation)
        for item in expected {
            #expect(found.contains { matches($0, item) }, "missing \(item.path):\(item.line): \(item.phrase) in:\n\(listing)", sourceLocation: sourceLocation)
        }
        #expect(found.allSatisfy { !$0.location.path.isEmpty && $0.location.path != "?" }, "every error names a file of the book", sourceLocation: sourceLocation)
        let status = expected.isEmpty ? 0 : 65
        #expect(await BookCopy.exitCode(["check", "--quiet", book.path]) == status, "check", sourceLocation: sourceLocation)
        #expect(await BookCopy.exitCode(["build", book.path, "--today", "2026-10-21"]) == status, "build", sourceLocation: sourceLocation)
        if expected.isEmpty { return }
        #expect(try BookCopy.files(in: book) == before, "files changed", sourceLocation: sourceLocation)
    }

    @Test(arguments: MalformedBook.cases)
    func reportsEveryProblemAndChangesNothing(_ book: MalformedBook) async throws {
        try await Self.verify(book.mutate, expected: book.expected)
    }

    @Test func theTableIsLargeEnough() {
        #expect(MalformedBook.cases.filter { !$0.expected.isEmpty }.count >= 40)
        #expect(MalformedBook.cases.contains { $0.expected.count == 5 })
    }

    /// Mode bits do not stop root from reading, so this case only means something for other users.
    @Test(.enabled(if: Mutation.permissionsApply, "running as root: chmod 000 does not stop reads (the FIFO and dangling-link cases cover unreadable files)"))
    func anUnreadableFileIsReported() async throws {
        try await Self.verify(Mutation.unreadable("people.csv"), expected: [MalformedBook.at("people.csv", 0, nil, "cannot be read")])
    }

    /// A 50 MB people.csv (a long column the loader ignores) with one bad row at its end.
    @Test func aFiftyMegabyteCSVIsReadAndItsBadRowLocated() async throws {
        let filler = String(repeating: "lorem ipsum dolor sit amet ", count: 37)
        var text = "id,first_name,last_name,email,role,remarks\ntlin,Tova,Lindqvist,tova.lindqvist@staff.example.org,teacher,\n"
        text += "amara,Amara,Okafor,amara.okafor@students.example.org,student,\nbjorn,Bj,Ek,bjorn.ekstrom@students.example.org,student,\n"
        text += "chen,Chen,Wu,chen.wu@students.example.org,student,\n"
        var line = 5
        while text.utf8.count < 50_000_000 {
            text += "p\(line),Student,Number,p\(line)@students.example.org,student,\"\(filler)\"\n"
            line += 1
        }
        text += "broken row\n"
        try await Self.verify(Mutation.write(text, "people.csv"), expected: [MalformedBook.at("people.csv", line + 1, 1, "row has 1 field")])
    }
}
