import ArgumentParser
import CourseModel
import CoursebookCore
import Foundation

/// `coursebook unenroll COURSE STUDENT…`.
struct UnenrollCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unenroll",
        abstract: "Remove students from a course with their attendance and bonus rows there (people and course stay)."
    )
    @OptionGroup var options: EditOptions
    @Argument(help: "The course id.") var course: String
    @Argument(help: "Student ids.") var students: [String]

    func run() throws {
        try EditRunner.run(options) { draft throws(EditError) in try draft.unenroll(students, from: course) }
    }
}
