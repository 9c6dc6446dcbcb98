import Foundation
import Testing

/// `coursebook syllabus` with the sources people paste: a repository is read from GitHub (here
/// the empty offline cache shows which address was asked for), and a name that is neither a
/// file nor an address says how to write a GitHub page.
@Suite("syllabus sources", .enabled(if: BuiltTool.isAvailable, "needs .build/debug/coursebook (swift build)"))
struct SyllabusSourceTests {
    private func offline(_ source: String) throws -> BuiltTool.Run {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        return try BuiltTool.run(["syllabus", source, "--offline", "--cache-dir", cache.path])
    }

    @Test(arguments: ["example/robots", "github.com/example/robots", "https://github.com/example/robots",
                      "https://github.com/example/robots/tree/HEAD"])
    func aPastedRepositoryReadsItsReadme(_ source: String) throws {
        let run = try offline(source)
        #expect(run.status == 74, "\(run.output)")
        #expect(run.output.contains("/example/robots/HEAD/README.md"), "\(run.output)")
    }

    /// The command reads SOURCE with the course file's parser: an http page is refused as there.
    @Test func anHTTPAddressIsRefusedAsInACourseFile() throws {
        let run = try offline("http://example.org/course.md")
        #expect(run.status == 64, "\(run.output)")
        #expect(run.output.contains("error: 'http://example.org/course.md' must use https, not http"), "\(run.output)")
    }

    /// A course id with `--book` is read by the book's `SyllabusLoader`, as `build` reads it: the
    /// schedule is checked against the course's sessions.
    @Test func aCourseIDIsReadAsTheBuildReadsIt() throws {
        let book = try BookCopy("valid-book")
        defer { try? FileManager.default.removeItem(at: book.root) }
        let page = "# Algorithms\n\n## Schedule\n\n| Date | Topic |\n| --- | --- |\n| 2026-10-19 | Sorting |\n| 2026-12-15 | Searching |\n"
        try Data(page.utf8).write(to: book.root.appendingPathComponent("pages/alg.md"))
        let run = try BuiltTool.run(["syllabus", "alg", "--book", book.root.path, "--offline"])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("pages/alg.md:8: warning: alg: the schedule row dated 2026-12-15"), "\(run.output)")
        #expect(run.output.contains("\"Sorting\""), "\(run.output)")
    }

    @Test func aMissingFileSuggestsTheGitHubForms() throws {
        let run = try offline("no-such-page.md")
        #expect(run.status == 66)
        #expect(run.output.contains("no such file"), "\(run.output)")
        #expect(run.output.contains("github:OWNER/REPO"), "\(run.output)")
    }
}
