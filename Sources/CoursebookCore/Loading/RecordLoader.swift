import CourseModel
import Foundation

/// Reads the CSV record files that refer to people and courses, checking every reference.
struct RecordLoader {
    let bookRoot: URL
    /// Folders resolved during this load.
    var realPaths = RealPaths()
    /// Whether checked attendance rows are kept, or only checked.
    var keepsAttendance = true

    private func file(_ name: String) -> BookFile { BookFile(bookRoot: bookRoot, relativePath: name, realPaths: realPaths) }

    /// Everything the CSV record files hold, with the checker they updated and their problems in
    /// the order a serial read finds them.
    struct Records: Sendable {
        var refs: ReferenceChecker
        var diagnostics: [Diagnostic] = []
        var enrollments: [Enrollment] = []
        var projects: [Project] = []
        var attendance: [AttendanceRecord] = []
        var bonus: [BonusEntry] = []
    }

    /// Reads enrollments and projects and, when the term is known, attendance and bonus points.
    func all(_ refs: ReferenceChecker, term: Term?) -> Records {
        var records = Records(refs: refs)
        records.enrollments = enrollments(&records.refs, diagnostics: &records.diagnostics)
        records.projects = projects(&records.refs, diagnostics: &records.diagnostics)
        if let term {
            records.attendance = AttendanceLoader(file: file(AttendanceLoader.fileName), keepsRecords: keepsAttendance).load(&records.refs, diagnostics: &records.diagnostics)
            records.bonus = bonus(&records.refs, term: term, diagnostics: &records.diagnostics)
        }
        return records
    }

    /// `enrollments.csv`: `course,student`.
    func enrollments(_ refs: inout ReferenceChecker, diagnostics: inout [Diagnostic]) -> [Enrollment] {
        let file = file(BookCSVFile.enrollments.name)
        guard file.exists else { return [] }
        var result: [Enrollment] = []
        var firstLines: [Int] = []
        let fileProblems = CSVTable.read(file, required: BookCSVFile.enrollments.requiredColumns, columns: CourseAndStudent.init) { columns, row in
            let course = columns.course.withValueBytes(in: row) {
                refs.course($0, at: columns.course.location(in: row), diagnostics: &diagnostics)
            }
            let student = columns.student.withValueBytes(in: row) {
                refs.person($0, field: "student", at: columns.student.location(in: row), diagnostics: &diagnostics)
            }
            guard let course, let student else {
                if let course { refs.badEnrollment(columns.student.value(in: row) ?? "", in: course) }
                if let student, course == nil { refs.badEnrollment(ofStudent: student, inCourse: columns.course.value(in: row) ?? "") }
                return
            }
            // Reported, yet kept as an enrollment: its attendance rows are not one more error each.
            _ = refs.isNotStaff(student, of: course, at: columns.student.location(in: row), diagnostics: &diagnostics)
            let enrollment = refs.enroll(student, in: course)
            guard enrollment.isNew else {
                diagnostics.append(.error(columns.student.location(in: row), "duplicate enrollment of '\(refs.people.ids[student])' in '\(refs.courses.ids[course])' (first on line \(firstLines[enrollment.number]))"))
                return
            }
            firstLines.append(row.line)
            // `from`/`until`: a student who joined late or left early (both optional).
            let from = date(columns.from, named: "from", in: row, diagnostics: &diagnostics)
            let until = date(columns.until, named: "until", in: row, diagnostics: &diagnostics)
            if let from, let until, until < from {
                diagnostics.append(.error(columns.until.location(in: row), "'until' \(until) is before 'from' \(from)"))
            }
            let enrolled = Enrollment(courseID: refs.courses.ids[course], studentID: refs.people.ids[student], from: from, until: until)
            refs.setPeriod(of: enrollment.number, enrolled)
            result.append(enrolled)
        }
        // A file that could not be read at all (a link out of the book, UTF-16, no header) leaves
        // every enrollment unknown: rows that need one are not judged.
        if !fileProblems.isEmpty, result.isEmpty, fileProblems.contains(where: { $0.location.line <= 1 }) { refs.enrollmentsFileUnreadable = true }
        diagnostics += fileProblems
        return result
    }

    private struct CourseAndStudent {
        let course, student, from, until: CSVColumn

        init(_ table: CSVTable) {
            (course, student) = (table.column("course"), table.column("student"))
            (from, until) = (table.column("from"), table.column("until"))
        }
    }

    /// An optional ISO date cell; an unreadable one is reported and read as absent.
    private func date(_ column: CSVColumn, named name: String, in row: CSVRecord, diagnostics: inout [Diagnostic]) -> LocalDate? {
        guard let text = column.value(in: row) else { return nil }
        guard let date = LocalDate(iso: text) else {
            diagnostics.append(.error(column.location(in: row), "'\(name)' is not a valid date (expected YYYY-MM-DD, an existing day)"))
            return nil
        }
        return date
    }

    /// `projects.csv`: `course,name,due,done`.
    func projects(_ refs: inout ReferenceChecker, diagnostics: inout [Diagnostic]) -> [Project] {
        let file = file(BookCSVFile.projects.name)
        guard file.exists else { return [] }
        var result: [Project] = []
        var firstLine: [String: Int] = [:]
        let fileProblems = CSVTable.read(file, required: BookCSVFile.projects.requiredColumns, columns: { $0 }) { table, row in
            let (courseColumn, nameColumn, dueColumn, doneColumn) = (table.column("course"), table.column("name"), table.column("due"), table.column("done"))
            let course = courseColumn.withValueBytes(in: row) { refs.course($0, at: courseColumn.location(in: row), diagnostics: &diagnostics) }
            let name = nameColumn.value(in: row)
            if name == nil { diagnostics.append(.error(nameColumn.location(in: row), "'name' is empty")) }
            let due = dueDate(dueColumn.value(in: row), at: dueColumn.location(in: row), diagnostics: &diagnostics)
            let done = flag(doneColumn.lowercasedValue(in: row), at: doneColumn.location(in: row), diagnostics: &diagnostics)
            guard let course, let name, let due, let done else { return }
            let courseID = refs.courses.ids[course]
            let key = courseID + "\u{0}" + name
            if let line = firstLine[key] {
                diagnostics.append(.error(nameColumn.location(in: row), "duplicate project '\(name)' in '\(courseID)' (first on line \(line))"))
                return
            }
            firstLine[key] = row.line
            result.append(Project(courseID: courseID, name: name, due: due, isDone: done))
        }
        diagnostics += fileProblems
        return result
    }

    /// `bonus.csv`: `course,student,points,reason,date`.
    func bonus(_ refs: inout ReferenceChecker, term: Term, diagnostics: inout [Diagnostic]) -> [BonusEntry] {
        let file = file(BookCSVFile.bonus.name)
        guard file.exists else { return [] }
        var result: [BonusEntry] = []
        let fileProblems = CSVTable.read(file, required: BookCSVFile.bonus.requiredColumns, columns: { $0 }) { table, row in
            let (courseColumn, studentColumn, pointsColumn) = (table.column("course"), table.column("student"), table.column("points"))
            let (reasonColumn, dateColumn) = (table.column("reason"), table.column("date"))
            let course = courseColumn.withValueBytes(in: row) { refs.course($0, at: courseColumn.location(in: row), diagnostics: &diagnostics) }
            let student = studentColumn.withValueBytes(in: row) {
                refs.person($0, field: "student", at: studentColumn.location(in: row), diagnostics: &diagnostics)
            }
            var points: Int?
            if let text = pointsColumn.value(in: row), let value = Int(text), (1...10).contains(value) {
                points = value
            } else {
                diagnostics.append(.error(pointsColumn.location(in: row), "'points' must be a whole number from 1 to 10"))
            }
            let reason = reasonColumn.value(in: row) ?? ""
            if reason.isEmpty { diagnostics.append(.error(reasonColumn.location(in: row), "'reason' is empty")) }
            var date: LocalDate?
            var dateValid = true
            if let text = dateColumn.value(in: row) {
                date = LocalDate(iso: text)
                if date == nil {
                    diagnostics.append(.error(dateColumn.location(in: row), "'date' is not a valid date (expected YYYY-MM-DD, an existing day)"))
                    dateValid = false
                } else if let date, !term.contains(date) {
                    diagnostics.append(.error(dateColumn.location(in: row), "'date' \(date) is outside the term (\(term.start) to \(term.end))"))
                    dateValid = false
                }
            }
            guard let course, let student, let points, !reason.isEmpty, dateValid,
                  refs.enrollment(student, in: course, at: studentColumn.location(in: row), diagnostics: &diagnostics) != nil
            else { return }
            result.append(BonusEntry(courseID: refs.courses.ids[course], studentID: refs.people.ids[student], points: points, reason: reason, date: date))
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
        guard let text else { return false }
        guard let flag = BookFlag.columnValue(text) else {
            diagnostics.append(.error(location, "'done' must be yes, no, true or false"))
            return nil
        }
        return flag
    }
}
