import ArgumentParser
import CoursebookCore

/// `coursebook project add|done|reopen`.
struct ProjectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "project",
        abstract: "Add projects and mark them done or not done (projects.csv).",
        subcommands: [Add.self, Done.self, Reopen.self]
    )

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Add a project to a course.")
        @OptionGroup var options: EditOptions
        @Option(help: "The course id.") var course: String
        @Option(help: "The project's name, unique in its course.") var name: String
        @Option(help: "YYYY-MM-DD or YYYY-MM-DDTHH:MM (term time zone).") var due: String

        func run() throws {
            try EditRunner.run(options) { draft throws(EditError) in try draft.addProject(course: course, name: name, due: due) }
        }
    }

    /// The project a `done` or `reopen` names.
    struct Target: ParsableArguments {
        @OptionGroup var options: EditOptions
        @Option(help: "The course id.") var course: String
        @Argument(help: "The project's name.") var name: String

        func mark(done: Bool) throws {
            try EditRunner.run(options) { draft throws(EditError) in try draft.setProjectDone(course: course, name: name, done: done) }
        }
    }

    struct Done: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Mark a project done.")
        @OptionGroup var target: Target

        func run() throws { try target.mark(done: true) }
    }

    struct Reopen: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Mark a project not done.")
        @OptionGroup var target: Target

        func run() throws { try target.mark(done: false) }
    }
}
