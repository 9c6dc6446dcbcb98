import CourseModel

/// `canvas-enrollments`: Canvas SIS `enrollments.csv` (`course_id, user_id, role, status`).
/// Active students are enrolled, an active teacher becomes the course's teacher when it has none;
/// a deleted enrollment is reported as a conflict rather than removing attendance on its own.
extension EditDraft {
    /// Columns that mark the header row of a Canvas enrollments export.
    public static let canvasEnrollmentsColumns = ["course_id", "user_id", "role"]

    /// Merges a Canvas enrollments export; `course` replaces every row's `course_id` when given.
    public mutating func importCanvasEnrollments(_ table: ExportTable, course: String?, report: inout ImportReport) throws(EditError) {
        let directory = PeopleDirectory(book.people)
        var enrolled = Set(book.enrollments.map { "\($0.courseID)\u{0}\($0.studentID)" })
        var teachers = Dictionary(uniqueKeysWithValues: book.courses.map { ($0.id, $0.teacherID) })
        var newEnrollments: [(course: String, student: String)] = []
        var newTeachers: [(course: String, teacher: String)] = []
        for row in table.rows {
            let courseID = course ?? (row.cells["course_id"] ?? "").lowercased()
            let userID = (row.cells["user_id"] ?? "").lowercased()
            let role = (row.cells["role"] ?? "").lowercased()
            let active = (row.cells["status"] ?? "active").lowercased() == "active"
            let what = "\(userID) in \(courseID)"
            guard role == "student" || role == "teacher" else {
                report.record(.skipped, table, row, "\(what): role '\(role)' is not imported")
                continue
            }
            guard book.course(courseID) != nil else {
                report.record(.conflict, table, row, "\(what): unknown course '\(courseID)' (use --course ID)")
                continue
            }
            guard let person = directory.person(id: userID) else {
                report.record(.conflict, table, row, "\(what): unknown person (import canvas-users first)")
                continue
            }
            guard person.role.rawValue == role else {
                report.record(.conflict, table, row, "\(what): Canvas says \(role), the book says \(person.role.rawValue)")
                continue
            }
            if role == "teacher" {
                switch (active, teachers[courseID] ?? nil) {
                case (true, nil):
                    teachers[courseID] = person.id
                    newTeachers.append((courseID, person.id))
                    report.record(.updated, table, row, "\(person.id) teaches \(courseID)")
                case (true, person.id?), (false, nil):
                    report.record(.unchanged, table, row, what)
                case (true, let other?):
                    report.record(.conflict, table, row, "\(what): the course's teacher is \(other)")
                case (false, _):
                    report.record(.conflict, table, row, "\(what): inactive in Canvas; change the teacher with 'coursebook course teacher'")
                }
                continue
            }
            let key = "\(courseID)\u{0}\(person.id)"
            switch (active, enrolled.contains(key)) {
            case (true, false):
                enrolled.insert(key)
                newEnrollments.append((courseID, person.id))
                report.record(.added, table, row, "enrolled \(what)")
            case (true, true), (false, false):
                report.record(.unchanged, table, row, what)
            case (false, true):
                report.record(.conflict, table, row, "\(what): \(row.cells["status"] ?? "") in Canvas; remove with 'coursebook unenroll'")
            }
        }
        if !newEnrollments.isEmpty {
            try editCSV(RecordFile.enrollments.name, columns: RecordFile.enrollments.columns) { document in
                for item in newEnrollments { document.append(["course": item.course, "student": item.student]) }
            }
        }
        for item in newTeachers {
            try setTeacher(of: item.course, to: item.teacher)
        }
    }
}
