import CourseModel
import Foundation
import Testing
@testable import CoursebookCore

/// The schedule forms real course pages use outside English pipe tables with a Date column, each
/// reproduced in `Fixtures/pages/schedule-forms.md` in our own words: Spanish, German and Chinese
/// headers and dates, month-day with a hyphen in a date column, a `<br>` in a cell, a `Due (…)`
/// column, kramdown definition lists and bullet lists by date. `not-dates.md` holds what must
/// never become a date or a deadline.
@Suite("Schedule forms")
struct ScheduleFormsTests {
    private func extract(_ name: String) throws -> Syllabus {
        try SyllabusGoldenTests.extract(name)
    }

    private func rows(_ syllabus: Syllabus) -> [String] {
        syllabus.schedule.map { "\($0.week.map { "\($0)" } ?? "-") \($0.date?.description ?? "none") \($0.topic)" }
    }

    @Test func everyFormGivesItsSessions() throws {
        let syllabus = try extract("schedule-forms")
        #expect(rows(syllabus) == [
            "1 2026-09-07 Muestreo de suelos",      // Semana / Fecha / Tema, `7 de septiembre`
            "2 2026-09-14 Transectos",
            "3 none Salida de campo",               // TBA is no date
            "1 2026-09-21 Bodenproben",             // Woche / Datum / Thema, `21. Sept. 2026`
            "2 2026-09-28 Wasserproben",
            "1 2026-10-05 植物识别",                 // 序号 / 时间 / 内容, `2026年10月5日`
            "6 2026-10-12 Pond survey",             // Wk, `10-12` in a date column of a known year
            "7 2026-10-19 Data entry\nPlotting",    // `<br>` keeps the two items apart
            "- 2026-10-26 Wetland walk",            // definition list: `Oct 26` then `: topic`
            "- 2026-11-02 River gauge visit",
            "- 2026-11-09 Reading group on sampling bias", // bullet by date with topics below
            "- 2026-11-16 Guest talk on remote sensing",
        ])
    }

    @Test func dueColumnsAndDueItemsGiveDeadlinesOnTheRowsDate() throws {
        let deadlines = try extract("schedule-forms").deadlines.map { "\($0.due) \($0.title)" }
        #expect(deadlines == ["2026-09-14 Informe 1", "2026-10-12 Survey sheet", "2026-11-09 Poster drafts"])
    }

    @Test func pageRangesVersionsAndWordsAreNotDates() throws {
        let syllabus = try extract("not-dates")
        #expect(syllabus.schedule.isEmpty, "\(syllabus.schedule)")
        #expect(syllabus.deadlines.isEmpty, "\(syllabus.deadlines)")
    }

    @Test(arguments: [
        ("13. Sept. 2026", "2026-09-13"), ("5. März", "2026-03-05"), ("5 de abril", "2026-04-05"),
        ("2 déc.", "2026-12-02"), ("02 Dez", "2026-12-02"), ("Mar. 1st", "2026-03-01"), ("Tue, Aug 28", "2026-08-28"),
        ("2016年9月14日", "2016-09-14"), ("9月14日", "2026-09-14"), ("12.01.19", "2019-01-12"),
    ])
    func datesInMoreLanguagesAndForms(_ written: String, _ iso: String) {
        #expect(DateText(defaultYear: 2026).prefix(of: Substring(written))?.date.description == iso, "\(written)")
    }

    @Test(arguments: ["TBA", "TBD", "Set 3", "3.1.12", "7-1"])
    func notADate(_ written: String) {
        #expect(DateText(defaultYear: 2026).prefix(of: Substring(written)) == nil, "\(written)")
    }

    @Test func aHyphenMonthDayIsADateOnlyInADateCell() {
        #expect(DateText(defaultYear: 2026).inDateCell.prefix(of: "7-1")?.date.description == "2026-07-01")
    }
}
