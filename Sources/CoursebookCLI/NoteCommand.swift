import ArgumentParser
import CourseModel
import CoursebookCore
import Foundation

/// `coursebook note add`.
struct NoteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "note",
        abstract: "Write session notes (notes/<course>/<date>-<slug>.md).",
        subcommands: [Add.self]
    )

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Add a note for a session; the body comes from --body-file, from standard input when it is not a terminal, or from $EDITOR."
        )
        @OptionGroup var options: EditOptions
        @Option(help: "The course id.") var course: String
        @Option(help: "The session's date, YYYY-MM-DD (default: today in the term's time zone).") var session: LocalDate?
        @Option(help: "The note's title.") var title: String
        @Option(help: "Read the body from this file.") var bodyFile: String?

        func run() throws {
            let body = try readBody()
            let now = TermClock.currentInstant
            try EditRunner.run(options) { draft throws(EditError) in
                let date = session ?? TermClock(term: draft.book.term).today(at: now)
                try draft.addNote(course: course, date: date, title: title, body: body, created: now)
            }
        }

        private func readBody() throws -> String {
            if let bodyFile {
                guard let data = FileHandle(forReadingAtPath: bodyFile)?.readDataToEndOfFile() else {
                    Console.error("error: cannot read \(bodyFile)")
                    throw ExitStatus.noInput
                }
                return String(decoding: data, as: UTF8.self)
            }
            if isatty(0) == 0 {
                return String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
            }
            return try editBody()
        }

        /// Opens `$EDITOR` (or `vi`) on a temporary file and returns what was saved.
        private func editBody() throws -> String {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-note-\(UUID().uuidString).md")
            _ = FileManager.default.createFile(atPath: file.path, contents: Data())
            defer { try? FileManager.default.removeItem(at: file) }
            let editor = ProcessInfo.processInfo.environment["EDITOR"].flatMap { $0.isEmpty ? nil : $0 } ?? "vi"
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", editor + " \"$1\"", "sh", file.path]
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                Console.error("error: the editor exited with status \(process.terminationStatus); no note written")
                throw ExitStatus.usage
            }
            let body = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            guard !body.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                Console.error("error: the note is empty; nothing written")
                throw ExitStatus.usage
            }
            return body
        }
    }
}
