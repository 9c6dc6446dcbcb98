import ArgumentParser
import CourseModel
import CoursebookCore
import Foundation

/// `coursebook report KIND [BOOK]`: print one report in Markdown, HTML, CSV or JSON.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Print a report (sessions) as Markdown, CSV or JSON."
    )

    enum Kind: String, ExpressibleByArgument, CaseIterable {
        case sessions
    }

    @Argument(help: "The report: \(Kind.allCases.map(\.rawValue).joined(separator: ", ")).")
    var kind: Kind

    @Argument(help: "The course book folder.")
    var book: String = "."

    @Option(help: "Only this course.")
    var course: String?

    @Option(help: "markdown, csv or json.")
    var format: String = "markdown"

    func run() throws {
        guard let format = ReportFormat(rawValue: format), format != .html else {
            Console.error("error: unknown format '\(format)' (use markdown, csv or json)")
            throw ExitStatus.usage
        }
        let loaded = try BookSession.load(book)
        if let course, loaded.course(course) == nil {
            Console.error("error: unknown course '\(course)'; known: \(loaded.courses.map(\.id).joined(separator: ", "))")
            throw ExitStatus.usage
        }
        let document = SessionsReport(courseID: course).document(for: loaded)
        switch format {
        case .markdown: print(MarkdownReportRenderer.render(document), terminator: "")
        case .csv: print(CSVReportRenderer.render(document), terminator: "")
        case .json, .html: print(document.json.serialized(), terminator: "")
        }
    }
}
