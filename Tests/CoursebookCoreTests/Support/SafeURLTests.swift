import CourseModel
import Foundation
import Testing
@testable import CoursebookCore

/// Notes and course pages write their addresses through one policy (`SafeURL`): the same address
/// is kept, or dropped, in both.
@Suite("One address policy")
struct SafeURLTests {
    /// Each address with whether it is kept, as a link's `href` and as an image's `src`.
    static let addresses: [(address: String, link: Bool, image: Bool)] = [
        ("javascript:alert(1)", false, false),
        ("JaVaScRiPt:alert(1)", false, false),
        ("data:text/html;base64,PHNjcmlwdD4=", false, false),
        ("data:image/png;base64,iVBORw0KGgo=", false, true),
        ("vbscript:msgbox(1)", false, false),
        ("tel:+15551234567", false, false),
        ("mailto:staff@example.edu", true, true),
        ("http://example.org/a", true, true),
        ("https://example.org/a?b=1", true, true),
        ("slides/week1.pdf", true, true),
        ("#week-2", true, true),
    ]

    private static func note(_ body: String) -> String {
        SiteCatalog.bodyHTML(Note(courseID: "c", sessionDate: LocalDate(iso: "2026-09-01")!, slug: "a", title: "A", created: Instant(secondsSince1970: 0), body: body, path: "notes/c/2026-09-01-a.md"))
    }

    private static func page(_ markdown: String) throws -> String {
        try SyllabusExtractor(year: 2026, endpoints: GitHubEndpoints()).extract("# Page\n\n" + markdown, path: "page.md").html
    }

    @Test(arguments: addresses.indices)
    func aNoteAndACoursePageKeepTheSameAddresses(_ index: Int) throws {
        let (address, link, image) = Self.addresses[index]
        let linkMarkdown = "[open](\(address))\n"
        let imageMarkdown = "![figure](\(address))\n"
        let href = "href=\"\(address)\""
        let src = "src=\"\(address)\""
        let note = (link: Self.note(linkMarkdown), image: Self.note(imageMarkdown))
        let page = (link: try Self.page(linkMarkdown), image: try Self.page(imageMarkdown))
        #expect(note.link.contains(href) == link, "note: \(note.link)")
        #expect(page.link.contains(href) == link, "page: \(page.link)")
        #expect(note.image.contains(src) == image, "note: \(note.image)")
        #expect(page.image.contains(src) == image, "page: \(page.image)")
        // A refused link keeps its text and loses its element, in both.
        #expect(note.link.contains("<a") == link && page.link.contains("<a") == link, "\(note.link) \(page.link)")
        #expect(note.link.contains("open") && page.link.contains("open"))
    }

    /// The HTML report of notes renders bodies with the same policy.
    @Test func theNotesReportKeepsTheSameAddresses() {
        for (address, link, _) in Self.addresses {
            #expect(NoteBodyHTML.render("[open](\(address))").contains("href=\"\(address)\"") == link, "\(address)")
        }
    }
}
