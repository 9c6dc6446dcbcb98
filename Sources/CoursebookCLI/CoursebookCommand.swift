import ArgumentParser

/// The `coursebook` root command: course books in, sites and reports out.
package struct CoursebookCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "coursebook",
        abstract: "Turn a course book (YAML, CSV and Markdown files) into a course site and printable reports.",
        version: "0.1.0",
        subcommands: [
            CheckCommand.self, ReportCommand.self, SyllabusCommand.self, BuildCommand.self, TemplatesCommand.self,
            InitCommand.self, PersonCommand.self, CourseCommand.self, EnrollCommand.self, UnenrollCommand.self,
            BonusCommand.self, AttendanceCommand.self, ProjectCommand.self, NoteCommand.self, ImportCommand.self,
            ExportCommand.self, ServeCommand.self, FetchCommand.self, RecoverCommand.self,
        ]
    )

    package init() {}

    /// Parses the process arguments and runs the chosen subcommand, sync or async, then exits.
    ///
    /// ArgumentParser's own async entry point needs `@main` on this type, which must live in the
    /// library so tests can reach it; the executable calls this instead.
    package static func runFromCommandLine(_ arguments: [String]? = nil) async -> Never {
        do {
            var command = try parseAsRoot(arguments)
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            exit()
        } catch {
            exit(withError: error)
        }
    }
}
