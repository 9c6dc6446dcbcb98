/// A gradebook file an LMS imports.
package enum GradeExportFormat: String, Sendable, CaseIterable {
    /// Canvas's gradebook import CSV (Grades → Import).
    case canvasGrades = "canvas-grades"
    /// Moodle's grade import CSV (Grades → Import → CSV file).
    case moodleGrades = "moodle-grades"

    /// The file's text for `sheet`.
    package func render(_ sheet: GradeSheet) -> String {
        switch self {
        case .canvasGrades: CanvasGradesFile.render(sheet)
        case .moodleGrades: MoodleGradesFile.render(sheet)
        }
    }
}
