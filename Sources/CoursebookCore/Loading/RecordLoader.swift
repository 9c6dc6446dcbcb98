import CourseModel
import Foundation

/// Reads the CSV record files that refer to people and courses, checking every reference.
struct RecordLoader {
    let bookRoot: URL

    private func file(_ name: String) -> BookFile { BookFile(bookRoot: bookRoot, relativePath: name) }

    /// `enrollments.csv`: `course,student`.
    func enrollments(_ refs: inout ReferenceChecker, diagnostics: inout [Diagnostic]) -> [Enrollment] {
        let file = file("enrollments.csv")
        guard file.exists else { return [] }
        var result: [Enrollment] = []
        var firstLine: [ReferenceChecker.EnrollmentKey: Int] = [:]
        let fileProblems = CSVTable.read(file, required: ["course", "student"]) { table, row in
            let course = refs.course(table.value("course", in: row), at: table.location("course", in: row), diagnostics: &diagnostics)
            let student = refs.person(table.value("student", in: row), role: .student, field: "student", at: table.location("student", in: row), diagnostics: &diagnostics)
            guard let course, let student else { return }
            let key = ReferenceChecker.EnrollmentKey(course: course, student: student)
            if let line = firstLine[key] {
                diagnostics.append(.error(table.location("student", in: row), "duplicate enrollment of '\(student)' in '\(course)' (first on line \(line))"))
                return
            }
            firstLine[key] = row.line
            refs.enrollments.insert(key)
            result.append(Enrollment(courseID: course, studentID: student))
        }
        diagnostics += fileProblems
        return result
    }

    /// `projects.csv`: `course,name,due,done`.
    func projects(_ refs: inout ReferenceChecker, diagnostics: inout [Diagnostic]) -> [Project] {
        let file = file("projects.csv")
        guard file.exists else { return [] }
        var result: [Project] = []
        var firstLine: [String: Int] = [:]
        let fileProblems = CSVTable.read(file, required: ["course", "name", "due"]) { table, row in
            let course = refs.course(table.value("course", in: row), at: table.location("course", in: row), diagnostics: &diagnostics)
            let name = table.value("name", in: row)
            if name == nil { diagnostics.append(.error(table.location("name", in: row), "'name' is empty")) }
            let due = dueDate(table.value("due", in: row), at: table.location("due", in: row), diagnostics: &diagnostics)
            let done = flag(table.value("done", in: row), at: table.location("done", in: row), diagnostics: &diagnostics)
            guard let course, let name, let due, let done else { return }
            let key = course + "\u{0}" + name
            if let line = firstLine[key] {
                diagnostics.append(.error(table.location("name", in: row), "duplicate project '\(name)' in '\(course)' (first on line \(line))"))
                return
            }
            firstLine[key] = row.line
            result.append(Project(courseID: course, name: name, due: due, isDone: done))
        }
        diagnostics += fileProblems
        return result
    }

    /// `bonus.csv`: `course,student,points,reason,date`.
    func bonus(_ refs: inout ReferenceChecker, term: Term, diagnostics: inout [Diagnostic]) -> [BonusEntry] {
        let file = file("bonus.csv")
        guard file.exists else { return [] }
        var result: [BonusEntry] = []
        let fileProblems = CSVTable.read(file, required: ["course", "student", "points", "reason"]) { table, row in
            let course = refs.course(table.value("course", in: row), at: table.location("course", in: row), diagnostics: &diagnostics)
            let student = refs.person(table.value("student", in: row), role: .student, field: "student", at: table.location("student", in: row), diagnostics: &diagnostics)
            var points: Int?
            if let text = table.value("points", in: row), let value = Int(text), (1...10).contains(value) {
                points = value
            } else {
                diagnostics.append(.error(table.location("points", in: row), "'points' must be a whole number from 1 to 10"))
            }
            let reason = table.value("reason", in: row) ?? ""
            if reason.isEmpty { diagnostics.append(.error(table.location("reason", in: row), "'reason' is empty")) }
            var date: LocalDate?
            var dateValid = true
            if let text = table.value("date", in: row) {
                date = LocalDate(iso: text)
                if date == nil {
                    diagnostics.append(.error(table.location("date", in: row), "'date' is not a valid date (expected YYYY-MM-DD, an existing day)"))
                    dateValid = false
                } else if let date, !term.contains(date) {
                    diagnostics.append(.error(table.location("date", in: row), "'date' \(date) is outside the term (\(term.start) to \(term.end))"))
                    dateValid = false
                }
            }
            guard let course, let student, let points, !reason.isEmpty, dateValid,
                  refs.isEnrolled(student, in: course, at: table.location("student", in: row), diagnostics: &diagnostics)
            else { return }
            result.append(BonusEntry(courseID: course, studentID: student, points: points, reason: reason, date: date))
        }
        diagnostics += fileProblems
        return result
    }

    private func dueDate(_ text: String?, at location: SourceLocation, diagnostics: inout [Diagnostic]) -> DueDate? {
        guard let text else {
            diagnostics.append(.error(location, "'due' is empty"))
            return nil
        }
        if let date = LocalDate(iso: text) { return .day(date) }
        if case .local(let dateTime)? = LocalDateTime.parse(text) { return .time(dateTime) }
        diagnostics.append(.error(location, "'due' must be YYYY-MM-DD or YYYY-MM-DDTHH:MM (an existing day and time)"))
        return nil
    }

    private func flag(_ text: String?, at location: SourceLocation, diagnostics: inout [Diagnostic]) -> Bool? {
        switch text?.lowercased() {
        case nil, "no", "false", "n", "0": return false
        case "yes", "true", "y", "1", "done": return true
        default:
            diagnostics.append(.error(location, "'done' must be yes, no, true or false"))
            return nil
        }
    }
}
