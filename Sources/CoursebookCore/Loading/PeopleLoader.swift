import CourseModel

/// Reads `people.csv`: `id,first_name,last_name,email,role`.
struct PeopleLoader {
    static let fileName = "people.csv"
    let file: BookFile

    /// The people in file order, and the ids of rows too malformed to read.
    func load(diagnostics: inout [Diagnostic]) -> (people: [Person], unreadable: Set<String>) {
        guard file.exists else { return ([], []) }
        var people: [Person] = []
        var firstLine: [String: Int] = [:]
        var unreadable: Set<String> = []
        let fileProblems = CSVTable.read(file, required: ["id", "first_name", "last_name", "email", "role"],
            onMalformedRow: { table, row in
                if let id = table.value("id", in: row) { unreadable.insert(id) }
            }
        ) { table, row in
            guard let id = table.value("id", in: row) else {
                diagnostics.append(.error(table.location("id", in: row), "'id' is empty"))
                return
            }
            var valid = true
            if !Identifier.isValid(id) {
                diagnostics.append(.error(table.location("id", in: row), "'id' must be lower-case letters, digits, '-' or '_', starting with a letter or digit"))
                valid = false
            }
            if let line = firstLine[id] {
                diagnostics.append(.error(table.location("id", in: row), "duplicate id '\(id)' (first used on line \(line))"))
                return
            }
            firstLine[id] = row.line
            let first = table.value("first_name", in: row) ?? ""
            let last = table.value("last_name", in: row) ?? ""
            if first.isEmpty, last.isEmpty {
                diagnostics.append(.error(table.location("first_name", in: row), "person has neither 'first_name' nor 'last_name'"))
            }
            let email = table.value("email", in: row) ?? ""
            if email.isEmpty {
                diagnostics.append(.error(table.location("email", in: row), "'email' is empty"))
            } else if !Identifier.isValidEmail(email) {
                diagnostics.append(.error(table.location("email", in: row), "'email' is not a valid e-mail address"))
            }
            let roleText = table.value("role", in: row)?.lowercased() ?? ""
            guard let role = Role(rawValue: roleText) else {
                diagnostics.append(.error(table.location("role", in: row), "'role' must be student or teacher"))
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
