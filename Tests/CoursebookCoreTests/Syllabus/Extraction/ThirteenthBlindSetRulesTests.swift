import CourseModel
import Testing
@testable import CoursebookCore

/// Rules from the thirteenth blind set: weekday-only asides on session headings, week items in
/// lists, German week ranges, compact `8ago` dates, Norwegian headers and empty second days,
/// topic-first items dated in a bracket, and a deadline table's work column.
@Suite("Thirteenth blind set rules")
struct ThirteenthBlindSetRulesTests {
    @Test func aBracketedWeekdayIsNoTopicTheLineBelowIs() throws {
        let rows = try SyllabusGoldenTests.sessionLines("blind13-weeks")
        #expect(rows.contains("2026-09-16 Aula 01: Tools of the bindery and the paper grain"))
        #expect(!rows.contains { $0.contains("Quarta-Feira") || $0.contains("Sexta-Feira") })
    }

    @Test func listItemsNamingWeeksAreWeeksDatedOrNot() throws {
        let page = try SyllabusGoldenTests.extract("blind13-weeks")
        #expect(page.schedule.contains { $0.week == "1" && $0.date?.description == "2026-09-24" && $0.topic.hasPrefix("Pamphlet stitch") })
        #expect(page.schedule.contains { $0.week == "3" && $0.date == nil && $0.topic == "Coptic stitch" })
        #expect(page.schedule.contains { $0.week == "4" && $0.topic == "Japanese stab binding" })
    }

    @Test func germanWeekRangesStartOnTheirFirstDay() throws {
        let rows = try SyllabusGoldenTests.sessionLines("blind13-weeks")
        #expect(rows.contains("2026-11-02 Woche 5: Marmorpapier herstellen."), "2.- 8.11. starts on November 2, not 8")
        #expect(rows.contains { $0.hasPrefix("2026-11-30 Woche 6/7") }, "two weeks under one heading")
    }

    @Test func aMonthWrittenAgainstTheDayIsADate() throws {
        let rows = try SyllabusGoldenTests.sessionLines("blind13-tables")
        #expect(rows.contains("2026-08-20 acid and alkaline paper"))
        #expect(rows.contains("2026-08-27 humidity and mould"))
        #expect(rows.contains("2026-09-03 foxing"), "`set` against a day is September")
    }

    @Test func norwegianHeadersAndAnEmptySecondDayOfAWeek() throws {
        let rows = try SyllabusGoldenTests.sessionLines("blind13-tables")
        #expect(rows.contains("2026-09-15 Tears and losses"))
        #expect(rows.contains("2026-09-25 Lining with tissue"))
        #expect(!rows.contains { $0.hasPrefix("2026-09-18") }, "a day with nothing planned is no session")
    }

    @Test func topicFirstItemsWithTheDateOpeningABracket() throws {
        let rows = try SyllabusGoldenTests.sessionLines("blind13-weeks")
        #expect(rows.contains("2026-10-07 Introduction"))
        #expect(rows.contains("2026-10-21 Adhesives, pt. 1"))
    }

    @Test func aColumnNamedForTheWorkTitlesTheDeadline() throws {
        let dues = try SyllabusGoldenTests.extract("blind13-tables").deadlines.map { "\($0.due) \($0.title)" }
        #expect(dues.contains("2026-10-12 Практическая работа №1"), "Задание, not the subject")
        #expect(dues.contains("2026-10-26 Практическая работа №2"))
    }

    @Test func militaryDatesAndOneDeadlineForWorkHandedOutAndDue() throws {
        let page = try SyllabusGoldenTests.extract("blind13-tables")
        #expect(page.schedule.contains { $0.date?.description == "2026-10-08" && $0.topic.hasPrefix("Module 1 quiz") })
        let dues = page.deadlines.map { "\($0.due) \($0.title)" }
        #expect(dues.filter { $0.hasPrefix("2026-10-17") } == ["2026-10-17 Problem set 1"], "not `assigned`, and once")
    }

    @Test func untilWordsBeforeTheDueDay() throws {
        let dues = try SyllabusGoldenTests.extract("blind13-tables").deadlines.map { "\($0.due) \($0.title)" }
        #expect(dues.contains("2026-10-18 Caixa de conservação"), "entrega até domingo, 18/10/2026")
        #expect(dues.contains("2026-11-02 Restauro de um livro"))
    }

    @Test func aDayAndAMonthNameAcrossASlash() throws {
        #expect(try SyllabusGoldenTests.sessionLines("blind13-weeks").contains("2026-11-10 Semana 9: Cosido japonés con tapas blandas."))
    }

    @Test func anUndatedWeekByWeekdayTimetableGivesAWeekPerRow() throws {
        let page = try SyllabusGoldenTests.extract("blind13-tables")
        #expect(page.schedule.contains { $0.week == "First week" && $0.date == nil && $0.topic == "Welcome and studio tour / Paper samples" })
        #expect(page.schedule.contains { $0.week == "3" && $0.topic.hasPrefix("LABOUR DAY - NO CLASS") })
        #expect(page.schedule.contains { $0.week == "4" && $0.date?.description == "2026-12-04" }, "a cell opening with a date dates its row")
    }

    @Test func aTwoWordTopicOverSubItemsIsNoLabelAndInvisibleSpacesGo() throws {
        let text = "# Plan\n\n### Aula 23 - 06/10/2026 (Terça-Feira)\n- Tipos Estruturados\n    - Solução\n    - Vetores\n\n"
            + "### Aula 24 - 08/10/2026 (Quinta-Feira)\n- Controle de Fluxo\u{200B}: Seleção\n"
        let page = try SyllabusExtractor(year: 2026, endpoints: GitHubEndpoints()).extract(text, path: "plan.md")
        #expect(page.schedule.map(\.topic) == ["Aula 23: Tipos Estruturados", "Aula 24: Controle de Fluxo: Seleção"])
    }

    @Test func itemsUnderATasksLabelAreTasks() throws {
        let tasks = try SyllabusGoldenTests.extract("blind13-weeks").tasks
        #expect(tasks.map(\.text) == ["Mirá este video sobre costuras", "Intentá coser un cuadernillo de cuatro pliegos"])
        #expect(tasks.allSatisfy { $0.group == "Tareas" })
    }

    @Test func anEmptyDayOfAWeekByWeekdayCalendarIsNoSession() throws {
        let text = "# Plan\n\n| Monday | Wednesday |\n|---|---|\n| Dec 7: Review | Dec 9 |\n| Dec 14 | Dec 16: Final exam |\n"
        let page = try SyllabusExtractor(year: 2026, endpoints: GitHubEndpoints()).extract(text, path: "plan.md")
        #expect(page.schedule.map { "\($0.date?.description ?? "none") \($0.topic)" } == ["2026-12-07 Review", "2026-12-16 Final exam"])
    }

    @Test func aGermanWeekRangeStartsOnItsFirstDay() {
        let dates = DateText(defaultYear: 2026)
        #expect(dates.prefix(of: "2.- 8.11.")?.date.description == "2026-11-02")
        #expect(dates.prefix(of: "30.–5.11.")?.date.description == "2026-10-30")
        #expect(dates.withSpacedDayRanges.prefix(of: "30 – 31 octobre")?.date.description == "2026-10-30")
    }
}
