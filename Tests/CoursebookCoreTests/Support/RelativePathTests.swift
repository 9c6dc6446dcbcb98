import Testing
@testable import CoursebookCore

/// One resolver of `.` and `..` (`RelativePath`), by the text alone.
@Suite("Relative paths")
struct RelativePathTests {
    /// Each path and folder with the result when a `..` above the root stays there, and when it is refused.
    static let paths: [(relative: String, folder: String, stay: String, refuse: String?)] = [
        ("a.md", "", "a.md", "a.md"),
        ("a.md", "pages", "pages/a.md", "pages/a.md"),
        ("./img/a.png", "pages", "pages/img/a.png", "pages/img/a.png"),
        ("../files/x.pdf", "pages", "files/x.pdf", "files/x.pdf"),
        ("img/../../x", "pages", "x", "x"),
        ("../../x", "pages", "x", nil),
        ("..", "", "", nil),
        ("a//b/", "", "a/b", "a/b"),
        ("/a/b", "", "a/b", "a/b"),
        ("", "courses/c", "courses/c", "courses/c"),
        ("../cs102/index.html", "courses/cs101", "courses/cs102/index.html", "courses/cs102/index.html"),
        ("a/..", "", "", ""),
    ]

    @Test(arguments: paths.indices)
    func dotsAreResolvedByTheText(_ index: Int) {
        let (relative, folder, stay, refuse) = Self.paths[index]
        #expect(RelativePath.resolve(relative, from: folder, aboveRoot: .stayAtRoot) == stay, "\(relative) from \(folder)")
        #expect(RelativePath.resolve(relative, from: folder, aboveRoot: .refuse) == refuse, "\(relative) from \(folder)")
    }
}
