import CourseModel

/// A blank sign-in sheet for one session of a course: when and where it meets, then one row per
/// student enrolled on that day, in roster order, with empty Signature and Time cells, and a few
/// numbered blank rows for anyone not on the list. Printed, it fits one portrait page for about
/// thirty students.
package struct SigninReport: Sendable {
    /// The course.
    package var courseID: String
    /// The session's date.
    package var date: LocalDate

    /// Rows left blank under the students, for walk-ins.
    static let blankRows = 5

    package init(courseID: String, date: LocalDate) {
        self.courseID = courseID
        self.date = date
    }

    /// The students who belong to the course on the session's date (an enrollment's `from` and
    /// `until` count), sorted as the roster is.
    static func students(of courseID: String, on date: LocalDate, in book: CourseBook) -> [Person] {
        let active = Set(book.enrollments.filter { $0.courseID == courseID && $0.covers(date) }.map(\.studentID))
        return PeopleOrder.sorted(book.students(of: courseID).filter { active.contains($0.id) })
    }

    /// Builds the sheet in the book's language; the builder has checked that the course has a
    /// session that day.
    package func document(for book: CourseBook) -> ReportDocument {
        ReportText(book).document { document(for: book, $0) }
    }

    func document(for book: CourseBook, _ text: ReportText) -> ReportDocument {
        let sessions = book.sessions(of: courseID).filter { $0.date == date }
        let students = Self.students(of: courseID, on: date, in: book)
        var rooms: [String] = []
        for session in sessions where !rooms.contains(session.room) { rooms.append(session.room) }
        var facts = [
            ReportFact(text[.time], sessions.map { text.format.times($0.start, $0.end) }.joined(separator: ", ")),
            ReportFact(text[.room], rooms.map(text.room).joined(separator: ", ")),
        ]
        let titles = sessions.map(\.title).filter { !$0.isEmpty }
        if !titles.isEmpty { facts.append(ReportFact(text[.session], titles.joined(separator: ", "))) }
        let rows = students.enumerated().map { [String($0.offset + 1), $0.element.sortName, $0.element.id, "", ""] }
            + (0..<Self.blankRows).map { [String(students.count + $0 + 1), "", "", "", ""] }
        let section = ReportSection(
            heading: "",
            paragraphs: [text.fill(.signinEnrolled, ["students": text.count(students.count, .students), "date": text.date(date), "blank": String(Self.blankRows)])],
            table: ReportTable(
                columns: [text[.numberSign], text[.name], text[.id], text[.signature], text[.time]], alignments: [.right, .left, .left, .left, .left], rows: rows
            )
        )
        var document = ReportDocument(
            title: text[.reportSignin],
            sections: [section],
            json: .object([
                ("course", .string(courseID)), ("date", .string(date.description)), ("weekday", .string(date.weekday.name)),
                ("sessions", .array(sessions.map { session in
                    .object([
                        ("start", .string(session.start.description)), ("end", .string(session.end.description)),
                        ("room", .string(session.room)), ("title", .string(session.title)),
                    ])
                })),
                ("students", .array(students.enumerated().map { .object([("number", .int($0.offset + 1))] + ReportJSON.person($0.element)) })),
                ("blank_rows", .int(Self.blankRows)),
            ]),
            csv: ReportTable(
                columns: ["course", "date", "number", "id", "last_name", "first_name", "signature", "time"],
                rows: students.enumerated().map { [courseID, date.description, String($0.offset + 1), $0.element.id, $0.element.lastName, $0.element.firstName, "", ""] }
            )
        )
        document.header = ReportHeader(facts: facts)
        document.pageStyle = "sheet"
        return document
    }
}
