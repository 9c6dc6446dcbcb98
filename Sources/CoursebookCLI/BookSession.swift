import ArgumentParser
import CourseModel
import CoursebookCore
import Foundation

/// Loads a book for a command, printing its diagnostics; a failure ends the command (`CommandFailure`).
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
        } catch {
            throw CommandFailure(error, book: path).reported()
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
            throw CommandFailure(error).reported()
        }
    }
}
