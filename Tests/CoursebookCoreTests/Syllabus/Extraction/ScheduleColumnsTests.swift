import Testing
@testable import CoursebookCore

/// What a schedule column holds is decided in one place, readings included.
@Suite("Schedule columns")
struct ScheduleColumnsTests {
    @Test func headersNameTheirRoles() {
        #expect(ScheduleColumns.role("Week #") == .week)
        #expect(ScheduleColumns.role("Course week") == .week)
        #expect(ScheduleColumns.role("Topics, Reading Suggestions, Deliverables") == .topic)
        #expect(ScheduleColumns.role("Assignment Due") == .due)
    }

    @Test func readingColumnsAreTheAgendasReadings() {
        #expect(ScheduleColumns.isReading("Readings"))
        #expect(ScheduleColumns.isReading("Литература"))
        #expect(!ScheduleColumns.isReading("Topic"))
        #expect(ScheduleColumns.role("Readings") == .other, "to the schedule rules a reading column is another column")
    }
}
