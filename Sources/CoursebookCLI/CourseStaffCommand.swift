import ArgumentParser
import CourseModel
import CoursebookCore

/// `coursebook course staff add|remove`: co-instructors, teaching assistants and book roles.
struct CourseStaffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "staff",
        abstract: "Add someone to a course's staff or take them off it.",
        subcommands: [Add.self, Remove.self]
    )

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Add a person to a course's staff, with their office and office hours.")
        @OptionGroup var options: EditOptions
        @Argument(help: "The course id.") var course: String
        @Argument(help: "The person id.") var person: String
        @Option(help: "instructor, co-instructor, ta, or a role from staff_roles in coursebook.yml.") var role: String
        @Option(help: "Their office, e.g. B-318.") var office: String = ""
        @Option(help: "Weekly office hours, e.g. \"W 10:00-11:00 B-318\"; repeat for more.") var hours: [String] = []

        func run() throws {
            try EditRunner.run(options) { draft throws(EditError) in
                let meetings = try CourseCommand.meetings(hours)
                try draft.addToStaff(person, of: course, role: StaffRole(reading: role), office: office, hours: meetings)
            }
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Take a person off a course's staff (teacher or staff entry).")
        @OptionGroup var options: EditOptions
        @Argument(help: "The course id.") var course: String
        @Argument(help: "The person id.") var person: String

        func run() throws {
            try EditRunner.run(options) { draft throws(EditError) in try draft.removeFromStaff(person, of: course) }
        }
    }
}
