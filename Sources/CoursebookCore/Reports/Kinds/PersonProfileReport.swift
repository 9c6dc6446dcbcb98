import CourseModel

/// One person: name, e-mail and role, with the courses they teach and study; a list with no
/// courses is left out rather than shown empty.
package struct PersonProfileReport: Sendable {
    /// The person's id.
    package var personID: String

    /// A profile of the person with `personID`.
    package init(personID: String) {
        self.personID = personID
    }

    /// Builds the report in the book's language; an unknown id gives a report saying so (the
    /// builder rejects it first).
    package func document(for book: CourseBook) -> ReportDocument {
        ReportText(book).document { document(for: book, $0) }
    }

    func document(for book: CourseBook, _ text: ReportText) -> ReportDocument {
        guard let person = book.person(personID) else {
            return ReportDocument(
                title: text[.personProfile], sections: [ReportSection(heading: "", paragraphs: [text.fill(.noPerson, ["id": personID])])], json: .object([("person", .null)])
            )
        }
        let staffed = book.coursesStaffed(by: person.id)
        let studies = book.coursesStudied(by: person.id)
        let role = Self.summary(person, staffed: !staffed.isEmpty, studies: !studies.isEmpty) { text[$0] }
        var sections = [ReportSection(heading: "", table: ReportTable(columns: [text[.field], text[.value]], rows: [
            [text[.name], person.fullName], [text[.reportEmail], person.email], [text[.role], role], [text[.id], person.id],
        ]))]
        if !staffed.isEmpty {
            sections.append(ReportSection(heading: text[.coursesTaught], table: ReportTable(
                columns: [text[.course], text[.id], text[.role], text[.subject], text[.students]], alignments: [.left, .left, .left, .left, .right],
                rows: staffed.map { [$0.course.name, $0.course.id, text.role($0.member.role), $0.course.subject, String(book.students(of: $0.course.id).count)] }
            )))
        }
        if !studies.isEmpty {
            sections.append(ReportSection(heading: text[.coursesStudied], table: ReportTable(
                columns: [text[.course], text[.id], text[.subject], text[.teacher]],
                rows: studies.map { [$0.name, $0.id, $0.subject, text.teachers(of: $0, in: book).names] }
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

    /// The role summary, what people.csv says or what the courses show when it says nothing, in
    /// `words` (`student, staff`); `ReportText.missing` when nothing says anything. The report and
    /// the site's person pages both show it.
    static func summary(_ person: Person, staffed: Bool, studies: Bool, words: (SiteWords.Key) -> String) -> String {
        let roles = roles(person, staffed: staffed, studies: studies)
        return roles.isEmpty ? ReportText.missing : roles.map(words).joined(separator: ", ")
    }

    /// The words of the role summary; none when neither people.csv nor the courses say anything.
    static func roles(_ person: Person, staffed: Bool, studies: Bool) -> [SiteWords.Key] {
        if let role = person.role {
            // A student who also teaches (a TA, say) is both; people.csv gives only the default.
            if role == .student, staffed { return [.personStudent, .personStaff] }
            if role == .teacher, studies { return [.personTeacher, .personStudent] }
            return [role == .student ? .personStudent : .personTeacher]
        }
        switch (staffed, studies) {
        case (true, true): return [.personStaff, .personStudent]
        case (true, false): return [.personStaff]
        case (false, true): return [.personStudent]
        case (false, false): return []
        }
    }
}
