import ArgumentParser
import CourseModel
import CoursebookCore
import Foundation

extension GradeExportFormat: ExpressibleByArgument {}

/// `coursebook export canvas-grades|moodle-grades --course ID`: attendance points and bonus totals
/// as a file the LMS's gradebook imports, so teachers need not type them in again.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write attendance points and bonus totals as a Canvas or Moodle gradebook import file.",
        discussion: "canvas-grades: Canvas's gradebook CSV with a Points Possible row; moodle-grades: Moodle's grade import CSV, mapped by e-mail address. Exits 64 for an unknown course id or item, 65 when the book has errors."
    )

    @Argument(help: "\(GradeExportFormat.allCases.map(\.rawValue).joined(separator: " or ")).") var format: GradeExportFormat
    @Option(help: "The course whose students are exported.") var course: String
    @Option(help: "Comma-separated items: \(GradeItem.allCases.map(\.rawValue).joined(separator: ", ")).") var items = GradeItem.allCases.map(\.rawValue).joined(separator: ",")
    @Option(help: "The course book folder.") var book = "."
    @Option(help: "Count attendance up to this date (YYYY-MM-DD). Default: today in the term's time zone.") var today: LocalDate?
    @Option(name: .shortAndLong, help: "Write to this file (atomically) instead of standard output.") var output: String?

    /// The items asked for, in the order given, each once.
    var chosenItems: [GradeItem] {
        get throws {
            var chosen: [GradeItem] = []
            for name in items.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }) where !name.isEmpty {
                guard let item = GradeItem(rawValue: name) else {
                    throw ValidationError("unknown item '\(name)' in --items (known: \(GradeItem.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                if !chosen.contains(item) { chosen.append(item) }
            }
            guard !chosen.isEmpty else { throw ValidationError("--items names no item") }
            return chosen
        }
    }

    func validate() throws { _ = try chosenItems }

    func run() throws {
        let loaded = try BookSession.load(book)
        // `validate()` has read the items already; this cannot throw now.
        let items = try chosenItems
        let sheet: GradeSheet
        do {
            sheet = try GradeSheet(book: loaded, courseID: course, items: items, today: TermClock(term: loaded.term).day(today))
        } catch {
            throw CommandFailure(error).reported()
        }
        do {
            try CommandOutput.emit(format.render(sheet), to: output)
        } catch {
            throw error.reported()
        }
    }
}
