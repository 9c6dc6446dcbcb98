import ArgumentParser
import CourseModel
import CoursebookCore
import Foundation

/// Options every editing command takes.
struct EditOptions: ParsableArguments {
    @Option(help: "The course book folder.")
    var book: String = "."

    @Flag(help: "Print the change as a unified diff and write nothing.")
    var dryRun = false
}

/// Runs a planned change for a command: prints the diff or the summary, asks before removals,
/// and ends the command on an `EditError` (see `CommandFailure`).
