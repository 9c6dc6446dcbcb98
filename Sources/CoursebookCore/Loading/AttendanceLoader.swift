import CourseModel
import Foundation

/// Reads `attendance.csv` (`course,student,date,status`), the largest file of a book: one pass,
/// rows checked as they stream out of the parser.
struct AttendanceLoader {
    static let fileName = "attendance.csv"
    let file: BookFile

    private struct Key: Hashable {
        let course: String
        let student: String
        let day: Int
    }

    func load(_ refs: inout ReferenceChecker, diagnostics: inout [Diagnostic]) -> [AttendanceRecord] {
        guard file.exists else { return [] }
        var result: [AttendanceRecord] = []
        var firstLine: [Key: Int] = [:]
        let fileProblems = CSVTable.read(file, required: ["course", "student", "date", "status"]) { table, row in
            let course = refs.course(table.value("course", in: row), at: table.location("course", in: row), diagnostics: &diagnostics)
            let student = refs.person(table.value("student", in: row), role: .student, field: "student", at: table.location("student", in: row), diagnostics: &diagnostics)
            var date: LocalDate?
            if let text = table.value("date", in: row) {
                date = LocalDate(iso: text)
                if date == nil {
                    diagnostics.append(.error(table.location("date", in: row), "'date' is not a valid date (expected YYYY-MM-DD, an existing day)"))
                }
            } else {
                diagnostics.append(.error(table.location("date", in: row), "'date' is empty"))
            }
            let statusText = table.value("status", in: row)?.lowercased() ?? ""
            let status = AttendanceStatus(rawValue: statusText)
            if status == nil {
                diagnostics.append(.error(table.location("status", in: row), "'status' must be present, late, absent or excused"))
            }
            guard let course, let student, let date, let status else { return }
            guard refs.hasSession(course, on: date, at: table.location("date", in: row), diagnostics: &diagnostics),
                  refs.isEnrolled(student, in: course, at: table.location("student", in: row), diagnostics: &diagnostics)
            else { return }
            let key = Key(course: course, student: student, day: date.dayNumber)
            if let line = firstLine[key] {
                diagnostics.append(.error(table.location("date", in: row), "duplicate attendance for '\(student)' in '\(course)' on \(date) (first on line \(line))"))
                return
            }
            firstLine[key] = row.line
            result.append(AttendanceRecord(courseID: course, studentID: student, date: date, status: status))
        }
        diagnostics += fileProblems
        return result
    }
}
