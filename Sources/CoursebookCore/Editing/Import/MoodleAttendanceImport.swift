import CourseModel

/// `moodle-attendance`: the Moodle attendance report export (CSV or tab-separated), with lines such
/// as `Course: Algorithms` and `Group: All participants` above the header, identity columns
/// (`ID number`, `Username` or `Email address`) and one column per session whose header starts
/// with its date (`22 Sep 2026 9AM`, `Tue 22 Sep 2026 9AM`, or `2026-09-22 09:00`). Cells hold
/// `P`, `L`, `A`, `E` or `Present`, `Late`, `Absent`, `Excused`; empty or `?` means not taken.
extension EditDraft {
    /// Columns that mark the header row of a Moodle attendance export.
    package static let moodleAttendanceColumns = ["first name"]
    static let moodleIdentityColumns = ["id number", "username", "email address"]

    /// Merges a Moodle attendance export into `attendance.csv`; `course` is required unless the
    /// export's `Course:` line names a course of the book by id or name.
    package mutating func importMoodleAttendance(_ table: ExportTable, course: String?, report: inout ImportReport) throws(EditError) {
        let courseID = try moodleCourse(table, course)
        let sessions = Set(book.sessions(of: courseID).map(\.date))
        let enrolled = Set(book.studentIDs(of: courseID))
        let directory = PeopleDirectory(book.people)
        let dated = table.columns.compactMap { column in Self.sessionDate(column).map { (key: column.lowercased(), date: $0) } }
        guard !dated.isEmpty else { throw .usage("\(table.name): no session columns (headers starting with a date such as '22 Sep 2026 9AM')") }
        var existing: [String: String] = [:]
        for record in book.attendance where record.courseID == courseID {
            existing["\(record.studentID)\u{0}\(record.date)"] = record.status.rawValue
        }
        var marks: [(student: String, date: LocalDate, status: AttendanceStatus)] = []
        for row in table.rows {
            let identity = Self.moodleIdentityColumns.compactMap { row.cells[$0].flatMap { $0.isEmpty ? nil : $0 } }
            guard let person = identity.lazy.compactMap(directory.person(identifier:)).first else {
                report.record(.conflict, table, row, "no person matches \(identity.first.map { "'\($0)'" } ?? "this row")")
                continue
            }
            guard enrolled.contains(person.id) else {
                report.record(.conflict, table, row, "\(person.id) is not enrolled in \(courseID)")
                continue
            }
            for column in dated {
                let cell = row.cells[column.key] ?? ""
                let what = "\(person.id) on \(column.date)"
                guard let status = Self.moodleStatus(cell) else {
                    if !cell.isEmpty, cell != "?" { report.record(.conflict, table, row, "\(what): unknown status '\(cell)'") }
                    continue
                }
                guard sessions.contains(column.date) else {
                    report.record(.conflict, table, row, "\(what): \(courseID) has no session that day")
                    continue
                }
                switch existing["\(person.id)\u{0}\(column.date)"] {
                case status.rawValue?: report.record(.unchanged, table, row, what)
                case nil: report.record(.added, table, row, "\(what): \(status.rawValue)")
                default: report.record(.updated, table, row, "\(what): \(status.rawValue)")
                }
                marks.append((person.id, column.date, status))
            }
        }
        for status in AttendanceStatus.allCases {
            for date in Set(marks.map(\.date)).sorted() {
                let students = marks.filter { $0.status == status && $0.date == date }.map(\.student)
                if !students.isEmpty { try markAttendance(course: courseID, date: date, status: status, students: students) }
            }
        }
    }

    private func moodleCourse(_ table: ExportTable, _ course: String?) throws(EditError) -> String {
        if let course { return try self.course(course).id }
        let named = table.preamble["course"] ?? ""
        guard let match = book.courses.first(where: { $0.id == named.lowercased() || $0.name.lowercased() == named.lowercased() }) else {
            throw .usage("\(table.name): cannot tell the course from 'Course: \(named)'; add --course ID")
        }
        return match.id
    }

    /// Our status for a Moodle cell (`P`, `Present`, `P (2/2)`…); nil when empty or unknown.
    static func moodleStatus(_ cell: String) -> AttendanceStatus? {
        switch cell.split(separator: " ").first?.lowercased() {
        case "p", "present": .present
        case "l", "late": .late
        case "a", "absent": .absent
        case "e", "excused": .excused
        default: nil
        }
    }

    /// The date a session column's header starts with, or nil for other columns.
    static func sessionDate(_ header: String) -> LocalDate? {
        var words = header.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        if let first = words.first, let date = LocalDate(iso: first) { return date }
        if let first = words.first, Weekday(name: first) != nil { words.removeFirst() }
        guard words.count >= 3, let day = Int(words[0]), let year = Int(words[2]),
              let month = MonthName.englishNumber(abbreviation: words[1].prefix(3))
        else { return nil }
        return LocalDate(year: year, month: month, day: day)
    }
}
