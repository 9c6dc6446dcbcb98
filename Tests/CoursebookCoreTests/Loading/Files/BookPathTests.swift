import Testing
@testable import CoursebookCore

/// Paths that data files name (a page's `source`, an image) must stay inside the book.
@Suite("Book paths")
struct BookPathTests {
    @Test(arguments: ["pages/a.md", "a.md", "pages/img/logo.png", "notes/alg/2026-09-01-intro.md"])
    func pathsInsideTheBookAreKept(path: String) {
        #expect(BookPath.isSafeRelative(path))
    }

    @Test(arguments: ["", "/etc/passwd", "~/x.md", "../x.md", "pages/../../x.md", "pages/./a.md", "pages//a.md",
                      "pages\\a.md", "a\0.md", "pages/%2e%2e/x.md", String(repeating: "a/", count: 600) + "a.md"])
    func pathsThatCouldLeaveTheBookAreRefused(path: String) {
        #expect(!BookPath.isSafeRelative(path))
    }

    /// The plain relative path every book path is (`plainParts`), which the edit journal asks of
    /// the paths it wrote: a data file's path is also one, but not every plain path is a safe one.
    @Test func aPlainRelativePathIsTheRuleUnderEverySafeOne() {
        #expect(BookPath.plainParts("notes/alg/2026-09-01-intro.md") == ["notes", "alg", "2026-09-01-intro.md"])
        #expect(BookPath.plainParts(".people.csv.tmp-12-34") == [".people.csv.tmp-12-34"])
        for path in ["", "/etc/passwd", "../x.md", "pages/../../x.md", "pages/./a.md", "pages//a.md", "a\0.md", "pages/"] {
            #expect(BookPath.plainParts(path) == nil, "\(path)")
        }
        for path in ["notes/alg/50%-off.md", "~draft.md", "pages\\a.md"] {
            #expect(BookPath.plainParts(path) != nil, "\(path)")
            #expect(!BookPath.isSafeRelative(path), "\(path)")
        }
    }

    /// `RealPaths`: the one rule of a path inside a folder, and what it is relative to it.
    @Test func insideAFolderIsBelowItOrItself() {
        #expect(RealPaths.path("/b", isInside: "/b"))
        #expect(RealPaths.path("/b/x", isInside: "/b"))
        #expect(!RealPaths.path("/bx", isInside: "/b"))
        #expect(RealPaths.path("/b/x", isInside: "/"))
        #expect(RealPaths.path("/b/notes/a.md", relativeTo: "/b") == "notes/a.md")
        #expect(RealPaths.path("/b/x", relativeTo: "/") == "b/x")
        #expect(RealPaths.path("/b", relativeTo: "/b") == nil)
        #expect(RealPaths.path("/bx/a", relativeTo: "/b") == nil)
        #expect(RealPaths.path("/a", relativeTo: "/b") == nil)
    }
}
