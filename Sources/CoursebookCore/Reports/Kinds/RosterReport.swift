import CourseModel

/// The students of one course, or of every course with one section each: name, e-mail, id and count.
package struct RosterReport: Sendable {
    /// Restrict to this course; nil for every course.
    package var courseID: String?

    /// A roster of one course, or of all when `courseID` is nil.
    package init(courseID: String? = nil) {
        self.courseID = courseID
    }

    /// Builds the report from a loaded book, in its language.
    package func document(for book: CourseBook) -> ReportDocument {
        ReportText(book).document { document(for: book, $0) }
    }

    func document(for book: CourseBook, _ text: ReportText) -> ReportDocument {
        var sections: [ReportSection] = []
        var counts: [JSONValue] = []
        var students: [JSONValue] = []
        var csvRows: [[String]] = []
        for course in book.courses where courseID == nil || course.id == courseID {
            let roster = PeopleOrder.sorted(book.students(of: course.id))
            sections.append(ReportSection(
                heading: ReportText.heading(course),
                startsPage: true,
                paragraphs: [roster.isEmpty ? text[.noStudentsEnrolled] : text.count(roster.count, .students) + "."],
                table: roster.isEmpty ? nil : ReportTable(columns: [text[.name], text[.reportEmail], text[.id]], rows: roster.map { [$0.sortName, $0.email, $0.id] })
            ))
            counts.append(.object([("course", .string(course.id)), ("name", .string(course.name)), ("count", .int(roster.count))]))
            students += roster.map { .object([("course", .string(course.id))] + ReportJSON.person($0)) }
            csvRows += roster.map { [course.id, $0.id, $0.lastName, $0.firstName, $0.email] }
        }
        return ReportDocument(
            title: text[.reportRoster],
            sections: sections,
            json: .object([("course", .string(courseID)), ("courses", .array(counts)), ("students", .array(students))]),
            csv: ReportTable(columns: ["course", "id", "last_name", "first_name", "email"], rows: csvRows)
        )
    }
}
