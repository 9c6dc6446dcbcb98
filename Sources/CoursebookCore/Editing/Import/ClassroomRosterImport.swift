import CourseModel

/// `classroom-roster`: GitHub Classroom's `classroom_roster.csv`
/// (`identifier, github_username, github_id, name`). Each identifier (a person id or e-mail
/// address) must name a person; their GitHub user name goes to a `github` column of `people.csv`
/// when it has one, and with `--course` they are enrolled.
extension EditDraft {
    /// Columns that mark the header row of a GitHub Classroom roster.
    public static let classroomRosterColumns = ["identifier", "github_username"]

    /// Merges a GitHub Classroom roster.
    public mutating func importClassroomRoster(_ table: ExportTable, course: String?, report: inout ImportReport) throws(EditError) {
        if let course { _ = try self.course(course) }
        let directory = PeopleDirectory(book.people)
        let enrolled = Set(book.enrollments.filter { $0.courseID == course }.map(\.studentID))
        let people = try editCSV(RecordFile.people.name, columns: RecordFile.people.columns) { $0 }
        let hasGitHub = people.has("github")
        var github: [String: String] = [:]
        var newEnrollments: [String] = []
        for row in table.rows {
            let identifier = row.cells["identifier"] ?? ""
            let username = row.cells["github_username"] ?? ""
            guard !identifier.isEmpty else {
                report.record(.skipped, table, row, "\(username.isEmpty ? "empty row" : username): not linked to a roster identifier")
                continue
            }
            guard let person = directory.person(identifier: identifier) else {
                report.record(.conflict, table, row, "no person with id or e-mail '\(identifier)'")
                continue
            }
            var changed = false
            if hasGitHub, !username.isEmpty,
               let index = people.indices(where: { $0["id"] == person.id }).first,
               people.records[index].values["github"] != username {
                github[person.id] = username
                changed = true
            }
            if let course, person.role == .student, !enrolled.contains(person.id), !newEnrollments.contains(person.id) {
                newEnrollments.append(person.id)
                report.record(.added, table, row, "enrolled \(person.id) in \(course)")
            } else if changed {
                report.record(.updated, table, row, "\(person.id): github \(username)")
            } else {
                report.record(.unchanged, table, row, person.id)
            }
        }
        if !github.isEmpty {
            try editCSV(RecordFile.people.name, columns: RecordFile.people.columns) { document in
                for index in document.indices(where: { github[$0["id"] ?? ""] != nil }) {
                    document.update(index, ["github": github[document.records[index].values["id"] ?? ""]!])
                }
            }
        }
        if let course, !newEnrollments.isEmpty {
            try enroll(newEnrollments, in: course)
        }
    }
}
