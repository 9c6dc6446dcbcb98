import CourseModel
import Testing
@testable import CoursebookCore

/// The date forms one cursor reads, each as a course page writes it; the extraction tests check
/// where on a page such a date is looked for.
@Suite("Date scanner")
struct DateScannerTests {
    private func read(_ text: String, year: Int? = 2026, hyphen: Bool = false, dayFirst: Bool = false, weekday: Bool = false) -> String? {
        var scanner = DateScanner(Substring(text), hyphenMonthDay: hyphen, slashDayFirst: dayFirst)
        if weekday { scanner.skipWeekday() }
        return scanner.date(defaultYear: year)?.description
    }

    @Test(arguments: [
        ("2026-09-22", "2026-09-22"),
        ("9/22", "2026-09-22"),
        ("9/22/2025", "2025-09-22"),
        ("22.09.2026", "2026-09-22"),
        ("Sep 24", "2026-09-24"),
        ("Sept. 3", "2026-09-03"),
        ("Mar. 1st", "2026-03-01"),
        ("October 01", "2026-10-01"),
        ("24 September 2025", "2025-09-24"),
        ("2016年9月14日", "2016-09-14"),
        ("3 марта", "2026-03-03"),
    ])
    func readsTheForms(text: String, expected: String) {
        #expect(read(text) == expected, "\(text)")
    }

    @Test func aWeekdayBeforeTheDateIsSkipped() {
        #expect(read("Tue, Aug 28", weekday: true) == "2026-08-28")
        #expect(read("Tuesday 9/8", weekday: true) == "2026-09-08")
    }

    @Test func monthDayWithAHyphenOnlyWhereADateIsExpected() {
        #expect(read("7-1", hyphen: true) == "2026-07-01")
        #expect(read("7-1") == nil, "in running text `1-7` is a range of pages far more often")
    }

    @Test func slashOrderFollowsThePage() {
        #expect(read("5/9") == "2026-05-09")
        #expect(read("5/9", dayFirst: true) == "2026-09-05")
    }

    @Test(arguments: ["TBA", "TBD", "Week 3", "13/45", ""])
    func noDateInText(text: String) {
        #expect(read(text) == nil, "\(text)")
    }

    @Test func withoutAYearOnlyAWrittenYearGivesADate() {
        #expect(read("Sep 24", year: nil) == nil)
        #expect(read("Sep 24, 2024", year: nil) == "2024-09-24")
    }
}

/// Month names as the scanner looks them up.
@Suite("Month names")
struct MonthNameTests {
    @Test func namesAndAbbreviations() {
        #expect(MonthName.number("September") == 9)
        #expect(MonthName.number("sep") == 9)
        #expect(MonthName.number("марта") == 3)
        #expect(MonthName.number("Smarch") == nil)
        #expect(MonthName.englishName(9) == "September")
    }
}
