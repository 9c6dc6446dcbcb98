import CourseModel
import Testing
@testable import CoursebookCore

/// Rules from the fourteenth blind set: a month drawn as a weekday grid, Just the Docs labels in
/// table cells, a due column naming its weekday, `28/30 Aug` day pairs, date headings that open
/// with due lines, week items over sub-items, and spelled week numbers dated at the end.
@Suite("Fourteenth blind set rules")
struct FourteenthBlindSetRulesTests {
    @Test func aMonthGridGivesEachLineOfADayAndSkipsBareDays() throws {
        let rows = try SyllabusGoldenTests.sessionLines("blind14-calendar")
        #expect(rows.contains("2026-10-01 Studio opens"))
        #expect(rows.contains("2026-10-06 Type cases"))
        #expect(rows.contains("2026-10-09 Inking the press") && rows.contains("2026-10-09 Open studio"), "one event a line")
        let bareDays = ["02", "03", "04", "07", "08", "10", "11", "13", "17"].map { "2026-10-\($0)" }
        #expect(!rows.contains { row in bareDays.contains { row.hasPrefix($0) } }, "a day holding only its number is nothing")
        #expect(try SyllabusGoldenTests.deadlineLines("blind14-calendar").contains("2026-10-05 Broadside 1"))
    }

    @Test func aWeekdayTimetableUnderAMonthHeadingIsNoMonthGrid() throws {
        let text = "# Plan\n\n### October 2026\n\n| Monday | Tuesday | Wednesday | Thursday | Friday |\n|---|---|---|---|---|\n"
            + "| 10:00 Composing | 9:30 Proofing | | 10:00 Printing | |\n"
        let page = try SyllabusExtractor(year: 2026, endpoints: GitHubEndpoints()).extract(text, path: "plan.md")
        #expect(!page.schedule.contains { $0.date?.description == "2026-10-10" || $0.date?.description == "2026-10-09" }, "an hour is no day of the month")
    }

    @Test func kramdownLabelsAreNoWordsAndTheDueHeaderNamesTheDay() throws {
        let dues = try SyllabusGoldenTests.deadlineLines("blind14-calendar")
        #expect(dues.contains("2026-10-08 Proof 01"), "DUE (Th): the Thursday of the week of Oct 5")
        #expect(dues.contains("2026-10-08 Journal 01"))
        #expect(dues.contains("2026-10-13 Specimen take-home"), "DUE (Tue) in a topic cell: that week's Tuesday")
        #expect(!dues.contains { $0.contains("{:") })
    }

    @Test func twoClassDaysOfOneMonthStartOnTheFirst() throws {
        let rows = try SyllabusGoldenTests.sessionLines("blind14-calendar")
        #expect(rows.contains("2026-10-19 Broadsides"), "19/21 Oct is not November 19 or the 21st")
        #expect(rows.contains("2026-10-26 Posters"))
        #expect(DateText(defaultYear: 2026).prefix(of: "28/30 Aug")?.date.description == "2026-08-28")
        var dayFirst = DateText(defaultYear: 2026)
        dayFirst.slashDayFirst = true
        #expect(dayFirst.prefix(of: "26/03 al 31/03")?.date.description == "2026-03-26", "a slash date stays one")
    }

    @Test func aDateHeadingOpeningWithDueLines() throws {
        let rows = try SyllabusGoldenTests.sessionLines("blind14-days")
        #expect(rows.contains("2026-10-05 Spacing and leading"))
        let dues = try SyllabusGoldenTests.deadlineLines("blind14-days")
        #expect(dues.contains("2026-10-05 Proof 1"))
        #expect(!dues.contains { $0.hasPrefix("2026-10-07") }, "`due to` gives a reason")
    }

    @Test func aBareWeekItemIsNamedByItsSubItems() throws {
        let rows = try SyllabusGoldenTests.sessionLines("blind14-days")
        #expect(rows.contains("2026-10-12 Week 3: About the press; Block 04 Wood type"), "the due item is no topic")
        #expect(rows.contains("2026-10-19 Week 4: Block 05"))
    }

    @Test func spelledWeekNumbersDatedInABracketAtTheEnd() throws {
        let page = try SyllabusGoldenTests.extract("blind14-days")
        #expect(page.schedule.contains { $0.week == "1" && $0.date?.description == "2026-10-20" && $0.topic == "Paper and ink" })
        #expect(page.schedule.contains { $0.week == "2" && $0.date?.description == "2026-10-27" && $0.topic == "Photopolymer plates" })
    }

    @Test func aNumberedLabelAndTheWordsAfterTheNounNameTheHandIn() throws {
        #expect(try SyllabusGoldenTests.deadlineLines("blind14-days").contains("2026-10-30 Avaliação 1. Entrega do caderno de provas."))
    }

    @Test func outlineNumbersUnderANumberedHeadingAreNoDates() throws {
        let rows = try SyllabusGoldenTests.sessionLines("blind14-days")
        #expect(!rows.contains { $0.contains("Ink mixing") || $0.contains("type foundry") }, "5.1. is section 5.1, not January 5")
        #expect(ScheduleExtractor.outlineNumber("📺 9. Vídeos") == "9")
        #expect(ScheduleExtractor.outlineNumber("9.1. Abstracts") == "9.1")
        #expect(ScheduleExtractor.outlineNumber("Week 9") == nil)
    }
}
