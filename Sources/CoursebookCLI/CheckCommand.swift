import ArgumentParser
import CourseModel
import CoursebookCore
import Foundation

/// `coursebook check [BOOK]`: validate every file and print every problem.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate a course book and list every problem as path:line:col: error: message.",
        discussion: "Changes nothing: a change an interrupted editing command left in .coursebook/journal is only reported ('coursebook recover' completes it). Exits 0 when the book is valid (warnings allowed unless --strict), 65 when it has errors, 66 when BOOK is not a course book."
    )

    @Argument(help: "The course book folder.")
    var book: String = "."

    @Flag(name: .shortAndLong, help: "Print only errors, not warnings or the summary.")
    var quiet = false

    @Flag(help: "Treat warnings as errors (exit 65), as a publishing workflow should.")
    var strict = false

    func run() throws {
        let root = URL(fileURLWithPath: book)
        BookSession.warnAboutPendingChange(book)
        let warnings: [Diagnostic]
        do {
            let result = try BookLoader(root: root).load()
            warnings = result.warnings
            if !quiet {
                Console.print(result.warnings)
                let book = result.book
                let sessions = book.sessions.values.reduce(0) { $0 + $1.count }
                print("\(self.book): ok: \(book.courses.count) courses, \(book.people.count) people, \(sessions) sessions, \(book.attendance.count) attendance rows; \(Console.summary(result.warnings))")
            }
        } catch {
            var failure = CommandFailure(error, book: book)
            if quiet { failure.diagnostics = failure.diagnostics.filter { $0.severity == .error } }
            throw failure.reported()
        }
        if strict, !warnings.isEmpty {
            if quiet { Console.print(warnings) }
            Console.error("\(book): \(Console.summary(warnings)) (--strict)")
            throw ExitStatus.dataError
        }
    }
}
