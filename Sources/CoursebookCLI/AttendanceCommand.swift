import ArgumentParser
import CourseModel
import CoursebookCore

/// `coursebook attendance mark`.
struct AttendanceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "attendance",
        abstract: "Record attendance (attendance.csv).",
        subcommands: [Mark.self]
    )

    struct Mark: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Mark students present, late, absent or excused at one session, replacing earlier marks."
        )
        @OptionGroup var options: EditOptions
        @Option(help: "The course id.") var course: String
        @Option(help: "The session's date, YYYY-MM-DD.") var date: LocalDate
        @Option(help: "present, late, absent or excused.") var status: AttendanceStatus?
        @Flag(help: "Mark every enrolled student present.") var allPresent = false
        @Argument(help: "Student ids.") var students: [String] = []

        func validate() throws {
            if allPresent {
                guard students.isEmpty, status == nil || status == .present else {
                    throw ValidationError("--all-present marks the whole roster present; give no students or other status")
                }
            } else {
                guard status != nil, !students.isEmpty else { throw ValidationError("give --status and one or more students, or --all-present") }
            }
        }

        func run() throws {
            try EditRunner.run(options) { draft throws(EditError) in
                let who = allPresent ? try draft.roster(of: course) : students
                try draft.markAttendance(course: course, date: date, status: allPresent ? .present : status!, students: who)
            }
        }
    }
}
