import CourseModel

/// `classroom-roster`: GitHub Classroom's `classroom_roster.csv`
/// (`identifier, github_username, github_id, name`). An identifier (a person id or e-mail address)
/// that names a person gives them their GitHub user name; one that names nobody adds the person
/// when that needs no guess (see `classroomNewcomer`). GitHub user names go to `people.csv`'s
/// `github` column, which is added when missing, and with `--course` everyone not on that course's
/// staff is enrolled.
extension EditDraft {
    /// Columns that mark the header row of a GitHub Classroom roster.
    package static let classroomRosterColumns = ["identifier", "github_username"]

    /// Merges a GitHub Classroom roster.
    package mutating func importClassroomRoster(_ table: ExportTable, course: String?, report: inout ImportReport) throws(EditError) {
        var target: Course?
        if let course { target = try self.course(course) }
        var directory = PeopleDirectory(book.people)
        var enrolled = Set(course.map { book.studentIDs(of: $0) } ?? [])
        let people = try editCSV(RecordFile.people.name, columns: RecordFile.people.columns) { $0 }
        // Two rows that would add one id are ambiguous: neither is added.
        var rowsPerNewID: [String: Int] = [:]
        for row in table.rows {
            let identifier = row.cells["identifier"] ?? ""
            if !identifier.isEmpty, directory.person(identifier: identifier) == nil,
               case .success(let person) = classroomNewcomer(row, directory: directory) {
                rowsPerNewID[person.id, default: 0] += 1
            }
        }
        var github: [String: String] = [:]
        var additions: [(person: Person, github: String)] = []
        var newEnrollments: [String] = []
        for row in table.rows {
            let identifier = row.cells["identifier"] ?? ""
            let username = row.cells["github_username"] ?? ""
            guard !identifier.isEmpty else {
                report.record(.skipped, table, row, "\(username.isEmpty ? "empty row" : username): not linked to a roster identifier")
                continue
            }
            // Enrolls `id` in the course unless they teach or assist there; says so for the report.
            func enrollIfStudent(_ id: String) -> Bool {
                guard let target, target.staffMember(id) == nil, !enrolled.contains(id) else { return false }
                enrolled.insert(id)
                newEnrollments.append(id)
                return true
            }
            guard let person = directory.person(identifier: identifier) else {
                switch classroomNewcomer(row, directory: directory) {
                case .failure(let conflict):
                    report.record(.conflict, table, row, conflict.message)
                case .success(let person) where rowsPerNewID[person.id, default: 0] > 1:
                    report.record(.conflict, table, row, "\(person.id): more than one row of the roster would add this id")
                case .success(let person):
                    directory.add(person)
                    additions.append((person, username))
                    let enrolling = enrollIfStudent(person.id)
                    report.record(.added, table, row, "\(person.id) (\(person.fullName))\(enrolling ? ", enrolled in \(target?.id ?? "")" : "")")
                }
                continue
            }
            var changed = false
            if !username.isEmpty, additions.allSatisfy({ $0.person.id != person.id }) {
                let current = people.indices(where: { $0["id"] == person.id }).first.flatMap { people.records[$0].values["github"] }
                if current != username {
                    github[person.id] = username
                    changed = true
                }
            }
            if enrollIfStudent(person.id) {
                report.record(.added, table, row, "enrolled \(person.id) in \(target?.id ?? "")")
            } else if changed {
                report.record(.updated, table, row, "\(person.id): github \(username)")
            } else {
                report.record(.unchanged, table, row, person.id)
            }
        }
        if !github.isEmpty || !additions.isEmpty {
            try editCSV(RecordFile.people.name, columns: RecordFile.people.columns) { document in
                if github.values.contains(where: { !$0.isEmpty }) || additions.contains(where: { !$0.github.isEmpty }) {
                    document.addColumn("github")
                }
                for index in document.indices(where: { github[$0["id"] ?? ""] != nil }) {
                    document.update(index, ["github": github[document.records[index].values["id"] ?? ""]!])
                }
                for (person, username) in additions {
                    var row = Self.peopleRow(person)
                    row["github"] = username
                    document.append(row)
                }
            }
        }
        if let course, !newEnrollments.isEmpty {
            try editCSV(RecordFile.enrollments.name, columns: RecordFile.enrollments.columns) { document in
                for id in newEnrollments { document.append(["course": course, "student": id]) }
            }
        }
    }

    /// Why a roster row adds nobody: the report's conflict message.
    struct RosterConflict: Error {
        var message: String
    }

    /// The person a roster row whose identifier names nobody adds, when that needs no guess: the id
    /// is the identifier's e-mail local part (or, for an identifier that is no address, the GitHub
    /// user name), lower-cased; the name is the `name` column split at its last space (one word is
    /// a last name); the e-mail address is the identifier, so a row without one adds nobody, and
    /// an id that already belongs to someone (with another address) is a conflict.
    func classroomNewcomer(_ row: ExportTable.Row, directory: PeopleDirectory) -> Result<Person, RosterConflict> {
        let identifier = row.cells["identifier"] ?? ""
        let username = row.cells["github_username"] ?? ""
        let isAddress = Identifier.isEmailAddress(identifier)
        let id = isAddress ? Identifier.personID(fromEmail: identifier) : username.lowercased()
        guard !id.isEmpty else {
            return .failure(RosterConflict(message: "no person with id or e-mail '\(identifier)', and no GitHub user name to take an id from"))
        }
        guard Identifier.isValidPersonID(id) else {
            return .failure(RosterConflict(message: "no person with id or e-mail '\(identifier)', and '\(id)' is not a valid person id (lower-case letters, digits, '-' or '_'); add them with 'coursebook person add'"))
        }
        guard isAddress, Identifier.isValidEmail(identifier) else {
            return .failure(RosterConflict(message: "\(id): no person with id '\(identifier)', and no e-mail address to add them with (import canvas-users first, or use 'coursebook person add')"))
        }
        if directory.person(id: id) != nil {
            return .failure(RosterConflict(message: "\(id): id already belongs to a person with another e-mail address"))
        }
        let name = PersonName(lastSpace: row.cells["name"] ?? "")
        guard !name.last.isEmpty else {
            return .failure(RosterConflict(message: "\(id): no name in the roster row"))
        }
        return .success(Person(id: id, firstName: name.first, lastName: name.last, email: identifier, role: .student))
    }
}
