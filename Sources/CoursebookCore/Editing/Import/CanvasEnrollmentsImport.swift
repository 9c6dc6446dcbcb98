import CourseModel

/// `canvas-enrollments`: Canvas SIS `enrollments.csv` (`course_id, user_id, role, status`).
/// Active students are enrolled; an active teacher becomes the course's instructor (a
/// co-instructor when it has one) and an active `ta` a teaching assistant. A deleted enrollment
/// is reported as a conflict rather than removing attendance or staff on its own.
extension EditDraft {
    /// Columns that mark the header row of a Canvas enrollments export.
    package static let canvasEnrollmentsColumns = ["course_id", "user_id", "role"]

    /// Merges a Canvas enrollments export; `course` replaces every row's `course_id` when given.
    package mutating func importCanvasEnrollments(_ table: ExportTable, course: String?, report: inout ImportReport) throws(EditError) {
        let directory = PeopleDirectory(book.people)
        var enrolled = Set(book.enrollments.map { "\($0.courseID)\u{0}\($0.studentID)" })
        var staff = Dictionary(uniqueKeysWithValues: book.courses.map { ($0.id, $0.staff) })
        var newEnrollments: [(course: String, student: String)] = []
        var newStaff: [(course: String, member: StaffMember)] = []
        for row in table.rows {
            let courseID = course ?? (row.cells["course_id"] ?? "").lowercased()
            let userID = (row.cells["user_id"] ?? "").lowercased()
            let role = (row.cells["role"] ?? "").lowercased()
            let active = (row.cells["status"] ?? "active").lowercased() == "active"
            let what = "\(userID) in \(courseID)"
            guard ["student", "teacher", "ta"].contains(role) else {
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
            let courseStaff = staff[courseID] ?? []
            let member = courseStaff.first { $0.personID == person.id }
            if role != "student" {
                let wanted: StaffRole = role == "ta" ? .ta : (courseStaff.contains { $0.role.teaches } ? .coInstructor : .instructor)
                switch (active, member) {
                case (true, nil):
                    guard !enrolled.contains("\(courseID)\u{0}\(person.id)") else {
                        report.record(.conflict, table, row, "\(what): Canvas says \(role), the book enrolls them as a student")
                        continue
                    }
                    let added = StaffMember(personID: person.id, role: wanted)
                    staff[courseID, default: []].append(added)
                    newStaff.append((courseID, added))
                    report.record(.updated, table, row, "\(person.id) is \(wanted.rawValue) of \(courseID)")
                case (true, let member?) where member.role == wanted || (role == "teacher" && member.role.teaches):
                    report.record(.unchanged, table, row, what)
                case (true, let member?):
                    report.record(.conflict, table, row, "\(what): Canvas says \(role), the book says \(member.role.rawValue)")
                case (false, nil):
                    report.record(.unchanged, table, row, what)
                case (false, _?):
                    report.record(.conflict, table, row, "\(what): inactive in Canvas; take them off with 'coursebook course staff remove'")
                }
                continue
            }
            if let member {
                report.record(.conflict, table, row, "\(what): Canvas says student, the book has them on the staff (\(member.role.rawValue))")
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
        for item in newStaff {
            // A course without staff gets the short `teacher:` form, as `course teacher` writes it.
            if item.member.role == .instructor, book.course(item.course)?.staff.isEmpty == true {
                try setTeacher(of: item.course, to: item.member.personID)
            } else {
                try addToStaff(item.member.personID, of: item.course, role: item.member.role)
            }
        }
    }
}
