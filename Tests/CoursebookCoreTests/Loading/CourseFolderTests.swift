import Testing
@testable import CoursebookCore

/// Where a course file lives: one rule (`CourseFolder.filePath`) for the loader, the editing
/// commands, the course page's problems and the incremental build.
@Suite("Course file paths")
struct CourseFolderTests {
    @Test func yamlWhenItExistsElseYml() {
        #expect(CourseFolder.filePath("alg") { _ in false } == "courses/alg.yml")
        #expect(CourseFolder.filePath("alg") { $0 == "courses/alg.yml" } == "courses/alg.yml")
        #expect(CourseFolder.filePath("alg") { $0 == "courses/alg.yaml" } == "courses/alg.yaml")
        // With both, the loader reads `.yaml` (first in name order) and reports `.yml` as the duplicate.
        #expect(CourseFolder.filePath("alg") { _ in true } == "courses/alg.yaml")
        #expect(["alg.yml", "alg.yaml"].sorted().first == "alg.yaml")
        #expect(CourseFolder.newFilePath("alg") == "courses/alg.yml")
    }

    @Test func aCourseFileNamesItsID() {
        #expect(CourseFolder.courseID(fileName: "alg.yml") == "alg")
        #expect(CourseFolder.courseID(fileName: "alg.yaml") == "alg")
        #expect(CourseFolder.courseID(fileName: "v1.2.yml") == "v1.2")
        #expect(CourseFolder.courseID(fileName: "alg.md") == nil)
        #expect(CourseFolder.courseID(fileName: "alg.yml.bak") == nil)
    }
}
