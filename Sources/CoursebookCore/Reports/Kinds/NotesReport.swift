import CourseModel

/// The notes of a course, or of one of its sessions, with their text; newest first by default.
package struct NotesReport: Sendable {
    /// The course.
    package var courseID: String
    /// Only the notes of the session on this date.
    package var sessionDate: LocalDate?
    /// Newest (`.desc`) or oldest first.
    package var order: NoteOrder

    /// A notes report of `courseID`.
    package init(courseID: String, sessionDate: LocalDate? = nil, order: NoteOrder = .desc) {
        self.courseID = courseID
        self.sessionDate = sessionDate
        self.order = order
    }

    /// Builds the report from a loaded book, in its language.
    package func document(for book: CourseBook) -> ReportDocument {
        ReportText(book).document { document(for: book, $0) }
    }

    func document(for book: CourseBook, _ text: ReportText) -> ReportDocument {
        let notes = NoteListing.ordered(book.notes.filter { $0.courseID == courseID && (sessionDate == nil || $0.sessionDate == sessionDate) }, order)
        let clock = NoteListing.clock(book)
        var sections = notes.map { NoteListing.section($0, book: book, clock: clock, showCourse: false, text) }
        if sections.isEmpty { sections = [ReportSection(heading: "", paragraphs: [text[.noNotes]])] }
        var subtitle: [String] = []
        if let sessionDate { subtitle.append(text.fill(.sessionOf, ["day": text.day(sessionDate)])) }
        return ReportDocument(
            title: text.fill(.reportNotes, ["course": book.course(courseID).map(ReportText.heading) ?? courseID]),
            subtitle: subtitle,
            sections: sections,
            json: .object([
                ("course", .string(courseID)), ("session", .string(sessionDate?.description)), ("order", .string(order.rawValue)),
                ("notes", .array(notes.map(NoteListing.json))),
            ]),
            csv: NoteListing.csv(notes)
        )
    }
}
