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
}
