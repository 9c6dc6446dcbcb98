import CourseModel

/// One person: name, e-mail and role, with the courses they teach and study; a list with no
/// courses is left out rather than shown empty.
public struct PersonProfileReport: Sendable {
    /// The person's id.
    public var personID: String

    /// A profile of the person with `personID`.
    public init(personID: String) {
        self.personID = personID
    }

    /// Builds the report; an unknown id gives a report saying so (the builder rejects it first).
    public func document(for book: CourseBook) -> ReportDocument {
        guard let person = book.person(personID) else {
            return ReportDocument(title: "Profile", sections: [ReportSection(heading: "", paragraphs: ["No person with id \(personID)."])], json: .object([("person", .null)]))
        }
        let staffed = book.coursesStaffed(by: person.id)
        let studied = Set(book.enrollments.filter { $0.studentID == person.id }.map(\.courseID))
        let studies = book.courses.filter { studied.contains($0.id) }
        var sections = [ReportSection(heading: "", table: ReportTable(columns: ["Field", "Value"], rows: [
            ["Name", person.fullName], ["Email", person.email], ["Role", Self.roleSummary(person, staffed: !staffed.isEmpty, studies: !studies.isEmpty)], ["ID", person.id],
        ]))]
        if !staffed.isEmpty {
            sections.append(ReportSection(heading: "Courses taught", table: ReportTable(
                columns: ["Course", "ID", "Role", "Subject", "Students"], alignments: [.left, .left, .left, .left, .right],
                rows: staffed.map { [$0.course.name, $0.course.id, $0.member.role.title, $0.course.subject, String(book.students(of: $0.course.id).count)] }
            )))
        }
        if !studies.isEmpty {
            sections.append(ReportSection(heading: "Courses studied", table: ReportTable(
                columns: ["Course", "ID", "Subject", "Teacher"],
                rows: studies.map { [$0.name, $0.id, $0.subject, Self.teachers(of: $0, in: book)] }
            )))
        }
        let personJSON: JSONValue = .object(ReportJSON.person(person) + [("role", .string(person.role?.rawValue))])
        return ReportDocument(
            title: person.fullName,
                        sections: sections,
            json: .object([
                ("person", personJSON),
                ("courses_taught", .array(staffed.map { Self.json($0.course, role: $0.member.role) })),
                ("courses_studied", .array(studies.map { Self.json($0, teachers: $0.instructorIDs) })),
            ]),
            csv: ReportTable(
                columns: ["person", "relation", "course", "name", "subject"],
                rows: staffed.map { [person.id, $0.member.role.rawValue, $0.course.id, $0.course.name, $0.course.subject] } + studies.map { [person.id, "studies", $0.id, $0.name, $0.subject] }
            )
        )
    }

    private static func json(_ course: Course, role: StaffRole? = nil, teachers: [String]? = nil) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("course", .string(course.id)), ("name", .string(course.name)), ("subject", .string(course.subject))]
        if let role { pairs.append(("role", .string(role.rawValue))) }
        if let teachers {
            pairs.append(("teacher", .string(teachers.first)))
            pairs.append(("teachers", .array(teachers.map { .string($0) })))
        }
        return .object(pairs)
    }

    /// The people who teach a course, as the studied-courses table shows them.
    private static func teachers(of course: Course, in book: CourseBook) -> String {
        let names = book.instructors(of: course).map(\.fullName)
        return names.isEmpty ? ReportText.noTeacher : names.joined(separator: ", ")
    }

    /// What people.csv says, or what the courses show when it says nothing.
    static func roleSummary(_ person: Person, staffed: Bool, studies: Bool) -> String {
        if let role = person.role {
            // A student who also teaches (a TA, say) is both; people.csv gives only the default.
            if role == .student, staffed { return "student, staff" }
            if role == .teacher, studies { return "teacher, student" }
            return role.rawValue
        }
        switch (staffed, studies) {
        case (true, true): return "staff, student"
        case (true, false): return "staff"
        case (false, true): return "student"
        case (false, false): return "—"
        }
    }
}
