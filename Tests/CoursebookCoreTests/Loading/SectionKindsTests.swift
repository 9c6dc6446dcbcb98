import Testing
@testable import CourseModel
@testable import CoursebookCore

/// The `syllabus.sections` kinds of `coursebook.yml` are `SectionKind`'s, in its order, but `other`.
struct SectionKindsTests {
    @Test func theKindsABookMayExtendAreTheModelsButOther() {
        #expect(BookConfigLoader.sectionKinds == ["objectives", "materials", "schedule", "tasks", "hints", "evaluation", "policies", "extra"])
    }
}
