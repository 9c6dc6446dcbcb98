import CourseModel
import Foundation
import Testing
@testable import CoursebookCLI
@testable import CoursebookCore

@Suite("coursebook build, templates, init")
struct SiteCommandTests {
    @Test func buildParsesEveryOption() throws {
        let command = try BuildCommand.parse(["book", "--output", "out", "--audience", "staff", "--today", "2026-11-21",
                                              "--offline", "--base-url", "https://example.org/site/", "--strict", "--force"])
        #expect(command.book == "book")
        #expect(command.output == "out")
        #expect(command.audience == .staff)
        #expect(command.today == LocalDate(iso: "2026-11-21"))
        #expect(command.offline && command.strict && command.force)
        #expect(command.baseURL == "https://example.org/site/")
        #expect(try BuildCommand.parse([]).book == ".")
    }

    @Test func theRootCommandKnowsTheNewSubcommands() {
        let names = CoursebookCommand.configuration.subcommands.map { $0.configuration.commandName }
        #expect(names.contains("build") && names.contains("templates") && names.contains("init"))
    }

    @Test func initStartsABookThatChecksAndBuilds() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-init-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try InitCommand.parse([folder.path]).run()
        let loaded = try BookLoader(root: folder).load()
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
        #expect(loaded.book.courses.count == 2)
        #expect(loaded.book.people.count >= 3)
        let summary = try await SiteBuild(bookRoot: folder, book: loaded.book).run(
            .init(output: folder.appendingPathComponent("_site"), today: LocalDate(iso: "2027-03-01")!, strict: true))
        #expect(summary.pages >= 8)
        #expect(throws: (any Error).self) { try InitCommand.parse([folder.path]).run() }
    }

    /// English counts go through `EnglishPlural`: a rebuild that reuses one course says so in the singular.
    @Test(.enabled(if: BuiltTool.isAvailable)) func aRebuildCountsTheCoursesItReusedInEnglish() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-reuse-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try InitCommand.parse([folder.path]).run()
        #expect(try BuiltTool.run(["build", folder.path, "--today", "2027-03-01"]).status == 0)
        let lab = folder.appendingPathComponent("courses/lab.yml")
        try (String(contentsOf: lab, encoding: .utf8) + "# changed\n").write(to: lab, atomically: true, encoding: .utf8)
        let run = try BuiltTool.run(["build", folder.path, "--today", "2027-03-01"])
        #expect(run.status == 0 && run.output.contains("reused the pages of 1 course)"), "\(run.output)")
    }

    @Test func templatesExportWritesEveryDefaultOnce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-tpl-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try TemplatesCommand.Export.parse([folder.path]).run()
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == TemplateLibrary.defaultNames)
        #expect(names.contains("layout.html.mustache") && names.contains("site.css"))
    }
}
