import ArgumentParser
import CourseModel
import CoursebookCore
import CoursebookServe
import Foundation

/// A command that cannot go on: what it prints on standard error and the exit status it ends with.
struct CommandFailure: Error {
    /// The exit status.
    let status: ExitCode
    /// The diagnostics printed first, each once.
    var diagnostics: [Diagnostic]
    /// The line printed last; nothing when empty.
    let message: String

    init(status: ExitCode, message: String, diagnostics: [Diagnostic] = []) {
        self.status = status
        self.message = message
        self.diagnostics = diagnostics
    }

    /// Prints the diagnostics and the message on standard error and returns the status for the
    /// command to end with: `throw CommandFailure(error).reported()`.
    func reported() -> ExitCode {
        Console.print(diagnostics)
        if !message.isEmpty { Console.error(message) }
        return status
    }
}

/// The one mapping from the errors of the layers below to exit statuses and messages: one
/// initialiser per error type, which every command uses.
extension CommandFailure {
    /// A book that could not be loaded (`BookLoader`): 66 when `book` is no course book, 65 with
    /// every diagnostic and a summary when it has errors.
    init(_ error: BookError, book: String) {
        switch error {
        case .notACourseBook:
            self.init(status: ExitStatus.noInput, message: error.description)
        case .invalid(let diagnostics):
            self.init(status: ExitStatus.dataError, message: "\(book): \(Console.summary(diagnostics))", diagnostics: diagnostics)
        }
    }

    /// A site build that stopped: 73 for a refused output folder, 74 for a failed write, 65 with
    /// every diagnostic when the book or templates had errors (or warnings, under `--strict`).
    init(_ error: SiteError, book: String, strict: Bool) {
        switch error {
        case .refusedOutput:
            self.init(status: ExitStatus.cannotCreate, message: error.description)
        case .writeFailed:
            self.init(status: ExitStatus.ioError, message: error.description)
        case .invalid(let diagnostics):
            self.init(status: ExitStatus.dataError, message: "\(book): site not written: \(Console.summary(diagnostics))\(strict ? " (--strict)" : "")", diagnostics: diagnostics)
        }
    }

    /// A change to the book that was not made (`EditError`'s cases name their statuses; its
    /// `description` words the message, and a refusal adds its diagnostics below one line).
    init(_ error: EditError) {
        switch error {
        case .usage:
            self.init(status: ExitStatus.usage, message: error.description)
        case .notACourseBook:
            self.init(status: ExitStatus.noInput, message: error.description)
        case .refused(let diagnostics):
            self.init(status: ExitStatus.dataError, message: "error: change refused; no file was changed", diagnostics: diagnostics)
        case .io:
            self.init(status: ExitStatus.ioError, message: error.description)
        }
    }

    /// A course page that could not be read: 65 when it is rejected, 66 when a local page cannot
    /// be read, 74 when a remote one can be neither downloaded nor found in the cache.
    init(_ error: SyllabusError) {
        let status = switch error {
        case .rejected, .invalidFrontMatter: ExitStatus.dataError
        case .unreadable: ExitStatus.noInput
        case .fetchFailed, .notCached: ExitStatus.ioError
        }
        self.init(status: status, message: error.description)
    }

    /// A report or export asked for with options that do not fit the book (an unknown id, a
    /// missing or unused option): a usage error, 64.
    init(_ error: ReportRequestError) {
        self.init(status: ExitStatus.usage, message: "error: \(error)")
    }

    /// Templates that could not be loaded: every broken one, 65.
    init(_ error: TemplateError) {
        self.init(status: ExitStatus.dataError, message: "", diagnostics: error.diagnostics)
    }

    /// A file or folder a command creates (`--output`, `init`, `templates export`) that could not
    /// be written: 73.
    init(_ error: AtomicFile.WriteError) {
        self.init(status: ExitStatus.cannotCreate, message: error.description)
    }

    /// A preview that could not start: 66 when the folder is no course book, 64 for a host that is
    /// no IP address, 74 for a port that cannot be used.
    init(_ error: ServeError) {
        switch error {
        case .notACourseBook: self.init(status: ExitStatus.noInput, message: error.description)
        case .notAnAddress: self.init(status: ExitStatus.usage, message: error.description)
        case .cannotListen: self.init(status: ExitStatus.ioError, message: error.description)
        }
    }
}
