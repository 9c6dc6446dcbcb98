import ArgumentParser
import CoursebookCore
import Foundation

/// `coursebook recover [BOOK]`: finish or undo a change a killed editing command left.
struct RecoverCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recover",
        abstract: "Complete (or undo) a change an interrupted editing command left in .coursebook/journal.",
        discussion: """
        Every editing command does this first; 'check', 'build', 'report', 'syllabus' and 'serve' only \
        report a pending change. A journal this user's coursebook did not write on this machine (one \
        that came with the book) is removed without touching any other file.
        """
    )

    @Argument(help: "The course book folder.")
    var book: String = "."

    func run() throws {
        do {
            let message = try BookEditor(root: URL(fileURLWithPath: book)).recoverInterruptedChange()
            Console.error(message ?? "\(book): no interrupted change")
        } catch {
            throw CommandFailure(error).reported()
        }
    }
}
