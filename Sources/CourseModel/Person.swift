/// What `people.csv` says a person mainly is. Optional and only a default: what someone does in a
/// course comes from the course's staff and the enrollments, so one person may teach one course
/// and study another.
package enum Role: String, Sendable, Hashable, Codable, CaseIterable {
    case student, teacher
}

/// A student or teacher from `people.csv`.
package struct Person: Sendable, Hashable, Codable, Identifiable {
    /// Stable id matching `[a-z0-9][a-z0-9_-]*`.
    package var id: String
    /// Given name.
    package var firstName: String
    /// Family name.
    package var lastName: String
    /// E-mail address.
    package var email: String
    /// Student or teacher, when `people.csv` says so.
    package var role: Role?

    /// Creates a person.
    package init(id: String, firstName: String, lastName: String, email: String, role: Role? = nil) {
        self.id = id
        self.firstName = firstName
        self.lastName = lastName
        self.email = email
        self.role = role
    }

    /// `First Last`.
    package var fullName: String {
        [firstName, lastName].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// `Last, First`, as rosters list people.
    package var sortName: String {
        firstName.isEmpty ? lastName : "\(lastName), \(firstName)"
    }
}
