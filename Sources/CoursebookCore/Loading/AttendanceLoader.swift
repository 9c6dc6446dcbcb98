import CourseModel

/// Reads `attendance.csv` (`course,student,date,status`), the largest file of a book: one pass,
/// rows checked as they stream out of the parser, ids looked up from the file's bytes.
struct AttendanceLoader {
    static let fileName = BookCSVFile.attendance.name
    let file: BookFile
    /// False to check every row without keeping any.
    var keepsRecords = true

    private struct Columns {
        let course, student, date, status: CSVColumn

        init(_ table: CSVTable) {
            (course, student, date, status) = (table.column("course"), table.column("student"), table.column("date"), table.column("status"))
        }
    }

    func load(_ refs: inout ReferenceChecker, diagnostics: inout [Diagnostic]) -> [AttendanceRecord] {
        guard file.exists else { return [] }
        var result: [AttendanceRecord] = []
        var firstLines = SessionLines(refs)
        // The read-only checks go to a snapshot: calling them on the `inout` checker from the row
        // closure would copy the whole checker for every row.
        let lookup = refs
        // Room for a record per line, reserved at once: a doubling array would copy millions of
        // records and end up to twice as large as needed.
        if keepsRecords { result.reserveCapacity(file.lineFeeds()) }
        let fileProblems = CSVTable.read(file, required: BookCSVFile.attendance.requiredColumns, columns: Columns.init) { columns, row in
            let course = columns.course.withValueBytes(in: row) {
                refs.course($0, at: columns.course.location(in: row), diagnostics: &diagnostics)
            }
            let student = columns.student.withValueBytes(in: row) {
                refs.person($0, field: "student", at: columns.student.location(in: row), diagnostics: &diagnostics)
            }
            let date: LocalDate? = columns.date.withValueBytes(in: row) { bytes in
                guard let bytes else {
                    diagnostics.append(.error(columns.date.location(in: row), "'date' is empty"))
                    return nil
                }
                guard let date = LocalDate(isoUTF8: bytes) else {
                    diagnostics.append(.error(columns.date.location(in: row), "'date' is not a valid date (expected YYYY-MM-DD, an existing day)"))
                    return nil
                }
                return date
            }
            let status = columns.status.keyword(in: row, as: AttendanceStatus.self)
            if status == nil {
                diagnostics.append(.error(columns.status.location(in: row), "'status' must be present, late, absent or excused"))
            }
            guard let course, let student, let date, let status else { return }
            guard let day = lookup.sessionDay(of: course, on: date, at: columns.date.location(in: row), diagnostics: &diagnostics),
                  let enrollment = lookup.enrollment(student, in: course, at: columns.student.location(in: row), diagnostics: &diagnostics),
                  lookup.isWithinEnrollment(enrollment, on: date, student: student, course: course, at: columns.date.location(in: row), diagnostics: &diagnostics)
            else { return }
            if let line = firstLines.record(row.line, enrollment: enrollment, day: day) {
                diagnostics.append(.error(columns.date.location(in: row), "duplicate attendance for '\(lookup.people.ids[student])' in '\(lookup.courses.ids[course])' on \(date) (first on line \(line))"))
                return
            }
            guard keepsRecords else { return }
            result.append(AttendanceRecord(courseID: lookup.courses.ids[course], studentID: lookup.people.ids[student], date: date, status: status))
        }
        diagnostics += fileProblems
        return result
    }
}

/// The line of the first attendance row for each enrollment and session day, in one flat array:
/// a slot per day each enrolled student's course meets, so finding duplicates among millions of
/// rows costs an index, not a hashed key.
private struct SessionLines {
    private var lines: [Int32]
    private let firstSlot: [Int]

    init(_ refs: ReferenceChecker) {
        var slots: [Int] = []
        var total = 0
        for course in refs.enrollments.courses {
            slots.append(total)
            total += refs.sessionDayCount(ofCourse: course)
        }
        firstSlot = slots
        lines = Array(repeating: 0, count: total)
    }

    /// Records `line` for the enrollment's session day; the earlier line when there was one.
    mutating func record(_ line: Int, enrollment: Int, day: Int) -> Int? {
        let slot = firstSlot[enrollment] + day
        if lines[slot] != 0 { return Int(lines[slot]) }
        lines[slot] = Int32(clamping: line)
        return nil
    }
}
