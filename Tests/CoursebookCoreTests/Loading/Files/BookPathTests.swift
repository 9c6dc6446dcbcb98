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
}
