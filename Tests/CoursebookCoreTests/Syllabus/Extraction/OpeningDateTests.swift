import Testing
@testable import CourseModel
@testable import CoursebookCore

/// Dates written where a table has no Date column, and week numbers written against the word.
@Suite("Dates outside date columns")
struct OpeningDateTests {
    private func extract(_ text: String) throws -> Syllabus {
        try SyllabusExtractor(year: 2027, endpoints: GitHubEndpoints()).extract(text, path: "plan.md")
    }

    @Test func aDayOpeningTheTopicCellDatesTheRowAndItsDueItems() throws {
        // The session's day is the first line of its Lecture cell; the Due column's items fall on it.
        let page = try extract("""
            # Plan

            <table>
            <tr><th>Week</th><th>Lecture</th><th>Due</th></tr>
            <tr><td>Week 1</td><td><b>Tu Mar 2</b><br>Welcome and tools<br><a href="s1.pdf">slides</a></td><td></td></tr>
            <tr><td></td><td><b>Th Mar 4</b><br>Version control</td><td><span>Lab 1</span></td></tr>
            </table>
            """)
        #expect(page.schedule.map { "\($0.date?.description ?? "-") \($0.topic)" } == ["2027-03-02 Welcome and tools\nslides", "2027-03-04 Version control"])
        #expect(page.deadlines.map { "\($0.due) \($0.title)" } == ["2027-03-04 Lab 1"])
    }

    @Test func aPipeTableWorksTheSameWay() throws {
        let page = try extract("# Plan\n\n| Week | Class |\n|---|---|\n| 1 | Mon 3/1<br>Sets and maps |\n| 2 | Mon 3/8<br>Graphs |\n")
        #expect(page.schedule.map { "\($0.week ?? "-") \($0.date?.description ?? "-") \($0.topic)" } == ["1 2027-03-01 Sets and maps", "2 2027-03-08 Graphs"])
    }

    @Test func aWeekNumberWrittenAgainstTheWordIsAWeek() throws {
        let page = try extract("# Course\n\n### Week1\n\n- Arrays\n\n### Week2: Lists\n\n- Linked lists\n\n### Weekly notes\n")
        #expect(page.schedule.map { "\($0.week ?? "-") \($0.topic)" } == ["1 Week1: Arrays", "2 Lists"], "a bare week is named by its first line below")
    }

    @Test func inADueColumnAnUndatedLineIsNamedByTheDueLineBelowIt() throws {
        let page = try extract("# Plan\n\n| Date | Topic | Due |\n|---|---|---|\n| Apr 1 | Intro | Project 1 Released<br>Due (MON 4/12) |\n| Apr 8 | Graphs | Quiz 1 |\n")
        #expect(page.deadlines.map { "\($0.due) \($0.title)" } == ["2027-04-12 Project 1 Released", "2027-04-08 Quiz 1"], "not a second deadline on the row's own date")
    }
}

/// A tutorial table's hour ranges and a sheet's hand-in channel, as German course pages write them.
@Suite("Hour ranges and hand-in channels")
struct HandInTests {
    private func extract(_ text: String) throws -> Syllabus {
        try SyllabusExtractor(year: 2024, endpoints: GitHubEndpoints()).extract(text, path: "kurs.md")
    }

    @Test func hourRangesInADateColumnAreNotDates() throws {
        let page = try extract("# Kurs\n\n## Tutorate\n\n| Nummer | Datum | Raum |\n|---|---|---|\n| 1 | Mi 8-10 | R 1 |\n| 2 | Do 16-18 | R 2 |\n| 3 | Fr 10-12 | R 3 |\n")
        #expect(page.schedule.allSatisfy { $0.date == nil }, "\(page.schedule)")
        // Without a range over 12 the same column still reads month-day.
        let dated = try extract("# Kurs\n\n| Woche | Datum | Thema |\n|---|---|---|\n| 1 | 7-1 | Start |\n")
        #expect(dated.schedule.first?.date?.description == "2024-07-01")
    }

    @Test func aDueCellNamingOnlyTheChannelTakesTheRowsTitle() throws {
        let page = try extract("# Kurs\n\n| Datum | Abgabe | Material |\n|---|---|---|\n| Di 15.10.24 | Mo 21.10.24 09:00 über [Git](https://git.example.org) | [Blatt01](b1.pdf) |\n| Di 17.12.24 | Di 07.01.25 09:00 per Mail | [Blatt10](b10.pdf) |\n")
        #expect(page.deadlines.map { "\($0.due) \($0.title)" } == ["2024-10-21 Blatt01", "2025-01-07 Blatt10"])
    }
}
