/// What `people.csv` says a person mainly is. Optional and only a default: what someone does in a
/// course comes from the course's staff and the enrollments, so one person may teach one course
/// and study another.
public enum Role: String, Sendable, Hashable, Codable, CaseIterable {
    case student, teacher
}

/// A student or teacher from `people.csv`.
public struct Person: Sendable, Hashable, Codable, Identifiable {
    /// Stable id matching `[a-z0-9][a-z0-9_-]*`.
    public var id: String
    /// Given name.
    public var firstName: String
    /// Family name.
    public var lastName: String
    /// E-mail address.
    public var email: String
    /// Student or teacher, when `people.csv` says so.
    public var role: Role?

    /// Creates a person.
    public init(id: String, firstName: String, lastName: String, email: String, role: Role? = nil) {
        self.id = id
        self.firstName = firstName
        self.lastName = lastName
        self.email = email
        self.role = role
    }

    /// `First Last`.
    public var fullName: String {
        [firstName, lastName].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// `Last, First`, as rosters list people.
    public var sortName: String {
        firstName.isEmpty ? lastName : "\(lastName), \(firstName)"
    }
}
