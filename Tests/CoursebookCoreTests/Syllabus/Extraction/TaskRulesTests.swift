import Testing
@testable import CourseModel
@testable import CoursebookCore

/// Which numbered lists are tasks on a page without a task heading, what a task keeps, and which
/// group it belongs to.
@Suite("Task rules")
struct TaskRulesTests {
    private func tasks() throws -> [SyllabusTask] {
        try SyllabusGoldenTests.extract("task-rules").tasks
    }

    @Test func objectivesSetupAndProcessListsAreNotTasks() throws {
        // Without any task heading, the page's other numbered lists are its tasks.
        let page = try SyllabusExtractor(endpoints: GitHubEndpoints()).extract(
            "# Lab\n\n## Objectives\n\n1. Understand comparators.\n\n## Getting started\n\n1. Clone the starter.\n\n## Installation\n\n1. Install the runner.\n\n### How the checker works\n\n1. It reads your network.\n\n## Steps\n\n1. Build a network.\n2. Count its layers.\n",
            path: "lab.md")
        #expect(page.tasks.map(\.text) == ["Build a network.", "Count its layers."])
        #expect(page.tasks.map(\.group) == ["Steps", "Steps"])
    }

    @Test func onAPageWithTaskHeadingsOnlyTheirListsAreTasks() throws {
        let texts = try tasks().map(\.text)
        #expect(!texts.contains { $0.contains("Understand") || $0.contains("Clone") || $0.contains("reads your network") }, "\(texts)")
        #expect(texts.count == 3)
    }

    @Test func aTaskKeepsItsNestedBulletsAndParagraphs() throws {
        let first = try #require(try tasks().first)
        #expect(first.text == "Build a network for four inputs.\nUse at most five comparators.\nDraw it first.\nThen explain why it sorts every input.")
    }

    @Test func numberedTaskHeadingsGroupTheirTasks() throws {
        let tasks = try tasks()
        #expect(tasks.map(\.group) == ["Задание 1", "Задание 1", "Задание 2"], "a bold instruction above the list is not a group")
        #expect(tasks.map(\.number) == [1, 2, 1])
    }
}
