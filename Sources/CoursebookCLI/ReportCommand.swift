import ArgumentParser
import CourseModel
import CoursebookCore
import Foundation

/// `coursebook report KIND [BOOK]`: print one report in Markdown, HTML, CSV or JSON.
struct ReportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Print a report as Markdown, HTML, CSV or JSON.",
        discussion: "Reports:\n" + ReportKind.allCases.map { "  \($0.rawValue): \($0.summary)" }.joined(separator: "\n")
            + "\n\nExits 64 for an unknown course or person id, 65 when the book has errors, 66 when BOOK is not a course book."
    )

    @Argument(help: "The report to print (see the list above).")
    var kind: ReportKind

    @Argument(help: "The course book folder.")
    var book: String = "."

    @Option(help: "Only this course (required by notes and signin).")
    var course: String?

    @Option(help: "The person of a profile.")
    var person: String?

    @Option(help: "The output format (default: markdown; html for signin, which is for printing).")
    var format: ReportFormat?

    @Option(name: .shortAndLong, help: "Write to this file (atomically) instead of standard output.")
    var output: String?

    @Option(help: "The date the report describes (YYYY-MM-DD); the report then stands at the end of that day in the term's time zone, as a site built for it does. Default: today in the term's time zone.")
    var today: LocalDate?

    @Flag(help: "attendance: add one column per taken session.")
    var matrix = false

    @Option(help: "attendance: flag students whose attendance percentage is below this (0–100).")
    var below: Double?

    @Option(help: "deadlines: how many days ahead to look.")
    var days = DeadlinesReport.standardDays

    @Option(help: "recent: how many hours back to look.")
    var hours = RecentNotesReport.standardHours

    @Option(help: "notes: only the session on this date (YYYY-MM-DD); signin: the session (required).")
    var session: LocalDate?

    @Option(help: "notes: asc (oldest first) or desc (newest first).")
    var order: NoteOrder = .desc

    @Flag(help: "deadlines: read remote course pages from BOOK/.coursebook/cache/ only.")
    var offline = false

    func validate() throws {
        guard days >= 0 else { throw ValidationError("--days must be 0 or more") }
        guard hours >= 0 else { throw ValidationError("--hours must be 0 or more") }
    }

    func run() async throws {
        let loaded = try BookSession.load(book)
        let pageDeadlines = kind == .deadlines ? await Self.pageDeadlines(loaded, book: book, offline: offline) : []
        do {
            let text = try render(loaded, at: TermClock.currentInstant, pageDeadlines: pageDeadlines)
            try CommandOutput.emit(text, to: output)
        } catch let failure as CommandFailure {
            throw failure.reported()
        }
    }

    /// The dated deadlines of every course page; a page that cannot be read is a warning.
    static func pageDeadlines(_ loaded: CourseBook, book: String, offline: Bool) async -> [Deadline] {
        var problems: [Diagnostic] = []
        let syllabi = await SyllabusLoader(bookRoot: URL(fileURLWithPath: book), book: loaded, offline: offline).syllabi(diagnostics: &problems)
        Console.print(problems.map { Diagnostic(.warning, at: $0.location, $0.message) })
        return Deadline.fromPages(syllabi, book: loaded)
    }

    /// The report text for `loaded` at the instant `current` (unless `--today` fixes it), with the
    /// course pages' deadlines for `deadlines`.
    func render(_ loaded: CourseBook, at current: Instant, pageDeadlines: [Deadline] = []) throws -> String {
        var options = ReportOptions.at(current, today: today, term: loaded.term)
        options.courseID = course
        options.personID = person
        options.matrix = matrix
        options.below = below
        options.days = days
        options.hours = hours
        options.sessionDate = session
        options.order = order
        options.extraDeadlines = pageDeadlines
        let document: ReportDocument
        do {
            document = try ReportBuilder(book: loaded).document(kind, options: options)
        } catch {
            throw CommandFailure(error)
        }
        return (format ?? (kind == .signin ? .html : .markdown)).render(document, templates: try BookSession.templates(book))
    }
}
