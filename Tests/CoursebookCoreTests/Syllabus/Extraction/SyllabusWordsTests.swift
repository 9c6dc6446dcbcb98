import CourseModel
import Testing
@testable import CoursebookCore

/// `SyllabusWords`: one list per meaning, each word written once, and every rule reading work,
/// date and week words from it.
struct SyllabusWordsTests {
    private func extract(_ text: String) throws -> Syllabus {
        try SyllabusExtractor(year: 2026, endpoints: GitHubEndpoints()).extract(text, path: "page.md")
    }

    @Test func theWeekColumnWordsIncludeTheHeadingOnesAndDateOfIncludesTheDateWords() {
        #expect(SyllabusWords.headingWeek.isSubset(of: SyllabusWords.week))
        #expect(!SyllabusWords.headingWeek.contains("no"))
        #expect(SyllabusWords.date.isSubset(of: SyllabusWords.dateOf))
        #expect(["of", "de", "termin"].allSatisfy(SyllabusWords.dateOf.contains))
        #expect(!SyllabusWords.date.contains("of"))
    }

    /// The copies disagreed: `Taller`, `Trabajo`, `Entrega`, `Informe`, `Essay`, `Paper`,
    /// `Report` and `Quiz` named work before a date (`Taller 1: 14 de agosto`) but not as a
    /// heading or cell. They name work wherever work words are read now.
    @Test func aWorkWordNamesWorkInAHeadingAsInALabel() throws {
        #expect(ScheduleTable.namesWork("Taller 1"))
        #expect(ScheduleTable.namesWork("Essay 2"))
        #expect(ScheduleTable.namesWork("Homework 3"))
        #expect(!ScheduleTable.namesWork("Lecture 3"))
        let heading = try extract("# Curso\n\n## Taller 2\n\n- Fecha de entrega: 21 de agosto de 2026\n")
        #expect(heading.deadlines.map(\.title) == ["Taller 2"])
    }

    /// The copies disagreed: `Prazo`, `Scadenza` and `сдачи` were due words in text but not in a
    /// column's header. A due column's words now include every due word.
    @Test func everyDueWordMakesADueColumn() {
        #expect(SyllabusWords.due.isSubset(of: SyllabusWords.dueColumn))
        #expect(ScheduleColumns.role("Prazo") == .due)
        #expect(ScheduleColumns.role("Scadenza") == .due)
        #expect(ScheduleColumns.role("Due date") == .due)
        #expect(ScheduleColumns.role("Deliverables") == .due)
    }

    /// Every phrase the deadline scan anchors on passes its byte prefilter and opens a deadline,
    /// so a phrase added to the list cannot be skipped silently.
    @Test func everyDuePhraseOpensADeadlineInText() throws {
        for phrase in SyllabusWords.duePhrases {
            let page = try extract("# Kurs\n\nEssay 2 \(phrase) 2026-09-14.\n")
            #expect(page.deadlines.map(\.due) == [LocalDate(year: 2026, month: 9, day: 14)!], "\(phrase)")
        }
    }

    /// German and Norwegian due compounds, and CJK due parts, name due columns and deadline headings alike.
    @Test func dueCompoundsAndCJKDuePartsAreReadOnce() {
        for word in ["abgabetermin", "innleveringsfrist", "innleveringsfrister"] { #expect(SyllabusWords.isDueCompound(word), "\(word)") }
        #expect(!SyllabusWords.isDueCompound("abend"))
        #expect(ScheduleColumns.role("Abgabetermin") == .due)
        #expect(ScheduleColumns.role("Innleveringsfrister") == .due)
        #expect(DeadlineLists.namesDeadlines("Innleveringsfrister"))
        #expect(DeadlineLists.namesDeadlines("作业提交截止日期"))
        #expect(SyllabusWords.cjkDue.allSatisfy(ScheduleColumns.cjkDueParts.contains))
    }

    /// One reader of a day of the month, of a time of day, and of a weekday in any language.
    @Test func dayOfMonthTimeOfDayAndWeekdaysHaveOneReaderEach() {
        #expect(DateText.dayOfMonth("9") == 9)
        #expect(DateText.dayOfMonth("09") == 9)
        #expect(DateText.dayOfMonth("31") == 31)
        for text in ["0", "00", "32", "45", "9.", "123", "", "٣"] { #expect(DateText.dayOfMonth(text) == nil, "\(text)") }
        for token in ["23:59", "11pm", "20h", "20h00", "noon", "uhr", "p.m"] { #expect(TimeOfDay.isToken(token), "\(token)") }
        for token in ["hw3", "2026", "lab"] { #expect(!TimeOfDay.isToken(token), "\(token)") }
        for span in ["14–16 Uhr", "10:00-11:40", "2pm", "9 am"] { #expect(TimeOfDay.isSpan(Substring(span)), "\(span)") }
        #expect(!TimeOfDay.isSpan("Week 3"))
        #expect(DateScanner.weekday("freitag") == .friday)
        #expect(DateScanner.weekday("jeudi") == .thursday)
        #expect(DateScanner.weekday("周三") == .wednesday)
        #expect(DateScanner.weekday("tues") == .tuesday)
        #expect(DateScanner.weekday("we") == .wednesday)
        #expect(DateScanner.weekday("week") == nil)
        let friday = DeadlineExtractor.nearestWeekday(named: "Freitag, 23:59", to: LocalDate(year: 2026, month: 9, day: 15)!)
        #expect(friday == LocalDate(year: 2026, month: 9, day: 18)!)
    }

    @Test func taskWordsNameListLabelsAndWorkColumns() {
        #expect(SyllabusWords.tasks.contains("tareas") && SyllabusWords.tasks.contains("задание"))
        #expect(!SyllabusWords.tasks.contains("work"), "`Work through the following` is a verb; only a column header `Work` names tasks")
    }
}
