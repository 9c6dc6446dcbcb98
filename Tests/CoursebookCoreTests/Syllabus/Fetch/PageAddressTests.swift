import CourseModel
import Foundation
import Testing
@testable import CoursebookCore

/// One parser of written page addresses (`PageOrigin.read`), for a course file's `page:` and the
/// `syllabus` command's SOURCE alike.
@Suite("Page addresses")
struct PageAddressTests {
    private static let readme = PageOrigin.github(owner: "example", repo: "robots", path: "README.md", ref: "HEAD")
    private static let file = PageOrigin.github(owner: "example", repo: "robots", path: "docs/a.md", ref: "main")

    static let forms: [(text: String, reading: PageOrigin.Reading)] = [
        ("github:example/robots", .origin(readme)),
        ("github:example/robots/docs/a.md@main", .origin(file)),
        ("github:", .problem("is not a valid GitHub reference (expected github:OWNER/REPO[/PATH][@REF])")),
        ("https://github.com/example/robots", .origin(readme)),
        ("https://www.github.com/example/robots", .origin(readme)),
        ("http://github.com/example/robots", .origin(readme)),
        ("http://www.github.com/example/robots", .origin(readme)),
        ("github.com/example/robots", .origin(readme)),
        ("www.github.com/example/robots", .origin(readme)),
        ("github.com/example/robots/blob/main/docs/a.md", .origin(file)),
        ("https://github.com/example/robots/issues", .origin(.web("https://github.com/example/robots/issues"))),
        ("https://example.org/course.md", .origin(.web("https://example.org/course.md"))),
        ("HTTPS://example.org/course.md", .origin(.web("HTTPS://example.org/course.md"))),
        ("http://example.org/course.md", .problem("must use https, not http")),
        ("pages/intro.md", .path),
        ("github.com/example", .path),
        ("example/robots", .path),
    ]

    @Test(arguments: forms.indices)
    func everyFormReadsOneWay(_ index: Int) {
        let (text, reading) = Self.forms[index]
        #expect(PageOrigin.read(text, endpoints: GitHubEndpoints()) == reading, "\(text)")
    }

    /// A course file reads its `page:` the same way: schemeless and http github.com addresses were
    /// an error there ('must be a Markdown file', 'must use https') and a GitHub page on the command line.
    @Test(arguments: ["github.com/example/robots", "http://github.com/example/robots", "http://example.org/course.md"])
    func aCourseFileReadsItsPageTheSameWay(_ text: String) throws {
        let book = try SiteTestSupport.copyOfBook(SiteTestSupport.fixtureBook)
        defer { try? FileManager.default.removeItem(at: book.deletingLastPathComponent()) }
        let course = book.appendingPathComponent("courses/geo.yml")
        try (String(contentsOf: course, encoding: .utf8) + "page: \(text)\n").write(to: course, atomically: true, encoding: .utf8)
        switch PageOrigin.read(text) {
        case .origin(let origin):
            #expect(try BookLoader(root: book).load().book.course("geo")?.page == origin)
        case .problem(let problem):
            do throws(BookError) {
                _ = try BookLoader(root: book).load()
                Issue.record("\(text) was accepted")
            } catch {
                guard case .invalid(let diagnostics) = error else { Issue.record("\(error)"); return }
                #expect(diagnostics.contains { $0.location.path == "courses/geo.yml" && $0.message == "'page' \(problem)" }, "\(diagnostics)")
            }
        case .path:
            Issue.record("\(text) is an address")
        }
    }
}
