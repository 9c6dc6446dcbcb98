import Testing
@testable import CourseModel

/// A staff role is read without case, by the course files and the command line alike.
struct StaffRoleTests {
    @Test func aRoleIsReadLowerCased() {
        #expect(StaffRole(reading: "TA") == .ta)
        #expect(StaffRole(reading: "Co-Instructor") == .coInstructor)
        #expect(StaffRole(reading: "grader").rawValue == "grader")
    }
}
