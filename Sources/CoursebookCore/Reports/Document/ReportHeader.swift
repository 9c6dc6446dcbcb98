import CourseModel

/// What a report describes, under its title: the course (when it is about one) and its staff,
/// the term, the date the report describes and when it was made. A sheet taken from the printer
/// tray a week later still says what it is.
package struct ReportHeader: Sendable {
    /// The facts in the order they are shown.
    package var facts: [ReportFact]
    /// The same facts for the JSON form, as the report's `report` object.
    package var json: JSONValue

    /// Facts of a report's own, such as a session's time and room, for `ReportBuilder` to show
    /// after the date.
    package init(facts: [ReportFact]) {
        self.facts = facts
        json = .null
    }

    /// The header of report `kind` about `courseID` (nil for the whole book) describing `date`,
    /// made at `generated`, in `words`; `own` facts of the report come after the date.
    package init(
        kind: ReportKind, title: String, book: CourseBook, courseID: String?, date: LocalDate, generated: Instant, own: [ReportFact] = [],
        words: SiteWords = .english
    ) {
        let text = ReportText(words: words)
        var facts: [ReportFact] = []
        var course: JSONValue = .null
        var staff: JSONValue = .array([])
        if let courseID, let found = book.course(courseID) {
            facts.append(ReportFact(text[.course], ReportText.heading(found)))
            facts += Self.staffFacts(found, in: book, text)
            course = .object([("id", .string(found.id)), ("name", .string(found.name))])
            staff = ReportJSON.staff(of: found, in: book)
        }
        let clock = TermClock(term: book.term).zone
        facts += [
            ReportFact(text[.term], text.term(book)),
            ReportFact(text[.date], text.day(date)),
        ] + own + [
            ReportFact(text[.generated], text.generated(generated, clock, book.term)),
        ]
        self.facts = facts
        json = .object([
            ("kind", .string(kind.rawValue)), ("title", .string(title)), ("course", course), ("staff", staff),
            ("term", .object([
                ("name", .string(book.term.name)), ("start", .string(book.term.start.description)),
                ("end", .string(book.term.end.description)), ("timezone", .string(book.term.timeZone)),
            ])),
            ("date", .string(date.description)), ("generated", .string(generated.iso8601)),
        ])
    }

    /// One fact per staff role, standard roles first (`Instructor`, `Co-instructors`,
    /// `Teaching assistant`), or that the course has no teacher yet.
    static func staffFacts(_ course: Course, in book: CourseBook, _ text: ReportText) -> [ReportFact] {
        let staff = book.staff(of: course)
        guard !staff.isEmpty else { return [ReportFact(text[.teacher], text.noTeacher)] }
        var roles: [StaffRole] = []
        var names: [StaffRole: [String]] = [:]
        for (person, member) in staff {
            if names[member.role] == nil { roles.append(member.role) }
            names[member.role, default: []].append(person.fullName)
        }
        return roles.map { role in
            let list = names[role] ?? []
            return ReportFact(text.role(role, plural: list.count > 1), list.joined(separator: ", "))
        }
    }

    /// Who teaches `course`, for a line under its heading: `Teacher: Emmy Noether`.
    static func teacherFact(_ course: Course, in book: CourseBook, _ text: ReportText) -> ReportFact {
        let teachers = text.teachers(of: course, in: book)
        return ReportFact(teachers.label, teachers.names)
    }
}
