import CourseModel
import CoursebookCore
import Foundation
import Testing
@testable import CoursebookServe

/// A notes-only change re-renders only the files the notes touch, in both editions; the staff
/// edition's notes reports among them (`IncrementalNoteTests` compares the bytes with full builds).
struct PreviewBuilderTests {
    @Test(arguments: SiteAudience.allCases)
    func aNoteEditRendersOnlyWhatItTouches(audience: SiteAudience) async throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-preview-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: parent) }
        let book = parent.appendingPathComponent("book")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: ServedBook.fixtures.appendingPathComponent("site-book"), to: book)
        var builder = PreviewBuilder(bookRoot: book, audience: audience, today: LocalDate(iso: "2026-11-21"), offline: true)
        guard case .built(_, touched: nil, _) = await builder.build(changed: nil) else {
            Issue.record("the first build failed")
            return
        }
        let note = "notes/alg/2026-09-08-first-meeting.md"
        let text = try String(contentsOf: book.appendingPathComponent(note), encoding: .utf8)
        try (text + "\nA sentence added while serving.\n").write(to: book.appendingPathComponent(note), atomically: true, encoding: .utf8)
        guard case .built(let files, touched: let touched?, _) = await builder.build(changed: [note]) else {
            Issue.record("a note edit rendered the whole \(audience) site")
            return
        }
        #expect(touched.contains(SitePath.session("alg", "2026-09-08")))
        #expect(!touched.contains(SitePath.courses))
        if audience == .staff {
            #expect(touched.isSuperset(of: ["reports/notes-alg.md", "reports/notes-alg.html"]))
            #expect(files.text("reports/notes-alg.md")?.contains("A sentence added while serving.") == true)
        } else {
            #expect(!touched.contains { $0.hasPrefix("reports/") })
        }
    }
}
