import Foundation
import Testing
@testable import CoursebookCore

@Suite("Templates")
struct TemplateLibraryTests {
    /// The binary embeds Templates/; editing a template without `make templates` must not pass.
    @Test func embeddedTemplatesMatchTheTemplatesFolder() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("Templates")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted()
        #expect(names == TemplateLibrary.defaultNames, "run `make templates`")
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            #expect(EmbeddedTemplates.files[name] == text, "\(name) differs from its embedded copy; run `make templates`")
        }
    }

    @Test func valuesAreEscapedByDefault() throws {
        let library = try TemplateLibrary.load()
        let html = library.render("report.html", ["title": "<script>alert(1)</script>", "sections": []])
        #expect(html.contains("&lt;script&gt;"))
        #expect(!html.contains("<script>alert"))
    }

    @Test func aBookTemplateOverridesTheDefaultAndBrokenOnesAreLocated() throws {
        let book = FileManager.default.temporaryDirectory.appendingPathComponent("tpl-\(UUID().uuidString)")
        let folder = book.appendingPathComponent("Templates")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: book) }
        try "<p>{{title}}</p>".write(to: folder.appendingPathComponent("report.html.mustache"), atomically: true, encoding: .utf8)
        let library = try TemplateLibrary.load(overrides: folder)
        #expect(library.render("report.html", ["title": "Roster"]) == "<p>Roster</p>")
        #expect(library.overridden == ["report.html.mustache"])

        try "line one\n{{#open}} never closed".write(to: folder.appendingPathComponent("report.html.mustache"), atomically: true, encoding: .utf8)
        #expect(throws: TemplateError.self) { try TemplateLibrary.load(overrides: folder) }
        do {
            _ = try TemplateLibrary.load(overrides: folder)
        } catch {
            #expect(error.diagnostics.first?.location.path == "Templates/report.html.mustache")
            #expect(error.diagnostics.first?.location.line == 2)
        }
    }
}
