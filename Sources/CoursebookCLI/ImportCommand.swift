import ArgumentParser
import CoursebookCore
import Foundation

/// `coursebook import FORMAT FILE… [--course ID]`.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Merge exports from Canvas, Moodle or GitHub Classroom, reporting added, updated and conflicting rows.",
        discussion: "Conflicting rows are reported and not applied; the rest is checked with the whole book and written together."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case canvasUsers = "canvas-users"
        case canvasEnrollments = "canvas-enrollments"
        case moodleAttendance = "moodle-attendance"
        case classroomRoster = "classroom-roster"

        var requiredColumns: [String] {
            switch self {
            case .canvasUsers: EditDraft.canvasUsersColumns
            case .canvasEnrollments: EditDraft.canvasEnrollmentsColumns
            case .moodleAttendance: EditDraft.moodleAttendanceColumns
            case .classroomRoster: EditDraft.classroomRosterColumns
            }
        }
    }

    @OptionGroup var options: EditOptions
    @Argument(help: "\(Format.allCases.map(\.rawValue).joined(separator: ", ")).") var format: Format
    @Argument(help: "Export files.") var files: [String]
    @Option(help: "The course the rows belong to (canvas-enrollments, moodle-attendance, classroom-roster).") var course: String?

    func run() throws {
        var tables: [ExportTable] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                Console.error("error: cannot read \(file)")
                throw ExitStatus.noInput
            }
            do {
                tables.append(try ExportTable(name: (file as NSString).lastPathComponent, data: data, required: format.requiredColumns))
            } catch {
                throw EditRunner.exitStatus(for: error)
            }
        }
        try EditRunner.run(options) { draft throws(EditError) in
            var report = ImportReport()
            for table in tables {
                switch format {
                case .canvasUsers: try draft.importCanvasUsers(table, report: &report)
                case .canvasEnrollments: try draft.importCanvasEnrollments(table, course: course, report: &report)
                case .moodleAttendance: try draft.importMoodleAttendance(table, course: course, report: &report)
                case .classroomRoster: try draft.importClassroomRoster(table, course: course, report: &report)
                }
            }
            draft.edit.summary = report.lines
        }
    }
}
