import CourseModel

/// Changes to `people.csv`: adding, editing and removing a person with everything naming them.
extension EditDraft {
    /// Appends a person; the book check refuses a duplicate id or a bad e-mail address.
    package mutating func addPerson(_ person: Person) throws(EditError) {
        try editCSV(RecordFile.people.name, columns: RecordFile.people.columns) { document in
            document.append(Self.peopleRow(person))
        }
        note(.add, "\(person.role?.rawValue ?? "person") \(person.id) (\(person.fullName))")
    }

    /// Changes the given fields of person `id`.
    package mutating func editPerson(_ id: String, firstName: String?, lastName: String?, email: String?, role: Role?) throws(EditError) {
        var person = try self.person(id)
        if let firstName { person.firstName = firstName }
        if let lastName { person.lastName = lastName }
        if let email { person.email = email }
        if let role { person.role = role }
        let updated = person
        try editCSV(RecordFile.people.name, columns: RecordFile.people.columns) { document in
            for index in document.indices(where: { $0["id"] == id }) {
                document.update(index, Self.peopleRow(updated))
            }
        }
        note(.update, "person \(id)")
    }

    /// Removes person `id`, their enrollment, attendance and bonus rows, and takes them off every
    /// course's staff.
    package mutating func removePerson(_ id: String) throws(EditError) {
        let person = try self.person(id)
        for file in RecordFile.studentRecords {
            try removeRows(file) { $0["student"] == id }
        }
        for course in book.courses {
            guard let member = course.staffMember(id) else { continue }
            try removeFromStaff(id, of: course.id)
            removing("\(CourseFolder.filePath(course.id) { read($0) != nil }): \(member.role.rawValue) \(id)")
        }
        try removeRows(RecordFile.people) { $0["id"] == id }
        note(.remove, "person \(id) (\(person.fullName))")
    }

    /// `person` as a `people.csv` row, by column: the one encoder, for `person add` and `edit` and
    /// every import that adds someone (an import may add columns of its own, as `github`).
    static func peopleRow(_ person: Person) -> [String: String] {
        ["id": person.id, "first_name": person.firstName, "last_name": person.lastName, "email": person.email, "role": person.role?.rawValue ?? ""]
    }
}
