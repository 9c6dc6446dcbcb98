import Testing
@testable import CoursebookCore

/// A course page's error prints as every diagnostic does: its text comes from the page or its
/// address, so a hostile page must not drive the terminal (`coursebook syllabus` prints it).
@Suite("Syllabus errors")
struct SyllabusErrorTests {
    @Test func aFrontMatterMessageQuotingThePageIsShownEscaped() {
        let error = SyllabusError.invalidFrontMatter(path: "pages/a.md", line: 2, column: 7, reason: "unknown key \u{1B}]0;pwned\u{07}title")
        #expect(error.description == "pages/a.md:2:7: error: invalid front matter: unknown key \\u{1B}]0;pwned\\u{7}title")
        #expect(!error.description.unicodeScalars.contains { $0.value < 0x20 })
    }

    @Test func anAddressWithControlCharactersIsShownEscaped() {
        let error = SyllabusError.notCached(url: "https://example.org/\u{1B}[2Jpage.md", cacheFolder: ".coursebook/cache")
        #expect(error.description.hasPrefix("https://example.org/\\u{1B}[2Jpage.md: error: "), "\(error.description)")
    }
}
