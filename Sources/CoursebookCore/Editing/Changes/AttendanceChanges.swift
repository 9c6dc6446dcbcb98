import CourseModel

/// Changes to `attendance.csv`.
extension EditDraft {
    /// Marks each student's attendance at the session of `course` on `date`, replacing a row for
    /// that student and date; a date with no session is left to the book check, which refuses it.
    package mutating func markAttendance(course: String, date: LocalDate, status: AttendanceStatus, students: [String]) throws(EditError) {
        _ = try self.course(course)
        let day = date.description
        try editCSV(RecordFile.attendance.name, columns: RecordFile.attendance.columns) { document in
            var existing: [String: Int] = [:]
            for index in document.indices(where: { $0["course"] == course && $0["date"] == day }) {
                existing[document.records[index].values["student"] ?? ""] = index
            }
            for student in students {
                if let index = existing[student] {
                    document.update(index, ["status": status.rawValue])
                } else {
                    document.append(["course": course, "student": student, "date": day, "status": status.rawValue])
                }
            }
        }
        note(.mark, "\(EnglishPlural.count(students.count, "student")) \(status.rawValue) in \(course) on \(day)")
    }

    /// The students enrolled in `course`, for `--all-present`.
    package func roster(of course: String) throws(EditError) -> [String] {
        _ = try self.course(course)
        return book.studentIDs(of: course)
    }
}
