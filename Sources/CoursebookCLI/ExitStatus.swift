import ArgumentParser
import CourseModel
import CoursebookCore
import Foundation

/// Exit codes from BSD's sysexits, which scripts and CI can tell apart.
enum ExitStatus {
    /// Bad command-line usage, e.g. an unknown course id.
    static let usage = ExitCode(64)
    /// The course book has errors.
    static let dataError = ExitCode(65)
    /// The course book folder is missing or is not a course book.
    static let noInput = ExitCode(66)
    /// An output file or folder could not be created.
    static let cannotCreate = ExitCode(73)
    /// Reading or writing failed.
    static let ioError = ExitCode(74)
}

/// A command that cannot go on: the message for standard error and the exit status to end with.
struct CommandFailure: Error {
    /// The exit status.
    let status: ExitCode
    /// The line printed to standard error.
    let message: String
}

/// Writes diagnostics to standard error, where they do not mix with report output.
enum Console {
    static func error(_ line: String) {
        write(line + "\n", to: .standardError)
    }

    /// Writes `text` as it is. A terminal that closed (SIGHUP under `serve`, a pipe to `head`)
    /// must not crash the command: `FileHandle.write(_:)` traps on such an error, this ignores it.
    static func write(_ text: String, to handle: FileHandle) {
        try? handle.write(contentsOf: Data(text.utf8))
    }

    static func print(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        // However a command gathered them, an identical diagnostic is printed once.
        error(diagnostics.uniqued().map(\.description).joined(separator: "\n"))
    }

    /// `N errors, M warnings` for the closing summary line.
    static func summary(_ diagnostics: [Diagnostic]) -> String {
        let diagnostics = diagnostics.uniqued()
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        return "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    }
}

/// Loads a book for a command, printing diagnostics and mapping failures to exit codes.
enum BookSession {
    /// `keepsAttendance: false` checks attendance rows without keeping them (public sites show none).
    static func load(_ path: String, printWarnings: Bool = true, keepsAttendance: Bool = true) throws -> CourseBook {
        try loadWithWarnings(path, printWarnings: printWarnings, keepsAttendance: keepsAttendance).book
    }

    /// `load`, also returning the warnings it printed.
    static func loadWithWarnings(_ path: String, printWarnings: Bool = true, keepsAttendance: Bool = true) throws -> (book: CourseBook, warnings: [Diagnostic]) {
        let root = URL(fileURLWithPath: path)
        warnAboutPendingChange(path)
        do {
            let result = try BookLoader(root: root, keepsAttendance: keepsAttendance).load()
            if printWarnings { Console.print(result.warnings) }
            return (result.book, result.warnings)
        } catch .notACourseBook(let folder, let reason) {
            Console.error("\(folder): error: not a course book: \(reason)")
            throw ExitStatus.noInput
        } catch .invalid(let diagnostics) {
            Console.print(diagnostics)
            Console.error("\(path): \(Console.summary(diagnostics))")
            throw ExitStatus.dataError
        }
    }
}

extension BookSession {
    /// Warns about a change a killed editing command left in `.coursebook/journal`, and says which
    /// command completes it. Commands that only read the book never act on a journal: it may have
    /// come with the book, and acting on it would write.
    static func warnAboutPendingChange(_ book: String) {
        if let warning = BookEditor(root: URL(fileURLWithPath: book)).pendingChangeWarning(book: book) { Console.error(warning) }
    }

    /// The templates for a book: the defaults, overridden by its `Templates/` folder; broken ones
    /// are reported like book errors, unknown names as warnings.
    static func templates(_ path: String) throws -> TemplateLibrary {
        do {
            let templates = try TemplateLibrary.load(overrides: URL(fileURLWithPath: path).appendingPathComponent(TemplateLibrary.overridesFolderName))
            Console.print(templates.warnings)
            return templates
        } catch {
            Console.print(error.diagnostics)
            throw ExitStatus.dataError
        }
    }
}
