import CourseModel
import Testing
@testable import CoursebookCore

/// Rules from the sixteenth blind set: a `Date | Assignment` table under a due-dates heading,
/// unpadded `month.day` dates once the page shows its dot order, `Lecture-01-26(Tue)` headings,
/// `Course week 1` headings, bold `Week 1 week of August 31` lines over a list, `1주차` headings, work tables with their own due dates, work handed out, cited works and `お知らせ`, dated lines with a weekday or a remark above, and a table shown as text with aligned blank cells and second sessions.
@Suite("Sixteenth blind set rules")
struct SixteenthBlindSetRulesTests {
    @Test func aDatedWorkTableUnderADueHeadingHoldsHandIns() throws {
        let dues = try SyllabusGoldenTests.deadlineLines("blind16-studio")
        #expect(dues.contains("2026-09-14 Sketch three bowl forms (Individual)"))
        #expect(dues.contains("2026-09-14 Sketch three bowl forms (Team)"), "who does it tells two same-day hand-ins apart")
        #expect(dues.contains("2026-09-21 Trim two cylinders (Individual)"))
        #expect(!dues.contains { $0.contains("Trimmed pieces") }, "the notes' due line is the row's own hand-in: \(dues)")
        let sessions = try SyllabusGoldenTests.sessionLines("blind16-studio")
        #expect(!sessions.contains { $0.contains("Sketch") || $0.contains("glaze notebook") }, "hand-ins are no classes: \(sessions)")
    }

    @Test func unpaddedDotDatesReadMonthFirstOnceThePageShowsIt() throws {
        let sessions = try SyllabusGoldenTests.sessionLines("blind16-studio")
        #expect(sessions.contains("2026-09-08 Wedging clay"))
        #expect(sessions.contains("2026-09-10 Centering"))
        #expect(sessions.contains("2026-10-13 Glaze chemistry"))
    }

    @Test func aSessionWordJoinedToAHyphenDateNeedsItsWeekday() throws {
        let sessions = try SyllabusGoldenTests.sessionLines("blind16-studio")
        #expect(sessions.contains("2026-09-22 Throwing off the hump."))
        #expect(!sessions.contains { $0.contains("rooms") || $0.hasPrefix("2026-10-12") }, "no weekday, no date: \(sessions)")
        let dates = DateText(defaultYear: 2026)
        #expect(ScheduleExtractor.labelledHyphenDate("Lecture-01-26(Mon)", dates: dates)?.date == LocalDate(year: 2026, month: 1, day: 26))
        #expect(ScheduleExtractor.labelledHyphenDate("Lecture-01-26(Tue)", dates: dates) == nil, "the weekday does not fit")
    }

    @Test func aCourseWeekHeadingIsAWeek() throws {
        let sessions = try SyllabusGoldenTests.sessionLines("blind16-studio")
        #expect(sessions.contains { $0.hasPrefix("2026-10-05 Course week 5") })
    }

    @Test func aBoldWeekLineOverAListIsAWeekNamedByItsFirstItem() throws {
        let sessions = try SyllabusGoldenTests.sessionLines("blind16-studio")
        #expect(sessions.contains("2026-10-19 Raku firing outdoors"))
        #expect(sessions.contains("2026-10-26 Crackle glazes"))
    }

    @Test func aKoreanWeekWritesItsNumberFirst() throws {
        let sessions = try SyllabusGoldenTests.sessionLines("blind16-studio")
        #expect(sessions.contains("2026-11-02 가마 정리"))
    }

    @Test func aWorkTableWithItsOwnDueDatesDatesHandOutsNotClasses() throws {
        let dues = try SyllabusGoldenTests.deadlineLines("blind16-handouts")
        #expect(dues.contains("2026-09-20 Linocut 1") && dues.contains("2026-10-04 Etching 1"))
        let sessions = try SyllabusGoldenTests.sessionLines("blind16-handouts")
        #expect(!sessions.contains { $0.contains("Linocut") || $0.contains("Etching") || $0.contains("Portfolio") }, "\(sessions)")
    }

    @Test func workHandedOutIsNotDue() throws {
        let dues = try SyllabusGoldenTests.deadlineLines("blind16-handouts")
        #expect(dues.contains("2026-10-22 Proof 1"))
        #expect(dues.contains("2026-11-05 Proof 2"))
        #expect(!dues.contains { $0.hasPrefix("2026-10-08") || $0.contains("out") }, "\(dues)")
    }

    @Test func citedWorksAndJapaneseNoticesAreNoSessions() throws {
        let sessions = try SyllabusGoldenTests.sessionLines("blind16-handouts")
        #expect(!sessions.contains { $0.contains("Hughes") || $0.contains("Moreau") || $0.contains("更新") }, "\(sessions)")
        #expect(ScheduleExtractor.isReferencesHeading("Referenties"))
        #expect(!ScheduleExtractor.isReferencesHeading("How it works"))
    }

    @Test func datedLinesWithAWeekdayOrARemarkAboveThem() throws {
        let sessions = try SyllabusGoldenTests.sessionLines("blind16-outline")
        #expect(sessions.contains("2026-09-08 Welcome"))
        #expect(sessions.contains("2026-09-15 Oxides"), "the remark and its line break above the date: \(sessions)")
        #expect(sessions.contains("2026-09-17 Fluxes"))
    }

    @Test func aTableGitHubShowsAsTextKeepsItsAlignedBlankCellsAndItsSecondSessions() throws {
        let sessions = try SyllabusGoldenTests.sessionLines("blind16-outline")
        #expect(sessions.contains("2026-09-21 Weighing a batch"))
        #expect(sessions.contains("2026-09-21 Unity formulas"), "a Lecture row below a Lab row is a second session that day: \(sessions)")
        #expect(sessions.contains("2026-09-28 Silica and alumina"))
        #expect(!sessions.contains { $0.contains("ch. 1") }, "the reading stays in its column")
    }
}
