import CourseModel
import Foundation
import Testing
@testable import CoursebookCore

/// Handouts that ask in bullets, as real lab sheets do (`Fixtures/pages/handout-forms.md`, in our
/// own words): `### TODO` lists with file labels over the steps, `The logger must:` lead-ins, a
/// numbered list of parameters that describes rather than asks, and a title heading that names
/// the handout rather than a task section.
@Suite("Handout tasks")
struct HandoutTaskTests {
    private static func page() throws -> Syllabus { try SyllabusGoldenTests.extract("handout-forms") }

    @Test func toDoBulletsAndLeadInBulletsAreTasksAndLabelsStandForTheirSteps() throws {
        let tasks = try Self.page().tasks.map(\.text)
        try #require(tasks.count == 5, "\(tasks)")
        #expect(tasks.prefix(3).elementsEqual(["Implement the read_probe function.", "Implement the average function.", "Implement main."]))
        #expect(tasks[3].hasPrefix("Write one line per reading") && tasks[3].contains("with the time first"))
        #expect(tasks[4] == "Stop cleanly on ctrl-c")
    }

    @Test func parametersSetupAndTheTitleHeadingGiveNoTasks() throws {
        let tasks = try Self.page().tasks.map(\.text)
        #expect(!tasks.contains { $0.contains("probe_count") || $0.contains("interval_ms") }, "a list of `name`: meaning describes")
        #expect(!tasks.contains { $0.contains("toolchain") }, "installation steps are never tasks")
    }

    @Test func aSentenceAboutTheHandoutIsItsDeadline() throws {
        let deadlines = try Self.page().deadlines.map { "\($0.due) \($0.title)" }
        #expect(deadlines == ["2026-10-16 Lab Sheet 3: Pond Sensors"])
    }

    @Test func numberedQuestionHeadingsHoldTheirTasksAndAParagraphQuestionIsOne() throws {
        let tasks = try SyllabusGoldenTests.extract("handout-questions").tasks
        #expect(tasks.map(\.text) == [
            "Fork the tide data repository into your own account and keep it private.",
            "Load the week of readings.", "Plot the height against the time.",
            "Import the readings.",
            "Show the chart to a classmate.", "Note one thing they would change.",
        ])
        #expect(tasks.first?.group == "Q1 (2 points): Fork the data repository")
        #expect(!tasks.contains { $0.text.contains("metres") }, "hints are not tasks")
    }
}
