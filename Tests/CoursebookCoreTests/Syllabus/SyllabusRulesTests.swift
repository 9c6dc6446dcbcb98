import CourseModel
import Foundation
import Testing
@testable import CourseModel
@testable import CoursebookCore

/// Each rule of the syllabus record, checked on the fixture pages and small inline pages.
@Suite("Syllabus rules")
struct SyllabusRulesTests {
    private func extract(_ name: String, origin: PageOrigin = .local(path: "page.md"), year: Int? = 2026) throws -> Syllabus {
        try SyllabusGoldenTests.extract(name, origin: origin, year: year)
    }

    @Test func handoutTitleMetaSectionsAndTasks() throws {
        let page = try extract("assignment-handout")
        #expect(page.title == "Homework 3: Hash Maps")
        #expect(page.summary.hasPrefix("Implement a hash map"))
        #expect(page.meta["grading"] == .map([SyllabusMetaEntry(key: "points", value: .int(40)), SyllabusMetaEntry(key: "late_penalty", value: .text("10%"))]))
        #expect(page.meta["tags"] == .list([.text("hashing"), .text("testing")]))
        #expect(page.sections.map(\.kind) == [.tasks, .tasks, .hints, .evaluation, .extra])
        #expect(page.sections.map(\.anchor) == ["homework-3-hash-maps", "required-tasks", "hints", "evaluation", "extra-credit"])
        #expect(page.tasks.map(\.number) == [1, 2, 3, 1, 2])
        #expect(page.tasks.map(\.required) == [true, true, true, false, false])
        #expect(page.tasks[1].text == "Grow the table when the load factor passes 0.75; see the notes.")
        #expect(page.deadlines.map(\.due.description) == ["2026-10-02", "2026-10-09"])
        #expect(page.deadlines.map(\.title) == ["Homework 3: Hash Maps", "Extra Credit"])
    }

    @Test func codeBlocksNeverProduceSectionsTasksOrTables() throws {
        let page = try extract("assignment-handout")
        #expect(!page.sections.contains { $0.title.contains("Nor is this") })
        #expect(!page.tasks.contains { $0.text.contains("code, not a task") })
        #expect(page.html.components(separatedBy: "<table>").count == 2)
    }

    @Test func unsafeMarkupNeverReachesTheHTML() throws {
        for name in ["assignment-handout", "github-links"] {
            let page = try extract(name, origin: name == "github-links" ? SyllabusGoldenTests.githubOrigin : .local(path: name + ".md"))
            let html = page.html.lowercased()
            // Raw HTML is kept as GitHub keeps it (a `<span>`, an `<img>`), never its scripts or handlers.
            for needle in ["javascript:", "vbscript:", "data:text/html", "onclick", "onerror", "<script", "alert("] {
                #expect(!html.contains(needle), "\(name): \(needle)")
            }
            #expect(!page.links.contains { $0.url.lowercased().hasPrefix("javascript") || $0.url.lowercased().hasPrefix("vbscript") || $0.url.lowercased().hasPrefix("data:") })
        }
    }

    @Test func pipeTablesWithAlignmentEscapesAndMissingCells() throws {
        let page = try extract("assignment-handout")
        #expect(page.html.contains("<th scope=\"col\" style=\"text-align: left\">Part</th>"))
        #expect(page.html.contains("<td style=\"text-align: right\">25</td>"))
        #expect(page.html.contains("<td style=\"text-align: left\">Tests | coverage</td>"))
        let table = try extract("syllabus-table")
        let fourth = try #require(table.schedule.first { $0.week == "4" })
        #expect(fourth.cells.map(\.text) == ["4", "2026-09-29", "Determinants", "Ch. 4", ""])
        #expect(table.html.contains("<em>linear combinations</em>"))
        // A link in a pipe-table cell is placed on its row's line, at its `(` (the table's page positions).
        #expect(table.links.contains(SyllabusLink(text: "Ch. 5", url: "https://example.org/ch5", line: 21, column: 46)))
    }

    @Test func scheduleTableDatesInEveryWrittenForm() throws {
        let page = try extract("syllabus-table")
        #expect(page.schedule.map(\.date?.description) == ["2026-09-07", "2026-09-15", "2026-09-22", "2026-09-29", "2026-10-06"])
        #expect(page.schedule.map(\.topic) == ["Vectors and linear combinations", "Systems of equations", "Matrices", "Determinants", "Eigenvalues"])
        #expect(page.deadlines == [
            SyllabusDeadline(title: "Problem set 1", due: LocalDate(iso: "2026-09-15")!),
            SyllabusDeadline(title: "Problem set 2", due: LocalDate(iso: "2026-09-25")!),
            SyllabusDeadline(title: "Quiz", due: LocalDate(iso: "2026-10-06")!),
        ])
        #expect(page.sections.map(\.kind) == [.other, .objectives, .materials, .schedule, .evaluation, .policies])
    }

    @Test func weekHeadingsAndRepeatedAnchors() throws {
        let page = try extract("weekly-headings")
        #expect(page.schedule.map(\.week) == ["1", "2", "3", "4"])
        #expect(page.schedule.map(\.date?.description) == ["2026-09-07", "2026-09-14", "2026-09-14", nil])
        #expect(page.schedule.map(\.topic) == ["HTTP and the browser", "HTML and accessibility", "CSS layout", "JavaScript basics"])
        #expect(page.sections.filter { $0.title == "Schedule" }.map(\.anchor) == ["schedule", "schedule-1"])
        #expect(page.deadlines == [SyllabusDeadline(title: "Lab 1", due: LocalDate(iso: "2026-09-20")!)])
        #expect(page.html.contains("<h3 id=\"week-2--sep-14-html-and-accessibility\">"))
    }

    @Test func russianTiersContinueNumberingAcrossLists() throws {
        let page = try extract("russian-tiers")
        #expect(page.tasks.map(\.number) == [1, 2, 3, 4, 5, 1])
        #expect(page.tasks.map(\.group) == ["Уровень 1", "Уровень 1", "Уровень 2", "Уровень 2", "Уровень 3 (по желанию)", "Бонус"])
        #expect(page.tasks.map(\.required) == [true, true, true, true, false, false])
        #expect(page.sections.map(\.kind) == [.other, .tasks, .extra, .extra, .materials])
        #expect(page.sections[1].anchor == "задание")
        #expect(page.deadlines.first?.due.description == "2026-10-20")
    }

    @Test func githubRelativeLinksResolve() throws {
        let page = try extract("github-links", origin: SyllabusGoldenTests.githubOrigin)
        #expect(page.links.map(\.url) == [
            "https://github.com/example/robots/blob/main/club/docs/setup.md",
            "https://github.com/example/robots/blob/main/hardware/wiring.md#power",
            "https://github.com/example/robots/blob/main/README.md",
            "https://github.com/example/robots/issues",
            "mailto:club@example.org",
            "#photos",
        ])
        #expect(page.images.map(\.url) == [
            "https://raw.githubusercontent.com/example/robots/main/club/img/robot.png",
            "https://raw.githubusercontent.com/example/robots/main/assets/logo.svg",
            "data:image/png;base64,iVBORw0KGgo=",
            // `<img src=x onerror=…>` written as raw HTML: kept as an image, its handler dropped.
            "https://raw.githubusercontent.com/example/robots/main/club/x",
        ])
        let local = try extract("github-links")
        #expect(local.links.first?.url == "docs/setup.md")
        #expect(local.images.first?.url == "img/robot.png")
    }

    @Test func bookSectionWordsExtendTheLists() throws {
        let text = "# Kurs\n\n## Übungen\n\n1. Erste Aufgabe\n"
        let plain = try SyllabusExtractor().extract(text, path: "p.md")
        #expect(plain.sections[1].kind == .other)
        let extended = try SyllabusExtractor(sectionWords: ["tasks": ["Übungen"]]).extract(text, path: "p.md")
        #expect(extended.sections[1].kind == .tasks)
        #expect(extended.tasks.map(\.group) == ["Übungen"])
    }

    @Test func equallyLongSectionWordsPickTheKindListedFirst() throws {
        // "tasks" and "hints" are both five letters; the kind declared first wins in every run.
        let text = "# Course\n\n## Hints and tasks\n\n## Tipps und Übung\n\n## Longest: lab tasks and tips\n"
        let page = try SyllabusExtractor(sectionWords: ["hints": ["tipps"], "tasks": ["übung"]]).extract(text, path: "p.md")
        #expect(page.sections.map(\.kind) == [.other, .tasks, .tasks, .tasks])
        let words = SectionKind.allCases.map { ($0.rawValue, ["zz\($0.rawValue.prefix(2))"]) }
        let classifier = SectionClassifier(extraWords: Dictionary(uniqueKeysWithValues: words))
        #expect(classifier.kind(of: "ZZma zzob zzsc") == .objectives)
        #expect(classifier.kind(of: "Extra credit, optional") == .extra)
        #expect(classifier.kind(of: "Required reading — calendar") == .materials)
    }

    @Test func deadlineKeywordsSplitByInlineMarkupAreStillFound() throws {
        let text = "---\nyear: 2026\n---\n# T\n\nLab 1 D<b>ue</b>: Oct 1\n\nReport *d*ue Sep 14\n\n- Quiz 2: **Deadline** — Nov 9\n"
        let page = try SyllabusExtractor().extract(text, path: "p.md")
        #expect(page.deadlines.map(\.title) == ["Lab 1", "Report", "Quiz 2"])
        #expect(page.deadlines.map(\.due.description) == ["2026-10-01", "2026-09-14", "2026-11-09"])
    }

    @Test func titleFallsBackToTheFirstHeadingAndYearToFrontMatter() throws {
        let page = try SyllabusExtractor().extract("---\nyear: 2027\n---\n## Only a subheading\n\nFirst words.\n\nDue: Mar 3\n", path: "p.md")
        #expect(page.title == "Only a subheading")
        #expect(page.summary == "First words.")
        #expect(page.deadlines.first?.due.description == "2027-03-03")
        let noYear = try SyllabusExtractor().extract("Due: Mar 3\n", path: "p.md")
        #expect(noYear.deadlines.isEmpty)
    }

    @Test func badFrontMatterIsAnErrorWithItsLine() {
        #expect(throws: SyllabusError.self) { try SyllabusExtractor().extract("---\ntitle: [unclosed\n---\n# T\n", path: "p.md") }
        do {
            _ = try SyllabusExtractor().extract("---\ntitle: [unclosed\n---\n# T\n", path: "p.md")
        } catch {
            #expect(error.path == "p.md")
            #expect(error.line >= 2)
        }
    }

    @Test(arguments: [("Sep 22", "2026-09-22"), ("September 22, 2026", "2026-09-22"), ("9/22", "2026-09-22"), ("Tue 9/22", "2026-09-22"),
                      ("22.09.2026", "2026-09-22"), ("2026-09-22", "2026-09-22"), ("22 сентября", "2026-09-22"), ("Sept. 22", "2026-09-22"),
                      ("Tuesday, September 22", "2026-09-22"), ("22 Sep 2027", "2027-09-22")])
    func dateForms(_ text: String, _ expected: String) {
        #expect(DateText(defaultYear: 2026).parse(text)?.description == expected)
    }

    @Test(arguments: ["Sep 31", "13/01", "week 3", "2026-02-30", ""])
    func notDates(_ text: String) {
        #expect(DateText(defaultYear: 2026).parse(text) == nil)
    }

    @Test func sampleDataPagesReadSensibly() throws {
        let folder = SyllabusGoldenTests.here.appendingPathComponent("../../sample-data/pages").standardizedFileURL
        func read(_ name: String) throws -> Syllabus {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            return try SyllabusExtractor(year: 2026, endpoints: GitHubEndpoints()).extract(text, path: name)
        }
        let cs101 = try read("cs101-syllabus.md")
        #expect(cs101.schedule.count == 15)
        #expect(cs101.deadlines.first == SyllabusDeadline(title: "Lab 1", due: LocalDate(iso: "2026-09-11")!))
        let cs201 = try read("cs201-weekly.md")
        #expect(cs201.schedule.count == 14)
        #expect(cs201.schedule[3].date?.description == "2026-09-22")
        let math = try read("math150-homework.md")
        #expect(math.tasks.map(\.number) == Array(1...8))
        #expect(math.tasks.filter { !$0.required }.map(\.number) == [7, 8])
        #expect(math.tasks[3].group == "Уровень 2")
        let phys = try read("phys120-lab2-handout.md")
        #expect(phys.title == "Lab 2: Measuring g with a Falling Object")
        #expect(phys.tasks.count == 7)
        #expect(phys.deadlines.map(\.due.description) == ["2026-10-19", "2026-11-30"])
        #expect(phys.images.first?.url == "img/diagram.png")
    }
}
