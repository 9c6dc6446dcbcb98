/// What a staff member does in a course: `instructor`, `co-instructor`, `ta`, or a role the book
/// defines in `coursebook.yml` (`staff_roles`).
package struct StaffRole: RawRepresentable, Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    package var rawValue: String

    package init(rawValue: String) { self.rawValue = rawValue }

    /// The role a course file or the command line names: read without case (`TA` is `ta`).
    package init(reading text: String) { self.init(rawValue: text.lowercased()) }

    package static let instructor = StaffRole(rawValue: "instructor")
    package static let coInstructor = StaffRole(rawValue: "co-instructor")
    package static let ta = StaffRole(rawValue: "ta")
    /// The roles every book knows, in the order staff lists show them.
    package static let standard: [StaffRole] = [.instructor, .coInstructor, .ta]

    /// A role name: lower-case letters, digits and `-`, starting with a letter.
    package static func isWellFormed(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, ("a"..."z").contains(first), text.utf8.count <= 40 else { return false }
        return text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    /// Instructors and co-instructors teach the course: they count in the teachers report.
    package var teaches: Bool { self == .instructor || self == .coInstructor }

    /// The role as the book writes it, capitalised: `Grader`. What a reader sees of a role the
    /// book defines; the standard roles are named in the reader's language (`SiteWords.role`).
    package var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// Standard roles first, in their order; book roles after them by name.
    package static func < (lhs: StaffRole, rhs: StaffRole) -> Bool {
        let left = standard.firstIndex(of: lhs) ?? standard.count
        let right = standard.firstIndex(of: rhs) ?? standard.count
        return left != right ? left < right : lhs.rawValue < rhs.rawValue
    }

    package var description: String { rawValue }
}

/// A person on a course's staff, with where and when students find them.
package struct StaffMember: Sendable, Hashable, Codable {
    /// The person's id in `people.csv`.
    package var personID: String
    /// What they do in this course.
    package var role: StaffRole
    /// Their office; empty when not given.
    package var office: String
    /// Weekly office hours, written like class meetings.
    package var officeHours: [Meeting]

    /// Creates a staff entry.
    package init(personID: String, role: StaffRole, office: String = "", officeHours: [Meeting] = []) {
        self.personID = personID
        self.role = role
        self.office = office
        self.officeHours = officeHours
    }
}
