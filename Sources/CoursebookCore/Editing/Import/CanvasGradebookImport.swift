import CourseModel

/// `canvas-gradebook`: Canvas's gradebook export, the roster file a teacher or TA can download
/// (SIS `users.csv` is an administrator's). Students missing from `people.csv` are added and
/// everyone is enrolled in the course; names come as `Last, First`. Canvas's gradebook has no
/// e-mail column, so a new person's address is the `SIS Login ID` when that is one. `Section` is
/// not recorded: the book has no sections.
extension EditDraft {
    /// The column person ids come from unless `--id-column` names another.
    package static let canvasGradebookIDColumn = "SIS Login ID"

    /// Merges a Canvas gradebook export into `people.csv` and `enrollments.csv`. The course is
    /// `course`, else the one the export's file name (`…_Grades-NET.csv`) or every row's `Section`
    /// (as `export canvas-grades` writes it) names. Returns the number in each assignment column
    /// per person id, for the rows that name a person (added, updated or unchanged).
    @discardableResult
    package mutating func importCanvasGradebook(
        _ table: ExportTable, course: String?, idColumn: String = canvasGradebookIDColumn, report: inout ImportReport
    ) throws(EditError) -> [String: [String: Double]] {
        let gradebook = CanvasGradebook(table)
        // An export without students changes nothing, whichever course it is for.
        if course == nil, gradebook.students.isEmpty {
            for item in gradebook.skipped { report.record(.skipped, table, item.row, item.reason) }
            return [:]
        }
        let target = try gradebookCourse(table, gradebook, course)
        let idKey = CSVTable.columnKey(idColumn)
        var directory = PeopleDirectory(book.people)
        var enrolled = Set(book.studentIDs(of: target.id))
        var seen: [String: Int] = [:]
        var updates: [String: Person] = [:]
        var additions: [Person] = []
        var newEnrollments: [String] = []
        var scores: [String: [String: Double]] = [:]
        var entries: [(line: Int, outcome: ImportReport.Outcome, row: ExportTable.Row, message: String)] = gradebook.skipped.map { ($0.row.line, .skipped, $0.row, $0.reason) }
        for student in gradebook.students {
            let row = student.row
            func record(_ outcome: ImportReport.Outcome, _ message: String) { entries.append((row.line, outcome, row, message)) }
            let value = (row.cells[idKey] ?? "").lowercased()
            guard !value.isEmpty else {
                record(.conflict, "\(student.name): empty '\(idColumn)'")
                continue
            }
            let isAddress = Identifier.isEmailAddress(value)
            // An address that belongs to someone is that person, whatever its local part says.
            var person = isAddress ? directory.person(email: value) : nil
            let id = person?.id ?? (isAddress ? Identifier.personID(fromEmail: value) : value)
            guard Identifier.isValidPersonID(id) else {
                record(.conflict, "\(student.name): '\(id)' from '\(idColumn)' is not a valid person id (lower-case letters, digits, '-' or '_')")
                continue
            }
            if let line = seen[id] {
                record(.conflict, "\(id): also on line \(line)")
                continue
            }
            seen[id] = row.line
            if person == nil, let existing = directory.person(id: id) {
                guard !isAddress else {
                    record(.conflict, "\(id): the id belongs to a person with another e-mail address")
                    continue
                }
                person = existing
            }
            // An id that names one person while the login address belongs to another is ambiguous.
            let login = row.cells["sis login id"] ?? ""
            if let existing = person, let owner = directory.person(email: login), owner.id != existing.id {
                record(.conflict, "\(id): the 'SIS Login ID' is the e-mail address of \(owner.id)")
                continue
            }
            if let member = target.staffMember(id) {
                record(.conflict, "\(id): on the staff of \(target.id) (\(member.role.rawValue)), not a student")
                continue
            }
            let name = PersonName(sortable: student.name)
            let enrolling = !enrolled.contains(id)
            if let existing = person {
                var changed = existing
                if !name.last.isEmpty { (changed.firstName, changed.lastName) = (name.first, name.last) }
                if changed != existing {
                    updates[id] = changed
                    directory.add(changed)
                    record(.updated, "\(id) (\(changed.fullName))\(enrolling ? ", enrolled in \(target.id)" : "")")
                } else if enrolling {
                    record(.added, "enrolled \(id) in \(target.id)")
                } else {
                    record(.unchanged, id)
                }
            } else {
                guard Identifier.isEmailAddress(login), Identifier.isValidEmail(login) else {
                    record(.conflict, "\(id): no e-mail address (the gradebook has none, and its 'SIS Login ID' is not one); import canvas-users first")
                    continue
                }
                if let owner = directory.person(email: login) {
                    record(.conflict, "\(id): e-mail address already belongs to \(owner.id)")
                    continue
                }
                guard !name.last.isEmpty else {
                    record(.conflict, "\(id): no name in the 'Student' column")
                    continue
                }
                let added = Person(id: id, firstName: name.first, lastName: name.last, email: login, role: .student)
                additions.append(added)
                directory.add(added)
                record(.added, "\(id) (\(added.fullName)), enrolled in \(target.id)")
            }
            if enrolling {
                enrolled.insert(id)
                newEnrollments.append(id)
            }
            scores[id] = student.scores
        }
        for entry in entries.sorted(by: { $0.line < $1.line }) { report.record(entry.outcome, table, entry.row, entry.message) }
        if !updates.isEmpty || !additions.isEmpty {
            try editCSV(RecordFile.people.name, columns: RecordFile.people.columns) { document in
                for index in document.indices(where: { updates[$0["id"] ?? ""] != nil }) {
                    let person = updates[document.records[index].values["id"] ?? ""]!
                    document.update(index, ["first_name": person.firstName, "last_name": person.lastName])
                }
                for person in additions {
                    document.append(Self.peopleRow(person))
                }
            }
        }
        if !newEnrollments.isEmpty {
            try editCSV(RecordFile.enrollments.name, columns: RecordFile.enrollments.columns) { document in
                for id in newEnrollments { document.append(["course": target.id, "student": id]) }
            }
        }
        return scores
    }

    /// The course a gradebook export is for: `course` when given (an unknown id is a usage error
    /// with the closest ids), else the course id in Canvas's file name (`2026-10-02T0915_Grades-NET.csv`),
    /// else the course every student row's `Section` names.
    private func gradebookCourse(_ table: ExportTable, _ gradebook: CanvasGradebook, _ course: String?) throws(EditError) -> Course {
        if let course { return try self.course(course) }
        if let range = table.name.range(of: "_Grades-"),
           let named = book.course(String(table.name[range.upperBound...].prefix { $0 != "." }).lowercased()) {
            return named
        }
        let sections = Set(gradebook.students.map { ($0.row.cells["section"] ?? "").lowercased() })
        if sections.count == 1, let section = sections.first, let named = book.course(section) { return named }
        throw .usage("\(table.name): the export names no course of the book (neither its file name nor its 'Section' column); add --course ID")
    }
}
