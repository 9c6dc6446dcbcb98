import CourseModel
import Testing
@testable import CoursebookCore

/// Rules from the twelfth blind set: a logbook kept newest first, dated list items with no
/// separator under bare week headings, Greek lesson paragraphs, a session heading dated by a
/// `Date:` line, revision-history tables, and the columns that name hand-ins.
@Suite("Twelfth blind set rules")
struct TwelfthBlindSetRulesTests {
    private static func sessions(_ page: Syllabus) -> [String] { page.schedule.map { "\($0.date?.description ?? "none") \($0.topic)" } }
    private static func dues(_ page: Syllabus) -> [String] { page.deadlines.map { "\($0.due) \($0.title)" } }

    @Test func aLogbookKeptNewestFirstRunsIntoTheNextYearFromItsLastRowUp() throws {
        let rows = Self.sessions(try SyllabusGoldenTests.extract("blind12-logbook"))
        #expect(rows.contains("2026-09-07 Voice placement"))
        #expect(rows.contains("2026-12-14 Carol service"))
        #expect(rows.contains("2027-01-11 Breathing drills"))
        #expect(rows.contains { $0.hasPrefix("2027-06-07") && $0.contains("Final concert rehearsal") })
        #expect(!rows.contains { $0.hasPrefix("2026-06") || $0.hasPrefix("2026-01") }, "no date of the term's second half stays in the first year")
    }

    @Test func dashesHoldTheTopicsPlaceAndTheWeekCellNamesTheRow() throws {
        let rows = Self.sessions(try SyllabusGoldenTests.extract("blind12-logbook"))
        #expect(rows.contains("none Vacances de printemps"))
        #expect(!rows.contains { $0.hasSuffix("---------") })
    }

    @Test func aRevisionHistoryTableHoldsNoSessions() throws {
        let rows = Self.sessions(try SyllabusGoldenTests.extract("blind12-logbook"))
        #expect(!rows.contains { $0.contains("First draft") || $0.hasSuffix(" 1.0") || $0.hasSuffix(" 1.1") })
    }

    @Test func datedItemsWithoutASeparatorUnderBareWeekHeadings() throws {
        let page = try SyllabusGoldenTests.extract("blind12-lists")
        let rows = Self.sessions(page)
        #expect(rows.contains("2026-09-08 Session 0: Workshop safety."))
        #expect(rows.contains("2026-09-10 Session 1: Hand tools"))
        #expect(rows.contains("2026-09-14 Session 3: Sawing straight"))
        #expect(!rows.contains { $0.hasPrefix("none") && $0.contains("Week") }, "a bare week over dated items is no session")
        // A handout named by its day is no session, even two of them.
        #expect(!rows.contains { $0.contains("Practice Cuts") })
    }

    @Test func aDueSentenceIsNamedByItsSubjectNotItsVerbOrPronoun() throws {
        let dues = Self.dues(try SyllabusGoldenTests.extract("blind12-lists"))
        #expect(dues.contains("2026-09-10 Sketch 1"))
        #expect(dues.contains { $0.hasPrefix("2026-09-11 Sketch 2") })
        #expect(!dues.contains { $0.hasSuffix(" It") || $0.hasSuffix("will be") })
    }

    @Test func greekLessonParagraphsAndASessionHeadingDatedBelow() throws {
        let rows = Self.sessions(try SyllabusGoldenTests.extract("blind12-lists"))
        #expect(rows.contains("2026-09-21 Μάθημα 1"))
        #expect(rows.contains("2026-10-05 Μάθημα 3"))
        #expect(rows.contains("2026-10-12 Séance 4: Dovetails"))
    }

    @Test func aSessionColumnOfNumbersCountsAndTheNextColumnSaysWhat() throws {
        let rows = Self.sessions(try SyllabusGoldenTests.extract("blind12-tables"))
        #expect(rows.contains("2026-10-07 Furnace tour and safety"))
        #expect(rows.contains("2026-10-09 Gathering practice"))
    }

    @Test func handInColumnsNameTheirWork() throws {
        let page = try SyllabusGoldenTests.extract("blind12-tables")
        let dues = Self.dues(page)
        // `Assegnazione` is when the piece is handed out: no session, no deadline.
        #expect(dues.contains { $0.hasPrefix("2026-10-19") && $0.contains("Paperweight") })
        #expect(!Self.sessions(page).contains { $0.contains("Paperweight") || $0.contains("Drinking glass") })
        #expect(!dues.contains { $0.hasPrefix("2026-10-05") })
        // The hour after the day (`à 20h00`) names nothing: the row does.
        #expect(dues.contains("2026-10-13 R01"))
        #expect(dues.contains("2026-11-16 assignment 1: Blown bowl"))
        #expect(dues.contains("2026-11-12 Entrega Unidade 1"))
    }
}
