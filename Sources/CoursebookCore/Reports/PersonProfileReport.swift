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
        let taught = book.courses.filter { $0.teacherID == person.id }
        let studied = Set(book.enrollments.filter { $0.studentID == person.id }.map(\.courseID))
        let studies = book.courses.filter { studied.contains($0.id) }
        var sections = [ReportSection(heading: "", table: ReportTable(columns: ["Field", "Value"], rows: [
            ["Name", person.fullName], ["Email", person.email], ["Role", person.role.rawValue], ["ID", person.id],
        ]))]
        if !taught.isEmpty {
            sections.append(ReportSection(heading: "Courses taught", table: ReportTable(
                columns: ["Course", "ID", "Subject", "Students"], alignments: [.left, .left, .left, .right],
                rows: taught.map { [$0.name, $0.id, $0.subject, String(book.students(of: $0.id).count)] }
            )))
        }
        if !studies.isEmpty {
            sections.append(ReportSection(heading: "Courses studied", table: ReportTable(
                columns: ["Course", "ID", "Subject", "Teacher"],
                rows: studies.map { [$0.name, $0.id, $0.subject, book.teacher(of: $0)?.fullName ?? ReportText.noTeacher] }
            )))
        }
        let personJSON: JSONValue = .object(ReportJSON.person(person) + [("role", .string(person.role.rawValue))])
        return ReportDocument(
            title: person.fullName,
            subtitle: [ReportText.term(book)],
            sections: sections,
            json: .object([
                ("person", personJSON),
                ("courses_taught", .array(taught.map { Self.json($0, withTeacher: false) })),
                ("courses_studied", .array(studies.map { Self.json($0, withTeacher: true) })),
            ]),
            csv: ReportTable(
                columns: ["person", "relation", "course", "name", "subject"],
                rows: taught.map { [person.id, "teaches", $0.id, $0.name, $0.subject] } + studies.map { [person.id, "studies", $0.id, $0.name, $0.subject] }
            )
        )
    }

    private static func json(_ course: Course, withTeacher: Bool) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("course", .string(course.id)), ("name", .string(course.name)), ("subject", .string(course.subject))]
        if withTeacher { pairs.append(("teacher", .string(course.teacherID))) }
        return .object(pairs)
    }
}
