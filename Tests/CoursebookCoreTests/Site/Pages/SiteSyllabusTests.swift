import CourseModel
import Foundation
import Testing
@testable import CoursebookCore

/// The site built from syllabus records: course pages, search, deadlines, remote pages, staff reports.
@Suite("Site and syllabus")
struct SiteSyllabusTests {
    @Test func coursePageShowsThePageOnceWithContentsTaskAnchorsAndDeadlines() async throws {
        let result = try await SiteTestSupport.build(SiteTestSupport.fixtureBook, today: "2026-09-09")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        let page = try #require(result.files.text("courses/alg/index.html"))
        // Contents from the record's sections, with the anchors the syllabus HTML puts on headings.
        #expect(page.contains("<li><a href=\"#weekly-plan\">Weekly plan</a></li>"))
        #expect(page.contains("<h3 id=\"weekly-plan\">Weekly plan</h3>"))
        #expect(page.contains("<h2 id=\"algebra-syllabus\">Algebra syllabus</h2>"), "headings sit below the course's <h1>")
        // The page is shown once, as written: its schedule table and tasks in place, with no second
        // copy below it; each task's item carries the anchor the search index links to.
        #expect(!page.contains("Week by week") && !page.contains("id=\"course.tasks\""))
        #expect(page.components(separatedBy: "<td>Chapter 1</td>").count == 2)
        #expect(page.contains("<li id=\"course.task-2\">Show that every group of order 4 is abelian.</li>"))
        #expect(page.contains("<li id=\"course.task-3\">Classify the groups of order 8.</li>"))
        // Deadlines: the page's dated one beside the course's projects.
        #expect(page.contains("<tr><th scope=\"row\">Homework</th><td><time datetime=\"2026-09-18\">Fri 18 Sep 2026</time></td><td>Course page</td><td class=\"status-Upcoming\">Upcoming</td></tr>"))
        let home = try #require(result.files.text("index.html"))
        #expect(home.contains("<time datetime=\"2026-09-18\">Fri 18 Sep 2026</time> — Homework (<a href=\"courses/alg/index.html\">Algebra, Proofs &amp; Structures</a>, course page)"))
    }

    @Test func searchIndexHoldsSyllabusSectionsAndTasks() async throws {
        let result = try await SiteTestSupport.build(SiteTestSupport.fixtureBook, today: "2026-09-09")
        let json = try #require(result.files.files["search/index.json"])
        let entries = try #require(try JSONSerialization.jsonObject(with: json) as? [[String: String]])
        #expect(entries.contains { $0["kind"] == "task" && $0["text"] == "Classify the groups of order 8." && $0["url"] == "courses/alg/index.html#course.task-3"
            && $0["title"] == "Extra credit: Task 1 (extra)" })
        #expect(entries.contains { $0["kind"] == "section" && $0["title"] == "Grading" && $0["url"] == "courses/alg/index.html#grading" })
    }

    @Test func aGitHubPageNotInTheCacheIsAWarningOfflineAndStrictFailsOnIt() async throws {
        let book = try SiteTestSupport.copyOfBook(SiteTestSupport.fixtureBook)
        defer { try? FileManager.default.removeItem(at: book.deletingLastPathComponent()) }
        try FileManager.default.removeItem(at: book.appendingPathComponent("pages/alg.md"))
        let course = book.appendingPathComponent("courses/alg.yml")
        try (try String(contentsOf: course, encoding: .utf8)).replacingOccurrences(of: "page: pages/alg.md", with: "page: github:canary-org/algebra")
            .write(to: course, atomically: true, encoding: .utf8)
        let output = book.deletingLastPathComponent().appendingPathComponent("out")
        await #expect(throws: SiteError.self) { try await SiteTestSupport.generate(book, into: output, strict: true) }
        #expect(!FileManager.default.fileExists(atPath: output.path))

        let summary = try await SiteTestSupport.generate(book, into: output)
        #expect(summary.warnings.map(\.location.path) == ["courses/alg.yml"])
        #expect(summary.warnings.first?.message.contains(".coursebook/cache (--offline; a run without --offline fills it)") == true)
        let page = try String(contentsOf: output.appendingPathComponent("courses/alg/index.html"), encoding: .utf8)
        let web = GitHubEndpoints.fromEnvironment().web + "/canary-org/algebra/blob/HEAD/README.md"
        #expect(page.contains("it is kept at <a href=\"\(web)\">"))
    }

    @Test func aCachedGitHubPageIsShownOffline() async throws {
        let book = try SiteTestSupport.copyOfBook(SiteTestSupport.fixtureBook)
        defer { try? FileManager.default.removeItem(at: book.deletingLastPathComponent()) }
        let course = book.appendingPathComponent("courses/alg.yml")
        try (try String(contentsOf: course, encoding: .utf8)).replacingOccurrences(of: "page: pages/alg.md", with: "page: github:canary-org/algebra@main")
            .write(to: course, atomically: true, encoding: .utf8)
        let raw = GitHubEndpoints.fromEnvironment().raw + "/canary-org/algebra/main/README.md"
        PageCache(folder: SyllabusLoader.bookCacheFolder(book)).store(.init(
            url: raw, etag: "\"v1\"", body: Data("# Algebra\n\n## Tasks\n\n1. Prove it. Due: Sep 25\n\n![plot](plot.png)\n".utf8)))
        let result = try await SiteTestSupport.build(book, today: "2026-09-20")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        let page = try #require(result.files.text("courses/alg/index.html"))
        #expect(page.contains("<h3 id=\"tasks\">Tasks</h3>"))
        #expect(page.contains("<li id=\"course.task-1\">Prove it. Due: Sep 25</li>"))
        #expect(page.contains("src=\"" + GitHubEndpoints.fromEnvironment().raw + "/canary-org/algebra/main/plot.png\""), "relative images point at GitHub")
        #expect(page.contains("From the course page at <a href=\"" + GitHubEndpoints.fromEnvironment().web + "/canary-org/algebra/blob/main/README.md\">"))
    }

    @Test func linksToNestedHeadingsPassTheLinkCheckAfterHeadingsMoveDown() async throws {
        let book = try SiteTestSupport.copyOfBook(SiteTestSupport.fixtureBook)
        defer { try? FileManager.default.removeItem(at: book.deletingLastPathComponent()) }
        let text = "# Algebra\n\n> ## Note\n>\n> See [the step](#step-1) and [the note](#note).\n\n- ### Step 1\n\n## Note\n\nBack to [the section](#note-1), not [this](#nowhere).\n"
        try text.write(to: book.appendingPathComponent("pages/alg.md"), atomically: true, encoding: .utf8)
        let result = try await SiteTestSupport.build(book)
        let page = try #require(result.files.text("courses/alg/index.html"))
        #expect(page.contains("<blockquote>\n<h3 id=\"note\">Note</h3>"))
        #expect(page.contains("<li><h4 id=\"step-1\">Step 1</h4>\n</li>"))
        #expect(page.contains("<h3 id=\"note-1\">Note</h3>"))
        #expect(page.contains("<a href=\"#note-1\">Note</a>"), "the contents link the section by its GitHub number")
        let messages = await LinkChecker().check(result.files).map(\.message)
        #expect(messages == ["link '#nowhere' names an anchor that courses/alg/index.html does not have"])
    }

    @Test func staffBuildsCarryThePrintableReportsAndPublicBuildsNone() async throws {
        let staff = try await SiteTestSupport.build(SiteTestSupport.fixtureBook, audience: .staff, today: "2026-09-09")
        #expect(staff.warnings.isEmpty, "\(staff.warnings)")
        let names = StaffReports.bookKinds.map(\.rawValue) + ["course-alg", "course-geo", "notes-alg"]
        for name in names {
            #expect(staff.files.text("reports/\(name).md")?.hasPrefix("# ") == true, "reports/\(name).md")
            #expect(staff.files.text("reports/\(name).html")?.contains("<!DOCTYPE html>") == true, "reports/\(name).html")
        }
        #expect(staff.files.files["reports/notes-geo.md"] == nil, "geo has no notes")
        let index = try #require(staff.files.text("reports/index.html"))
        #expect(index.contains("<a href=\"attendance.html\">HTML</a> · <a href=\"attendance.md\">Markdown</a>"))
        #expect(staff.files.text("reports/deadlines.md")?.contains("| Homework |") == true, "the page's deadline is in the report")
        #expect(staff.files.text("reports/roster.md")?.contains("Zanzibarovna") == true)

        let published = try await SiteTestSupport.build(SiteTestSupport.fixtureBook, today: "2026-09-09")
        #expect(!published.files.paths.contains { $0.hasPrefix("reports/") })
    }

    @Test func theDeadlinesReportIncludesDatedSyllabusDeadlines() async throws {
        let loaded = try BookLoader(root: SiteTestSupport.fixtureBook).load().book
        var problems: [Diagnostic] = []
        let syllabi = await SyllabusLoader(bookRoot: SiteTestSupport.fixtureBook, book: loaded, offline: true).syllabi(diagnostics: &problems)
        #expect(problems.isEmpty, "\(problems)")
        var options = ReportOptions(today: LocalDate(iso: "2026-09-09")!, now: Instant(secondsSince1970: 0))
        options.extraDeadlines = Deadline.fromPages(syllabi, book: loaded)
        #expect(options.extraDeadlines == [Deadline(courseID: "alg", title: "Homework", due: .day(LocalDate(iso: "2026-09-18")!), source: .page)])
        let document = try ReportBuilder(book: loaded).document(.deadlines, options: options)
        #expect(MarkdownReportRenderer.render(document).contains("| 2026-09-18 | in 9 days | Algebra, Proofs &amp; Structures (alg) | Homework |"))
        #expect(document.json.serialized().contains("\"source\": \"page\""))
    }

    @Test func pageDatesThatRepeatAProjectAreLeftOut() throws {
        let loaded = try BookLoader(root: SiteTestSupport.fixtureBook).load().book
        let day = LocalDate(iso: "2026-10-02")!
        let page = Syllabus(title: "Algebra", summary: "", deadlines: [
            SyllabusDeadline(title: "Problem set 1", due: day), SyllabusDeadline(title: "Quiz", due: day),
            SyllabusDeadline(title: "Problem set 1", due: day.adding(days: 1)),
        ])
        #expect(Deadline.fromPages(["alg": page], book: loaded).map { "\($0.title) \($0.due)" } == ["Quiz 2026-10-02", "Problem set 1 2026-10-03"])
    }

    @Test func unknownBookTemplatesAreWarnings() async throws {
        let book = try SiteTestSupport.copyOfBook(SiteTestSupport.fixtureBook)
        defer { try? FileManager.default.removeItem(at: book.deletingLastPathComponent()) }
        let folder = book.appendingPathComponent("Templates")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "{{title}}".write(to: folder.appendingPathComponent("curse.html.mustache"), atomically: true, encoding: .utf8)
        #expect(try TemplateLibrary.load(overrides: folder).warnings.map(\.location.path) == ["Templates/curse.html.mustache"])
        let summary = try await SiteTestSupport.generate(book, into: book.deletingLastPathComponent().appendingPathComponent("out"))
        #expect(summary.warnings.map(\.location.path) == ["Templates/curse.html.mustache"])
    }
}
