import CourseModel

/// Reads `people.csv`: `id,first_name,last_name,email,role`.
struct PeopleLoader {
    static let fileName = "people.csv"
    let file: BookFile

    private struct Columns {
        let id, firstName, lastName, email, role: CSVColumn

        init(_ table: CSVTable) {
            (id, firstName, lastName) = (table.column("id"), table.column("first_name"), table.column("last_name"))
            (email, role) = (table.column("email"), table.column("role"))
        }
    }

    /// The people in file order, and the ids of rows too malformed to read.
    func load(diagnostics: inout [Diagnostic]) -> (people: [Person], unreadable: Set<String>) {
        guard file.exists else { return ([], []) }
        var people: [Person] = []
        var firstLine: [String: Int] = [:]
        var unreadable: Set<String> = []
        let fileProblems = CSVTable.read(file, required: ["id", "first_name", "last_name", "email", "role"], columns: Columns.init,
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
            }
            let roleText = columns.role.lowercasedValue(in: row) ?? ""
            guard let role = Role(rawValue: roleText) else {
                diagnostics.append(.error(columns.role.location(in: row), "'role' must be student or teacher"))
                unreadable.insert(id)
                return
            }
            if valid {
                people.append(Person(id: id, firstName: first, lastName: last, email: email, role: role))
            } else {
                unreadable.insert(id)
            }
        }
        diagnostics += fileProblems
        return (people, unreadable)
    }
}
