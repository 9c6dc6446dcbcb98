import CourseModel
import Testing
@testable import CoursebookCore

/// Rules from the nineteenth blind set: a programme's days, whose timed items are the sessions.
@Suite("Nineteenth blind set rules")
struct NineteenthBlindSetRulesTests {
    @Test func aProgrammeDaysTimedItemsAreItsSessions() throws {
        let sessions = try SyllabusGoldenTests.sessionLines("blind19-programme")
        #expect(sessions.contains("2026-06-08 Welcome and safety briefing") && sessions.contains("2026-06-08 Gathering practice"), "\(sessions)")
        #expect(sessions.contains("2026-06-09 Colour theory") && sessions.contains("2026-06-09 Making frit"), "an HTML table of times too")
        #expect(!sessions.contains { $0.contains("Coffee break") }, "a break is no session")
        #expect(!sessions.contains("2026-06-08 Furnaces"), "the timed items stand for their day")
        #expect(sessions.contains("2026-06-10 Open studio"), "one timed line is the day's note")
    }

    @Test func timesThatOpenALine() {
        func end(_ text: String) -> String? { TimeOfDay.spanPrefixEnd(Substring(text)).map { String(text[$0...]) } }
        #expect(end("10:00-10:30: Registration") == ": Registration")
        #expect(end("9.30-12.30 lecture") == " lecture")
        #expect(end("14- hack") == " hack")
        #expect(end("2pm Studio") == " Studio")
        #expect(end("1.5 Outline") == nil && end("2019-2020 Term") == nil && end("9 Registration") == nil)
    }

    @Test func aDueSentenceNamingNothingIsNamedByTheSentenceBefore() throws {
        let dues = try SyllabusGoldenTests.deadlineLines("blind19-programme")
        #expect(dues.contains("2026-06-09 Reading quiz 1"), "not the page's title: \(dues)")
        #expect(dues.contains { $0.hasPrefix("2026-06-11 Skill quiz 1") })
    }

    @Test func aFirstColumnOfNumbersCountsTheSessionsAndASlashPartsItems() throws {
        let page = try SyllabusGoldenTests.extract("blind19-programme")
        #expect(page.schedule.contains { $0.date?.description == "2026-10-13" && $0.topic == "Vidrio soplado" && $0.week == "1" }, "\(page.schedule.map(\.topic))")
        let dues = page.deadlines.map { "\($0.due) \($0.title)" }
        #expect(dues.contains("2026-10-16 Entrega Proyecto 1"), "\(dues)")
    }

    @Test func aDueItemsOwnDateBeforeItsName() throws {
        let dues = try SyllabusGoldenTests.deadlineLines("blind19-programme")
        #expect(dues.contains("2026-10-30 Practical 1"), "the item's date, not its week's: \(dues)")
        #expect(!dues.contains { $0.hasPrefix("2026-10-26") })
    }

    @Test func aDueLineAfterAHardBreakIsNamedByTheLineAbove() throws {
        let dues = try SyllabusGoldenTests.deadlineLines("blind19-programme")
        #expect(dues.contains("2026-06-12 Chapter 1: 3, 5, 7"), "\(dues)")
    }

    @Test func aWeekdayThenItsDateInBracketsAndOfficeHours() throws {
        let sessions = try SyllabusGoldenTests.sessionLines("blind19-programme")
        #expect(sessions.contains("2026-09-25 Blowing a cup"), "the room and hours after the date are no topic: \(sessions)")
        #expect(!sessions.contains { $0.hasPrefix("2026-09-29") }, "office hours are no class")
    }

    @Test func aTableOfSittingsWithTheHourBeforeEachDay() throws {
        let sessions = try SyllabusGoldenTests.sessionLines("blind19-programme")
        #expect(sessions.contains("2026-11-02 Glass chemistry (SITTING 1)") && sessions.contains("2026-11-16 Glass chemistry (SITTING 2)"), "\(sessions)")
        #expect(sessions.contains("2026-11-18 Kiln safety (SITTING 2)"), "a room's code after the day is no topic")
    }
}
