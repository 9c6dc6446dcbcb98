import ArgumentParser
import CourseModel
import CoursebookCore

/// `coursebook course add|edit|remove|teacher|staff`.
struct CourseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "course",
        abstract: "Add, edit or remove a course file, set its teacher or change its staff.",
        subcommands: [Add.self, Edit.self, Remove.self, Teacher.self, CourseStaffCommand.self]
    )

    /// Parses every `--meets` value.
    static func meetings(_ texts: [String]) throws(EditError) -> [MeetingSpec] {
        var meetings: [MeetingSpec] = []
        for text in texts { meetings.append(try MeetingSpec(parsing: text)) }
        return meetings
    }

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Write a new courses/<ID>.yml.")
        @OptionGroup var options: EditOptions
        @Argument(help: "The course id (the file name).") var id: String
        @Option(help: "Display name.") var name: String
        @Option(help: "Subject, e.g. Mathematics.") var subject: String
        @Option(help: "Branch or programme.") var branch: String
        @Option(help: "The teacher's person id.") var teacher: String?
        @Option(help: "A weekly meeting, e.g. \"MWF 09:00-09:50 B-204\"; repeat for more.") var meets: [String] = []

        func run() throws {
            try EditRunner.run(options) { draft throws(EditError) in
                let meetings = try CourseCommand.meetings(meets)
                try draft.addCourse(id: id, name: name, subject: subject, branch: branch, teacher: teacher, meetings: meetings)
            }
        }
    }

    struct Edit: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Change a course's fields in place; --meets adds a meeting, with --replace-meets the meetings are replaced.")
        @OptionGroup var options: EditOptions
        @Argument(help: "The course id.") var id: String
        @Option(help: "Display name.") var name: String?
        @Option(help: "Subject.") var subject: String?
        @Option(help: "Branch or programme.") var branch: String?
        @Option(help: "The teacher's person id.") var teacher: String?
        @Option(help: "Add a weekly meeting, e.g. \"TR 13:30-14:45 M-1\"; repeat for more.") var meets: [String] = []
        @Flag(help: "Replace the course's meetings with the --meets values instead of adding them.") var replaceMeets = false

        func run() throws {
            try EditRunner.run(options) { draft throws(EditError) in
                let meetings = try CourseCommand.meetings(meets)
                try draft.editCourse(id, name: name, subject: subject, branch: branch, teacher: teacher, addMeetings: meetings, replacingMeetings: replaceMeets)
            }
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Remove a course file with its notes and its enrollment, attendance, bonus and project rows."
        )
        @OptionGroup var options: EditOptions
        @Argument(help: "The course id.") var id: String
        @Flag(help: "Do not ask before removing.") var yes = false

        func run() throws {
            try EditRunner.run(options, askBeforeRemoving: true, yes: yes) { draft throws(EditError) in try draft.removeCourse(id) }
        }
    }

    struct Teacher: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Set or clear a course's teacher.")
        @OptionGroup var options: EditOptions
        @Argument(help: "The course id.") var id: String
        @Option(name: .customLong("set"), help: "The teacher's person id.") var person: String?
        @Flag(help: "Remove the teacher.") var clear = false

        func validate() throws {
            guard (person != nil) != clear else { throw ValidationError("give either --set PERSON or --clear") }
        }

        func run() throws {
            try EditRunner.run(options) { draft throws(EditError) in try draft.setTeacher(of: id, to: clear ? nil : person) }
        }
    }
}
