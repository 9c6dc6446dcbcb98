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

    @Option(help: "Also write a CI workflow that builds the site on push and daily and publishes it: github (GitHub Actions and Pages) or gitlab (GitLab CI and Pages).")
    var ci: PublishingWorkflow?

    func run() throws {
        do {
            try BookStarter.create(at: URL(fileURLWithPath: folder), publishingWith: ci)
        } catch {
            throw CommandFailure(error).reported()
        }
        print("\(folder): new course book; next: coursebook check \(folder) && coursebook build \(folder)")
        if let ci {
            print("\(folder)/\(ci.path): builds and publishes the site; set the CI variable COURSEBOOK_GIT to coursebook's git address first (see the file's comments)")
        }
    }
}
