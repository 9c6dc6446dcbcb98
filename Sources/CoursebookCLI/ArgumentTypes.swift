import ArgumentParser
import CourseModel
import CoursebookCore

// Domain values typed on the command line, in one place so every command parses them alike.

extension LocalDate: ExpressibleByArgument {
    /// Reads `YYYY-MM-DD` from the command line.
    package init?(argument: String) { self.init(iso: argument) }
}

extension Role: ExpressibleByArgument {}
extension AttendanceStatus: ExpressibleByArgument {}
extension PublishingWorkflow: ExpressibleByArgument {}
extension ReportKind: ExpressibleByArgument {}
extension ReportFormat: ExpressibleByArgument {}
extension NoteOrder: ExpressibleByArgument {}
extension SiteAudience: ExpressibleByArgument {}
extension SiteLanguage: ExpressibleByArgument {}
