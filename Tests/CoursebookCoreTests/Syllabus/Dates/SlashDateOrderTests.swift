import Testing
@testable import CourseModel
@testable import CoursebookCore

/// `5/9` read the way the page itself writes slash dates.
@Suite("Slash date order")
struct SlashDateOrderTests {
    @Test func aPageWithADayOver12ReadsAllItsSlashDatesDayFirst() throws {
        #expect(SlashDateOrder.isDayFirst("| 29/08/2025 | a |\n| 05/09/2025 | b |"))
        #expect(!SlashDateOrder.isDayFirst("Sep 9/22 and 9/8"), "a second number over 12 is month first")
        #expect(!SlashDateOrder.isDayFirst("29/08 and 9/22"), "both orders on one page: keep month first")
        #expect(!SlashDateOrder.isDayFirst("see docs/13/5 and 1/2/3/45"), "paths and runs are not dates")
        let page = try SyllabusExtractor(endpoints: GitHubEndpoints()).extract(
            "# Plan\n\n| Semana | Fecha | Tema |\n|---|---|---|\n| 1 | 29/08/2025 | Intro |\n| 2 | 05/09/2025 | Datos |\n", path: "plan.md")
        #expect(page.schedule.map { $0.date?.description ?? "-" } == ["2025-08-29", "2025-09-05"], "never May 9")
    }
}
