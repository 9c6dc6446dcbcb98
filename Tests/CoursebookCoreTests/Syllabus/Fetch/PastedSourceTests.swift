import CourseModel
import Testing
@testable import CoursebookCore

/// What people paste as a course page's source: repository home pages, `tree/` pages and
/// addresses without a scheme all mean a README on GitHub, not a local file.
@Suite("Pasted page sources")
struct PastedSourceTests {
    private let readme = PageOrigin.github(owner: "example", repo: "robots", path: "README.md", ref: "HEAD")

    @Test func aRepositoryHomeAddressMeansItsReadme() {
        #expect(PageOrigin.parse("https://github.com/example/robots") == readme)
        #expect(PageOrigin.parse("https://github.com/example/robots/") == readme)
        #expect(PageOrigin.parse("https://github.com/example/robots.git") == readme)
        #expect(PageOrigin.parse("https://github.com/example/robots?tab=readme-ov-file#week-1") == readme)
    }

    @Test func anAddressWithoutASchemeIsStillGitHub() {
        #expect(PageOrigin.parse("github.com/example/robots") == readme)
        #expect(PageOrigin.parse("www.github.com/example/robots") == readme)
        #expect(PageOrigin.parse("github.com/example/robots/blob/main/docs/a.md")
            == .github(owner: "example", repo: "robots", path: "docs/a.md", ref: "main"))
    }

    @Test func aTreeAddressMeansTheFoldersReadme() {
        #expect(PageOrigin.parse("https://github.com/example/robots/tree/main")
            == .github(owner: "example", repo: "robots", path: "README.md", ref: "main"))
        #expect(PageOrigin.parse("https://github.com/example/robots/tree/fall-2026/week1/")
            == .github(owner: "example", repo: "robots", path: "week1/README.md", ref: "fall-2026"))
    }

    @Test func ownerSlashRepoIsARepository() {
        #expect(PageOrigin.repositoryShorthand("example/robots") == readme)
        #expect(PageOrigin.repositoryShorthand("pages/intro.md") == nil)
        #expect(PageOrigin.repositoryShorthand("a/b/c") == nil)
        #expect(PageOrigin.repositoryShorthand("../robots") == nil)
    }

    /// One rule of a Markdown file's name, any case, for the course file's `page:` and here: a
    /// name ending `.MD` was a repository to this shorthand until it shared the loader's rule.
    @Test func aMarkdownFileNameInAnyCaseIsNeverARepository() {
        #expect(PageOrigin.repositoryShorthand("pages/Intro.MD") == nil)
        #expect(PageOrigin.repositoryShorthand("pages/intro.Markdown") == nil)
        #expect(PageOrigin.isMarkdownFileName("README.md") && PageOrigin.isMarkdownFileName("a.MARKDOWN"))
        #expect(!PageOrigin.isMarkdownFileName("roster.csv") && !PageOrigin.isMarkdownFileName("md"))
    }

    @Test func otherGitHubPagesAndUnsafePathsAreNotReadmes() {
        #expect(PageOrigin.parse("https://github.com/example/robots/issues") == .web("https://github.com/example/robots/issues"))
        #expect(PageOrigin.parse("github.com/example") == nil)
        #expect(PageOrigin.parse("https://github.com/example/robots/tree/main/../../x") == .web("https://github.com/example/robots/tree/main/../../x"))
    }
}
