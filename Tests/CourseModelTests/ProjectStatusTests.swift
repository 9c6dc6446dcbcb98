import Testing
@testable import CourseModel

/// `ProjectStatus`: the one rule of where something due stands on a day, and which of it is still due.
struct ProjectStatusTests {
    private let today = LocalDate(iso: "2026-10-05")!

    @Test func doneOverdueAndOpen() {
        let before = DueDate.day(LocalDate(iso: "2026-10-04")!), on = DueDate.day(today), after = DueDate.day(LocalDate(iso: "2026-10-06")!)
        #expect(ProjectStatus(isDone: true, due: before, on: today) == .done)
        #expect(ProjectStatus(isDone: true, due: after, on: today) == .done)
        #expect(ProjectStatus(isDone: false, due: before, on: today) == .overdue)
        // Due today is not overdue yet.
        #expect(ProjectStatus(isDone: false, due: on, on: today) == .open)
        #expect(ProjectStatus(isDone: false, due: after, on: today) == .open)
    }

    @Test func onlyOpenWorkIsStillDue() {
        #expect(ProjectStatus.open.isStillDue)
        #expect(!ProjectStatus.done.isStillDue)
        #expect(!ProjectStatus.overdue.isStillDue)
        let project = Project(courseID: "alg", name: "Lab", due: .day(LocalDate(iso: "2026-10-09")!), isDone: true)
        #expect(project.status(on: today) == .done)
    }

    @Test func projectsAreListedByDueDateThenName() {
        let early = LocalDate(iso: "2026-10-01")!, late = LocalDate(iso: "2026-10-09")!
        let projects = [
            Project(courseID: "alg", name: "B", due: .day(late), isDone: false),
            Project(courseID: "alg", name: "Z", due: .day(early), isDone: false),
            Project(courseID: "alg", name: "A", due: .day(late), isDone: true),
        ]
        #expect(projects.sorted(by: Project.listedBefore).map(\.name) == ["Z", "A", "B"])
    }
}
