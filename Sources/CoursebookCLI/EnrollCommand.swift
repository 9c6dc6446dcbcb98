import ArgumentParser
import CoursebookCore

/// `coursebook enroll COURSE STUDENT…`.
struct EnrollCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "enroll", abstract: "Enroll students in a course.")
    @OptionGroup var options: EditOptions
    @Argument(help: "The course id.") var course: String
    @Argument(help: "Student ids.") var students: [String]

    func run() throws {
        try EditRunner.run(options) { draft throws(EditError) in try draft.enroll(students, in: course) }
    }
}
