import CourseModel
import Testing
@testable import CoursebookCore

/// Rules from the eighteenth blind set: weekday topic columns with bracketed days, a topic column
/// that also lists deliverables, reading rows, office hours, HTML lists of dated items, German
/// day-and-month ranges, a team's own work plan, `Due in week of`, inline Markdown in HTML cells
/// and session-kind columns.
@Suite("Eighteenth blind set rules")
struct EighteenthBlindSetRulesTests {
    private static let page = "blind18-studio"

    @Test func weekdayTopicColumnsWithBracketedDaysAreSessionsAndTheAssignmentColumnNamesWhatIsDue() throws {
        let sessions = try SyllabusGoldenTests.sessionLines(Self.page)
        #expect(sessions.contains("2026-09-08 Furnace safety") && sessions.contains("2026-09-24 Annealing"), "\(sessions)")
        let dues = try SyllabusGoldenTests.deadlineLines(Self.page)
        #expect(dues.contains("2026-09-15 Safety quiz") && dues.contains("2026-09-29 Cup set"), "\(dues)")
    }

    @Test func aTopicColumnThatAlsoListsDeliverablesAndReadingRows() throws {
        let page = try SyllabusGoldenTests.extract(Self.page)
        #expect(page.schedule.contains { $0.date?.description == "2026-09-10" && $0.topic == "Gathering glass" && $0.week == nil })
        #expect(!page.schedule.contains { $0.topic.contains("Handbook") }, "`Read by 09-10` is what to read, not a class")
        let dues = page.deadlines.map { "\($0.due) \($0.title)" }
        #expect(dues.contains("2026-09-11 Sketchbook 1") && dues.contains("2026-09-11 Tool list"), "the second item is named after the first one's due: \(dues)")
        #expect(dues.contains("2026-09-14 Reflection 1"), "work made available is no part of the name: \(dues)")
        #expect(!dues.contains { $0.contains("Quiz 1") })
    }

    @Test func officeHoursAreNoSessions() throws {
        let page = try SyllabusGoldenTests.extract(Self.page)
        #expect(!page.schedule.contains { $0.date == nil && $0.topic.isEmpty })
        #expect(!page.schedule.contains { $0.week == "Mondays" || $0.topic.contains("Hot shop") })
    }

    @Test func anHTMLListOfDatedItemsIsTheWeeksSessions() throws {
        let page = try SyllabusGoldenTests.extract(Self.page)
        #expect(page.schedule.contains { $0.date?.description == "2026-10-05" && $0.topic.hasPrefix("Everyone pulled cane") })
        #expect(page.schedule.contains { $0.date?.description == "2026-10-07" && $0.topic.hasPrefix("The furnace was down") }, "`due to` is a cause")
        #expect(!page.schedule.contains { $0.topic == "Week 4" }, "the dated items stand for their bare week heading")
        #expect(!page.deadlines.contains { $0.title.contains("hour we had left") }, "a clause of prose before `due on Wednesday` names no work")
    }

    @Test func aGermanDayAndMonthRangeTakesTheYearFromItsEnd() throws {
        let sessions = try SyllabusGoldenTests.sessionLines(Self.page)
        #expect(sessions.contains("2026-11-09 Kiln workshop"), "\(sessions)")
        let dates = DateText(defaultYear: 2025)
        #expect(dates.prefix(of: "21.4 - 22.4.2026")?.date.description == "2026-04-21")
        #expect(dates.prefix(of: "30.12 - 2.1.2027")?.date.description == "2026-12-30")
        #expect(dates.first(in: "Version 21.4 - notes")?.date == nil, "no date starts inside a number")
        #expect(dates.prefix(of: "1 February, 2022")?.date.description == "2022-02-01")
    }

    @Test func aTeamsOwnWorkPlanIsNoSchedule() throws {
        let page = try SyllabusGoldenTests.extract(Self.page)
        #expect(!page.schedule.contains { $0.topic.contains("cullet") || $0.topic.contains("stand") })
    }

    @Test func dueInTheWeekOfADay() throws {
        let dues = try SyllabusGoldenTests.deadlineLines(Self.page)
        #expect(dues.contains("2026-09-21 Lab 0 Kiln check") && dues.contains("2026-09-28 Lab 1 Colour tests"), "\(dues)")
    }

    @Test func inlineMarkdownInHTMLCellsIsReadAsTheSiteShowsIt() throws {
        let page = try SyllabusGoldenTests.extract(Self.page)
        let sessions = page.schedule.map { "\($0.date?.description ?? "none") \($0.topic)" }
        #expect(sessions.contains("2026-11-17 Blowing a bubble") && sessions.contains("2026-11-19 Open studio: no class"), "\(sessions)")
        let dues = page.deadlines.map { "\($0.due) \($0.title)" }
        #expect(dues.contains("2026-11-17 Studio log 2"), "\(dues)")
        #expect(!dues.contains { $0.hasSuffix(" hard") }, "`hard deadline` says how firm, not what")
    }

    @Test func aSessionKindColumnIsNotTheTopicAndACourseWeekColumnIsTheWeek() throws {
        let page = try SyllabusGoldenTests.extract(Self.page)
        #expect(page.schedule.contains { $0.date?.description == "2026-12-01" && $0.topic == "Course introduction" && $0.week == "Week 1" })
        #expect(page.schedule.contains { $0.date?.description == "2026-12-04" && $0.topic == "Questions on the kit" })
    }

    @Test func anEmptyTopicCellTakesTheNameBeforeIt() throws {
        let sessions = try SyllabusGoldenTests.sessionLines(Self.page)
        #expect(sessions.contains("2026-09-01 Studio tour") && sessions.contains("2026-09-03 Lab 1"), "\(sessions)")
    }

    @Test func textAnHTMLBlockShowsNamesItsDeadlines() throws {
        // The `<ul>` block runs on to the blank line, so GitHub shows the Markdown list as text.
        let dues = try SyllabusGoldenTests.deadlineLines(Self.page)
        #expect(dues.contains("2026-10-14 Sketchbook 2"), "\(dues)")
        #expect(!dues.contains { $0.hasPrefix("2026-10-12") }, "a struck date is no deadline")
        #expect(dues.contains { $0.hasPrefix("2026-10-16") && $0.contains("Glass log") })
        #expect(dues.contains("2026-10-19 Glass Studio I"), "a due line naming nothing is the page's work")
    }

    @Test func aDueDateInTheFrontMatterIsThePagesWork() throws {
        let dues = try SyllabusGoldenTests.deadlineLines("blind18-handout")
        #expect(dues.contains("2026-12-11 Project 3: Kiln Log"), "\(dues)")
    }

    @Test func aDatedHeadingUnderDeliverablesIsAHandIn() throws {
        let dues = try SyllabusGoldenTests.deadlineLines("blind18-handout")
        #expect(dues.contains("2026-11-23 Check-in 11/23") && dues.contains("2026-12-04 Check-in 12/4"), "\(dues)")
        #expect(!dues.contains { $0.contains("Midterm") }, "an exam in class is no hand-in")
    }

    @Test func weeksThatOnlyGroupDatedSessionsAreNoSessions() throws {
        let sessions = try SyllabusGoldenTests.sessionLines("blind18-handout")
        #expect(sessions.contains("2026-09-01 Furnace tour") && sessions.contains("2026-09-10 Cane"), "\(sessions)")
        #expect(!sessions.contains { $0.contains("Heat and Glass") || $0.contains("Colour") }, "week headings and week rows over dated sessions group them")
    }

    @Test func aSentenceNamingTheFollowingWorkLeadsIntoTasks() throws {
        let tasks = try SyllabusGoldenTests.extract("blind18-handout").tasks.map(\.text)
        #expect(tasks.contains { $0.hasPrefix("Kiln: which kiln") } && tasks.contains { $0.hasPrefix("Schedule: the ramp") }, "\(tasks)")
        let extractor = SyllabusExtractor(year: 2026, endpoints: GitHubEndpoints())
        let asked = try extractor.extract("# Set 2\n\nFrom this set please work on the following problems:\n\n* Bowls\n* Cups\n", path: "a.md")
        #expect(asked.tasks.map(\.text) == ["Bowls", "Cups"])
        let told = try extractor.extract("# Studio\n\nThe following people help in the studio:\n\n* Ana\n* Ben\n", path: "b.md")
        #expect(told.tasks.isEmpty)
    }

    @Test func aJapaneseSessionListWhoseItemsSayOnlyWhenIsNamedByTheSessionsNumber() throws {
        let page = try SyllabusGoldenTests.extract(Self.page)
        #expect(page.schedule.contains { $0.date?.description == "2026-09-23" && $0.week == "1" && $0.topic.hasPrefix("第1回 7限") }, "\(page.schedule.map(\.topic))")
        #expect(page.schedule.contains { $0.date?.description == "2026-09-30" && $0.topic.hasPrefix("第2回") })
        let text = "2026年09月23日（水） 7限"
        let found = try #require(DateText(defaultYear: 2026).prefix(of: Substring(text)))
        #expect(text.dropFirst(found.length) == " 7限", "the bracketed weekday's one sign is read after a date")
    }
}
