import ArgumentParser
import CoursebookCore
import Foundation

/// `coursebook import FORMAT FILE… [--course ID]`.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Merge exports from Canvas, Moodle or GitHub Classroom, reporting added, updated and conflicting rows.",
        discussion: "Conflicting rows are reported and not applied; the rest is checked with the whole book and written together (exit 0, with a warning counting the conflicts). With --strict any conflict refuses the whole import: nothing is written and the exit status is 65."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case canvasUsers = "canvas-users"
        case canvasEnrollments = "canvas-enrollments"
        case moodleAttendance = "moodle-attendance"
        case classroomRoster = "classroom-roster"
        case canvasGradebook = "canvas-gradebook"

        var requiredColumns: [String] {
            switch self {
            case .canvasUsers: EditDraft.canvasUsersColumns
            case .canvasEnrollments: EditDraft.canvasEnrollmentsColumns
            case .moodleAttendance: EditDraft.moodleAttendanceColumns
            case .classroomRoster: EditDraft.classroomRosterColumns
            case .canvasGradebook: CanvasGradebook.headerColumns
            }
        }
    }

    @OptionGroup var options: EditOptions
    @Argument(help: "\(Format.allCases.map(\.rawValue).joined(separator: ", ")).") var format: Format
    @Argument(help: "Export files.") var files: [String]
    @Option(help: "The course the rows belong to (canvas-enrollments, moodle-attendance, classroom-roster, canvas-gradebook).") var course: String?
    @Option(help: "canvas-gradebook: the column person ids come from (lower-cased; an e-mail address gives its local part).") var idColumn = EditDraft.canvasGradebookIDColumn
    @Flag(help: "Refuse the whole import (exit 65, nothing written) when any row conflicts.") var strict = false

    func run() throws {
        var tables: [ExportTable] = []
        let required = format.requiredColumns + (format == .canvasGradebook ? [idColumn] : [])
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                Console.error("error: cannot read \(file)")
                throw ExitStatus.noInput
            }
            do {
                tables.append(try ExportTable(name: (file as NSString).lastPathComponent, data: data, required: required))
            } catch {
                throw CommandFailure(error).reported()
            }
        }
        var conflicts = 0
        try EditRunner.run(options) { draft throws(EditError) in
            var report = ImportReport()
            for table in tables {
                switch format {
                case .canvasUsers: try draft.importCanvasUsers(table, report: &report)
                case .canvasEnrollments: try draft.importCanvasEnrollments(table, course: course, report: &report)
                case .moodleAttendance: try draft.importMoodleAttendance(table, course: course, report: &report)
                case .classroomRoster: try draft.importClassroomRoster(table, course: course, report: &report)
                case .canvasGradebook: try draft.importCanvasGradebook(table, course: course, idColumn: idColumn, report: &report)
                }
            }
            if strict, !report.conflicts.isEmpty { throw .refused(report.conflicts) }
            conflicts = report.count(.conflict)
            draft.edit.summary = report.lines
        }
        if conflicts > 0 {
            // After the report lines, also when both streams go to one pipe (`2>&1 | less`).
            fflush(nil)
            Console.error("warning: \(EnglishPlural.count(conflicts, "conflicting row")) \(EnglishPlural.noun("was", conflicts, plural: "were")) not applied (--strict refuses the whole import instead)")
        }
    }
}
