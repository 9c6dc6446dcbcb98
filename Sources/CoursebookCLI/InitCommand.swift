import ArgumentParser
import CoursebookCore
import Foundation

/// `coursebook init DIR`: start a new, valid, commented course book.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a small course book (one term, two courses, a few people, one course page) to edit."
    )

    @Argument(help: "The new book's folder; it must not exist or be empty.")
    var folder: String

    func run() throws {
        do {
            try BookStarter.create(at: URL(fileURLWithPath: folder))
        } catch {
            Console.error(error.description)
            throw ExitStatus.cannotCreate
        }
        print("\(folder): new course book; next: coursebook check \(folder) && coursebook build \(folder)")
    }
}
