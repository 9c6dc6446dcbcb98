import CourseModel
import Foundation
import Testing
@testable import CoursebookCore

/// A broken link in a note is reported at the note's own `path:line:col`, once, although the
/// note is shown on its session page, the staff notes report and the recent notes.
@Suite("Note link locations")
struct NoteLinkLocationTests {
    private func bookWithBrokenNoteLinks() throws -> URL {
        let book = try SiteTestSupport.copyOfBook(SiteTestSupport.fixtureBook)
        let folder = try #require(try FileManager.default.contentsOfDirectory(atPath: book.appendingPathComponent("notes").path).first)
        let note = book.appendingPathComponent("notes/\(folder)/2026-09-08-first-meeting.md")
        let text = try String(contentsOf: note, encoding: .utf8)
        try (text + "\nSee [the slides](missing-slides.pdf),\nthen [week two](../nowhere.md).\n").write(to: note, atomically: true, encoding: .utf8)
        return book
    }

    private func expected(_ book: URL) throws -> [String] {
        let folder = try #require(try FileManager.default.contentsOfDirectory(atPath: book.appendingPathComponent("notes").path).first)
        let path = "notes/\(folder)/2026-09-08-first-meeting.md"
        return [
            "\(path):7:17: warning: link 'missing-slides.pdf' does not resolve to a file of the site",
            "\(path):8:16: warning: link '../nowhere.md' does not resolve to a file of the site",
        ]
    }

    @Test(arguments: [SiteAudience.public, .staff])
    func aStaffOrPublicBuildReportsEachLinkOnceAtTheNote(_ audience: SiteAudience) async throws {
        let book = try bookWithBrokenNoteLinks()
        defer { try? FileManager.default.removeItem(at: book.deletingLastPathComponent()) }
        let output = try SiteTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let summary = try await SiteTestSupport.generate(book, into: output.appendingPathComponent("site"), audience: audience)
        let links = summary.warnings.filter { $0.message.hasPrefix("link '") }.map(\.description)
        #expect(links == (try expected(book)), "\(summary.warnings)")
    }

    @Test func theInMemoryBuildThatServeUsesReportsThemTheSameWay() async throws {
        let book = try bookWithBrokenNoteLinks()
        defer { try? FileManager.default.removeItem(at: book.deletingLastPathComponent()) }
        let result = try await SiteTestSupport.build(book, audience: .staff)
        #expect(result.warnings.filter { $0.message.hasPrefix("link '") }.map(\.description) == (try expected(book)), "\(result.warnings)")
        #expect(!result.warnings.contains { $0.location.path.hasPrefix("_site") })
    }
}

/// A note's link after non-ASCII text is located at its character column.
@Suite("Note link character columns")
struct NoteLinkCharacterColumnTests {
    @Test func aLinkAfterNonASCIITextIsAtItsCharacterColumn() {
        let starts = MarkdownLinkStarts.starts(in: "# Note\n\nZoë, Łódź — [slides](missing.pdf)\n", path: "notes/alg/n.md")
        #expect(starts["missing.pdf"] == [SourceLocation(path: "notes/alg/n.md", line: 3, column: 21)])
    }
}
