import CourseModel

/// `canvas-users`: Canvas SIS `users.csv` (`user_id, login_id, first_name, last_name, email, status`).
/// New users become students; a user whose names or e-mail changed is updated; an e-mail address
/// that belongs to someone else is a conflict.
extension EditDraft {
    /// Columns that mark the header row of a Canvas users export.
    package static let canvasUsersColumns = ["user_id", "first_name", "last_name", "email"]

    /// Merges a Canvas users export into `people.csv`.
    package mutating func importCanvasUsers(_ table: ExportTable, report: inout ImportReport) throws(EditError) {
        var directory = PeopleDirectory(book.people)
        var updates: [String: Person] = [:]
        var additions: [Person] = []
        for row in table.rows {
            let cells = row.cells
            let id = (cells["user_id"] ?? "").lowercased()
            if (cells["status"] ?? "active").lowercased() == "deleted" {
                report.record(.skipped, table, row, "\(id): deleted in Canvas")
                continue
            }
            guard Identifier.isValid(id) else {
                report.record(.conflict, table, row, "user_id '\(id)' is not a valid person id")
                continue
            }
            let email = cells["email"] ?? ""
            if let owner = directory.person(email: email), owner.id != id {
                report.record(.conflict, table, row, "\(id): e-mail address already belongs to \(owner.id)")
                continue
            }
            var person = Person(id: id, firstName: cells["first_name"] ?? "", lastName: cells["last_name"] ?? "", email: email, role: .student)
            if let existing = directory.person(id: id) {
                person.role = existing.role
                if existing == person {
                    report.record(.unchanged, table, row, id)
                } else {
                    updates[id] = person
                    report.record(.updated, table, row, "\(id) (\(person.fullName))")
                }
            } else {
                additions.append(person)
                report.record(.added, table, row, "\(id) (\(person.fullName))")
            }
            directory.add(person)
        }
        guard !updates.isEmpty || !additions.isEmpty else { return }
        try editCSV(RecordFile.people.name, columns: RecordFile.people.columns) { document in
            for index in document.indices(where: { updates[$0["id"] ?? ""] != nil }) {
                let person = updates[document.records[index].values["id"] ?? ""]!
                document.update(index, ["first_name": person.firstName, "last_name": person.lastName, "email": person.email])
            }
            for person in additions {
                document.append(Self.peopleRow(person))
            }
        }
    }
}
