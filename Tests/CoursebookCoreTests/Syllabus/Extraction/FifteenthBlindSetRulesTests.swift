import CourseModel
import Testing
@testable import CoursebookCore

/// Rules from the fifteenth blind set: a table listing work by its first column, kramdown
/// definitions with due labels, due sub-items named by their item, `Submission` columns,
/// `When | What | Where` headers, week headings dated by the line below, and `Matière`.
@Suite("Fifteenth blind set rules")
struct FifteenthBlindSetRulesTests {
    @Test func aTableListingWorkHoldsHandInsNotClasses() throws {
        let dues = try SyllabusGoldenTests.deadlineLines("blind15-handins")
        #expect(dues.contains("2026-09-16 PS 1") && dues.contains("2026-09-16 LAB 1"))
        #expect(!(try SyllabusGoldenTests.sessionLines("blind15-handins")).contains { $0.hasPrefix("2026-09-15") }, "the schedule's reference date is no class")
    }

    @Test func aDefinitionsDueLabelIsNamedByItsTerm() throws {
        let dues = try SyllabusGoldenTests.deadlineLines("blind15-handins")
        #expect(dues.contains("2026-09-29 HW 1"))
        #expect(dues.contains("2026-10-09 HW 2"))
        #expect(dues.contains("2026-10-12 Lab 01 Release"), "under a date term, the definition that names the work")
        #expect(!dues.contains { $0.hasSuffix(" ") }, "no deadline without a name: \(dues)")
    }

    @Test func aDueSubItemIsNamedByItsItem() throws {
        let dues = try SyllabusGoldenTests.deadlineLines("blind15-handins")
        #expect(dues.contains("2026-10-20 P1: Gathering from the furnace"))
        #expect(dues.contains("2026-11-03 P2: Punty work"))
    }

    @Test func aSubmissionColumnIsADueColumn() throws {
        #expect(try SyllabusGoldenTests.deadlineLines("blind15-handins").contains("2026-09-21 Quiz 1"))
        #expect(ScheduleColumns.role("Submission (general)") == .due)
    }

    @Test func whenWhatWhereHeaders() throws {
        let rows = try SyllabusGoldenTests.sessionLines("blind15-weeks")
        #expect(rows.contains("2026-09-15 Eerste demonstratie"))
        #expect(rows.contains("2026-09-17 Vrij blazen"))
        #expect(ScheduleColumns.role("When") == .date && ScheduleColumns.role("What") == .topic && ScheduleColumns.role("Where") == .logistics)
    }

    @Test func aWeekHeadingIsDatedByTheLineBelowOpeningWithItsFirstDay() throws {
        let page = try SyllabusGoldenTests.extract("blind15-weeks")
        #expect(page.schedule.contains { $0.week == "1" && $0.date?.description == "2026-09-14" && $0.topic == "Gathering" })
        #expect(page.schedule.contains { $0.week == "2" && $0.date?.description == "2026-09-21" && $0.topic == "Shaping" })
    }

    @Test func aMatiereColumnIsTheTopicAndRemisesAreDue() throws {
        let rows = try SyllabusGoldenTests.sessionLines("blind15-weeks")
        #expect(rows.contains("2026-09-28 Sécurité et fours"))
        #expect(rows.contains("2026-09-30 Cueillir le verre"))
        #expect(try SyllabusGoldenTests.deadlineLines("blind15-weeks").contains("2026-09-30 Atelier 1"))
    }
}
