import CourseModel
import Testing
@testable import CoursebookCore

/// A page's addresses are rewritten in one place (`PagePresentation.appendAddress`): links,
/// images and GFM autolinks alike, on a page with raw HTML or without.
@Suite("Page presentation")
struct PagePresentationTests {
    /// Disarms every address that ends in `/gone`, replaces `/old` with `/new`.
    private struct Rewriter: PageAddressRewriter {
        func rewrite(_ address: String) -> PageAddressRewrite {
            if address.hasSuffix("/gone") { return .disarm(warning: "broken link '\(address)'") }
            if address.hasSuffix("/old") { return .replace(address.dropLast(3) + "new") }
            return .keep
        }
    }

    private func extract(_ body: String) throws -> Syllabus {
        var extractor = SyllabusExtractor(endpoints: GitHubEndpoints())
        extractor.presentation.addresses = Rewriter()
        return try extractor.extract(body, path: "p.md")
    }

    @Test func theWriterKeepsReplacesOrDisarms() {
        var presentation = PagePresentation()
        presentation.addresses = Rewriter()
        func written(_ name: String, _ address: String) -> (String, String?) {
            var out: [UInt8] = []
            let warning = presentation.appendAddress(name, address, to: &out)
            return (String(decoding: out, as: UTF8.self), warning)
        }
        #expect(written("href", "https://e.org/a&b") == ("href=\"https://e.org/a&amp;b\"", nil))
        #expect(written("src", "https://e.org/old") == ("src=\"https://e.org/new\"", nil))
        #expect(written("href", "https://e.org/gone") == ("data-broken-href=\"https://e.org/gone\"", "broken link 'https://e.org/gone'"))
        var out: [UInt8] = []
        #expect(PagePresentation.asWritten.appendAddress("href", "https://e.org/gone", to: &out) == nil)
        #expect(String(decoding: out, as: UTF8.self) == "href=\"https://e.org/gone\"")
    }

    /// An autolink the presentation disarms is disarmed and warned at its own place like a link;
    /// it was replaced when asked but never disarmed (a raw-HTML page's sanitizer did disarm it).
    @Test func anAutolinkIsDisarmedAndWarnedLikeALink() throws {
        let body = "# T\n\nSee https://e.org/gone now and https://e.org/old.\n\nSee [it](https://e.org/gone).\n"
        let page = try extract(body)
        #expect(page.html.contains("See <a data-broken-href=\"https://e.org/gone\">https://e.org/gone</a> now and <a href=\"https://e.org/new\">https://e.org/old</a>."), "\(page.html)")
        #expect(page.html.contains("See <a data-broken-href=\"https://e.org/gone\">it</a>."), "\(page.html)")
        #expect(page.notices.map { "\($0.line):\($0.column ?? 0) \($0.message)" } == ["3:5 broken link 'https://e.org/gone'", "5:9 broken link 'https://e.org/gone'"])

        let raw = try extract(body + "\n<br>\n")
        #expect(raw.html == page.html + "<br />\n")
        #expect(raw.notices.map(\.message) == page.notices.map(\.message))
        #expect(raw.notices.map(\.line) == page.notices.map(\.line))
    }
}
