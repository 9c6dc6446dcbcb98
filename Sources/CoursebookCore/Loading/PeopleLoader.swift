import CourseModel

/// Reads `people.csv`: `id,first_name,last_name,email`, and an optional `role` (student or
/// teacher, a default only: courses say who teaches and who studies them).
struct PeopleLoader {
    static let fileName = BookCSVFile.people.name
    let file: BookFile

    private struct Columns {
        let id, firstName, lastName, email, role: CSVColumn

        init(_ table: CSVTable) {
            (id, firstName, lastName) = (table.column("id"), table.column("first_name"), table.column("last_name"))
            (email, role) = (table.column("email"), table.column("role"))
        }
    }

    /// What people.csv holds.
    struct Loaded: Sendable {
        /// The people in file order.
        var people: [Person] = []
        /// The ids of rows too malformed to read.
        var unreadable: Set<String> = []
        /// The file's problems.
        var diagnostics: [Diagnostic] = []
    }

    /// Reads the file; a book without one has no people.
    func load() -> Loaded {
        var loaded = Loaded()
        loaded.people = load(unreadable: &loaded.unreadable, diagnostics: &loaded.diagnostics)
        return loaded
    }

    private func load(unreadable: inout Set<String>, diagnostics: inout [Diagnostic]) -> [Person] {
        guard file.exists else { return [] }
        var people: [Person] = []
        var firstLine: [String: Int] = [:]
        /// The first person with each e-mail address (lower-cased) and where it is written.
        var firstEmail: [String: (id: String, location: SourceLocation)] = [:]
        let fileProblems = CSVTable.read(file, required: BookCSVFile.people.requiredColumns, columns: Columns.init,
            onMalformedRow: { columns, row in
                if let id = columns.id.value(in: row) { unreadable.insert(id) }
            }
        ) { columns, row in
            guard let id = columns.id.value(in: row) else {
                diagnostics.append(.error(columns.id.location(in: row), "'id' is empty"))
                return
            }
            var valid = true
            if !Identifier.isValid(id) {
                diagnostics.append(.error(columns.id.location(in: row), "'id' must be lower-case letters, digits, '-' or '_', starting with a letter or digit"))
                valid = false
            } else if Identifier.reservedPersonIDs.contains(id) {
                diagnostics.append(.error(columns.id.location(in: row), "'\(id)' cannot be a person id: that person's page would be teachers/\(id).html, the list of teachers"))
                valid = false
            }
            if let line = firstLine[id] {
                diagnostics.append(.error(columns.id.location(in: row), "duplicate id '\(id)' (first used on line \(line))"))
                return
            }
            firstLine[id] = row.line
            let first = columns.firstName.value(in: row) ?? ""
            let last = columns.lastName.value(in: row) ?? ""
            if first.isEmpty, last.isEmpty {
                diagnostics.append(.error(columns.firstName.location(in: row), "person has neither 'first_name' nor 'last_name'"))
            }
            let email = columns.email.value(in: row) ?? ""
            if email.isEmpty {
                diagnostics.append(.error(columns.email.location(in: row), "'email' is empty"))
            } else if !Identifier.isValidEmail(email) {
                diagnostics.append(.error(columns.email.location(in: row), "'email' is not a valid e-mail address"))
            } else if let first = firstEmail[Identifier.emailKey(email)] {
                // Mail and LMS imports match people by address, so two people cannot share one. The
                // address itself is personal, so the messages name the people, not the address.
                diagnostics.append(.error(columns.email.location(in: row), "'email' of '\(id)' is the e-mail address of '\(first.id)' too (line \(first.location.line); addresses are compared without case)"))
                diagnostics.append(Diagnostic(.note, at: first.location, "'\(first.id)' has the e-mail address that '\(id)' repeats on line \(row.line)"))
            } else {
                firstEmail[Identifier.emailKey(email)] = (id, columns.email.location(in: row))
            }
            var role: Role?
            if let text = columns.role.value(in: row), !text.isEmpty {
                guard let known = Role(rawValue: text.lowercased()) else {
                    diagnostics.append(.error(columns.role.location(in: row), "'role' must be student, teacher or empty (what someone does in a course comes from its staff and enrollments)"))
                    unreadable.insert(id)
                    return
                }
                role = known
            }
            if valid {
                people.append(Person(id: id, firstName: first, lastName: last, email: email, role: role))
            } else {
                unreadable.insert(id)
            }
        }
        diagnostics += fileProblems
        return people
    }
}
