import CourseModel

/// Changes to `enrollments.csv`.
extension EditDraft {
    /// Enrolls each student in `course`; students already enrolled are skipped. An unknown course
    /// or person id is a usage error naming the closest ids (the command line is wrong, not a file);
    /// a person who may not study there is left to the book check, which refuses it.
    package mutating func enroll(_ students: [String], in course: String) throws(EditError) {
        _ = try self.course(course)
        for id in students { _ = try person(id) }
        let enrolled = Set(book.studentIDs(of: course))
        let new = students.reduce(into: [String]()) { list, id in
            if !enrolled.contains(id), !list.contains(id) { list.append(id) }
        }
        for id in students where enrolled.contains(id) { note(done: "\(id) is already enrolled in \(course)", planned: "\(id) is already enrolled in \(course)") }
        guard !new.isEmpty else { return }
        try editCSV(RecordFile.enrollments.name, columns: RecordFile.enrollments.columns) { document in
            for id in new { document.append(["course": course, "student": id]) }
        }
        for id in new { note(.enroll, "\(id) in \(course)") }
    }

    /// Removes each student's enrollment in `course`, with their attendance and bonus rows there;
    /// the people and the course stay.
    package mutating func unenroll(_ students: [String], from course: String) throws(EditError) {
        _ = try self.course(course)
        let enrolled = Set(book.studentIDs(of: course))
        for id in students where !enrolled.contains(id) {
            throw .usage("'\(id)' is not enrolled in \(course)\(EditError.closest(to: id, among: enrolled))")
        }
        let targets = Set(students)
        for file in RecordFile.studentRecords {
            try removeRows(file) { $0["course"] == course && targets.contains($0["student"] ?? "") }
        }
        for id in students { note(.unenroll, "\(id) from \(course)") }
    }
}
