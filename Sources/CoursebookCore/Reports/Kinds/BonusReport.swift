import CourseModel

/// Every bonus entry (date, student, points, reason) per course, and each enrolled student's total.
package struct BonusReport: Sendable {
    /// Restrict to this course; nil for every course.
    package var courseID: String?

    /// A bonus report of one course, or of all when `courseID` is nil.
    package init(courseID: String? = nil) {
        self.courseID = courseID
    }

    /// Builds the report from a loaded book, in its language.
    package func document(for book: CourseBook) -> ReportDocument {
        ReportText(book).document { document(for: book, $0) }
    }

    func document(for book: CourseBook, _ text: ReportText) -> ReportDocument {
        let byCourse = Dictionary(grouping: book.bonus, by: \.courseID)
        var sections: [ReportSection] = []
        var entries: [JSONValue] = []
        var totals: [JSONValue] = []
        var csvRows: [[String]] = []
        for course in book.courses where courseID == nil || course.id == courseID {
            let list = Self.ordered(byCourse[course.id] ?? [], book: book)
            let rows = list.map { entry, person in
                [entry.date.map(text.date) ?? ReportText.missing, person.sortName, person.id, String(entry.points), entry.reason]
            }
            sections.append(ReportSection(
                heading: ReportText.heading(course), startsPage: true,
                paragraphs: list.isEmpty ? [text[.noBonusEntries]] : [text.count(list.count, .entries) + "."],
                table: list.isEmpty ? nil : ReportTable(
                    columns: [text[.date], text[.student], text[.id], text[.points], text[.reason]], alignments: [.left, .left, .left, .right, .left], rows: rows
                )
            ))
            let sums = BonusTotals.byStudent(in: course.id, byCourse[course.id] ?? [])
            let students = PeopleOrder.sorted(book.students(of: course.id))
            if !students.isEmpty {
                sections.append(ReportSection(heading: text[.totals], level: 3, table: ReportTable(
                    columns: [text[.student], text[.id], text[.points]], alignments: [.left, .left, .right],
                    rows: students.map { [$0.sortName, $0.id, String(sums[$0.id] ?? 0)] }
                )))
            }
            entries += list.map { entry, person in
                .object([
                    ("course", .string(course.id)), ("date", .string(entry.date?.description)), ("student", .string(person.id)),
                    ("name", .string(person.fullName)), ("points", .int(entry.points)), ("reason", .string(entry.reason)),
                ])
            }
            totals += students.map { .object([("course", .string(course.id)), ("student", .string($0.id)), ("name", .string($0.fullName)), ("points", .int(sums[$0.id] ?? 0))]) }
            csvRows += list.map { entry, person in
                [course.id, entry.date?.description ?? "", person.id, person.lastName, person.firstName, String(entry.points), entry.reason]
            }
        }
        return ReportDocument(
            title: text[.bonusPoints],
            sections: sections,
            json: .object([("entries", .array(entries)), ("totals", .array(totals))]),
            csv: ReportTable(columns: ["course", "date", "student", "last_name", "first_name", "points", "reason"], rows: csvRows)
        )
    }

    /// By date (undated entries last), then by student, keeping file order for the rest.
    private static func ordered(_ entries: [BonusEntry], book: CourseBook) -> [(BonusEntry, Person)] {
        let withPeople = entries.enumerated().compactMap { index, entry in book.person(entry.studentID).map { (index, entry, $0, PeopleOrder.key($0)) } }
        return withPeople.sorted { lhs, rhs in
            let left = lhs.1.date?.dayNumber ?? .max, right = rhs.1.date?.dayNumber ?? .max
            if left != right { return left < right }
            if lhs.3 != rhs.3 { return lhs.3 < rhs.3 }
            return lhs.0 < rhs.0
        }.map { ($0.1, $0.2) }
    }
}
