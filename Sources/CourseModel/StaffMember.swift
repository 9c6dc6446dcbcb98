/// What a staff member does in a course: `instructor`, `co-instructor`, `ta`, or a role the book
/// defines in `coursebook.yml` (`staff_roles`).
public struct StaffRole: RawRepresentable, Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public static let instructor = StaffRole(rawValue: "instructor")
    public static let coInstructor = StaffRole(rawValue: "co-instructor")
    public static let ta = StaffRole(rawValue: "ta")
    /// The roles every book knows, in the order staff lists show them.
    public static let standard: [StaffRole] = [.instructor, .coInstructor, .ta]

    /// A role name: lower-case letters, digits and `-`, starting with a letter.
    public static func isWellFormed(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, ("a"..."z").contains(first), text.utf8.count <= 40 else { return false }
        return text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    /// Instructors and co-instructors teach the course: they count in the teachers report.
    public var teaches: Bool { self == .instructor || self == .coInstructor }

    /// As a page shows it: `Instructor`, `Teaching assistant`, or a book role capitalised.
    public var title: String {
        switch self {
        case .instructor: "Instructor"
        case .coInstructor: "Co-instructor"
        case .ta: "Teaching assistant"
        default: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }

    /// Standard roles first, in their order; book roles after them by name.
    public static func < (lhs: StaffRole, rhs: StaffRole) -> Bool {
        let left = standard.firstIndex(of: lhs) ?? standard.count
        let right = standard.firstIndex(of: rhs) ?? standard.count
        return left != right ? left < right : lhs.rawValue < rhs.rawValue
    }

    public var description: String { rawValue }
}

/// A person on a course's staff, with where and when students find them.
public struct StaffMember: Sendable, Hashable, Codable {
    /// The person's id in `people.csv`.
    public var personID: String
    /// What they do in this course.
    public var role: StaffRole
    /// Their office; empty when not given.
    public var office: String
    /// Weekly office hours, written like class meetings.
    public var officeHours: [Meeting]

    /// Creates a staff entry.
    public init(personID: String, role: StaffRole, office: String = "", officeHours: [Meeting] = []) {
        self.personID = personID
        self.role = role
        self.office = office
        self.officeHours = officeHours
    }
}
