import CourseModel
import Testing
@testable import CoursebookCore

/// Rules from the seventeenth blind set: HTML calendars sectioned by month rows, topic-first
/// items with their days after a comma, example sentences, Pandoc grid tables and MkDocs
/// admonitions titled by a dated session.
@Suite("Seventeenth blind set rules")
struct SeventeenthBlindSetRulesTests {
    @Test func anHTMLCalendarSectionedByMonthRows() throws {
        let sessions = try SyllabusGoldenTests.sessionLines("blind17-forms")
        #expect(sessions.contains("2026-09-08 Dobras e cadernos"))
        #expect(sessions.contains("2026-09-15 Costura copta"))
        #expect(sessions.contains("2026-10-06 Capas duras"), "the month row switches the month: \(sessions)")
    }

    @Test func topicFirstItemsWithTheirDaysAfterAComma() throws {
        let sessions = try SyllabusGoldenTests.sessionLines("blind17-forms")
        #expect(sessions.contains("2026-09-07 Paper grain"), "a range written with two hyphens: \(sessions)")
        #expect(sessions.contains("2026-09-21 Case binding"))
        #expect(sessions.contains("2026-10-12 Leather paring"), "a list that goes on numbering is part of the schedule")
        #expect(sessions.contains("2026-10-19 Gold tooling"))
    }

    @Test func anExampleSentenceHoldsNoDeadline() throws {
        let dues = try SyllabusGoldenTests.deadlineLines("blind17-forms")
        #expect(!dues.contains { $0.hasPrefix("2026-10-09") }, "\(dues)")
        #expect(DeadlineExtractor.isExample("For example, if a binding"))
        #expect(!DeadlineExtractor.isExample("Essay 2"))
    }

    @Test func aPandocGridTableIsReadAsItsAuthorMeantIt() throws {
        let sessions = try SyllabusGoldenTests.sessionLines("blind17-forms")
        #expect(sessions.contains { $0.hasPrefix("2026-11-02 Papeles y fibras.") }, "\(sessions)")
        #expect(sessions.contains { $0.hasPrefix("2026-11-09 Encuadernación japonesa.") })
        let lines = GridTableLines.pipeLines(["+---+---+", "| a | b |", "+===+===+", "| 1 | x |", "+---+---+"])
        #expect(lines == ["| a | b |", "|---|---|", "| 1 | x |"])
        #expect(GridTableLines.pipeLines(["+---+---+", "| a | b |", "+---+---+"]) == nil, "no header, no table")
    }

    @Test func anAdmonitionTitledByADatedSession() throws {
        let sessions = try SyllabusGoldenTests.sessionLines("blind17-forms")
        #expect(sessions.contains("2026-11-19 Reliure à la française"), "\(sessions)")
    }
}
