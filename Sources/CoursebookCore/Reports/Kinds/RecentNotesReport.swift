import CourseModel

/// Notes created in the `hours` before `now`, newest first, across courses.
package struct RecentNotesReport: Sendable {
    /// Restrict to this course; nil for every course.
    package var courseID: String?
    /// The end of the window (notes created later are not shown yet).
    package var now: Instant
    /// How far back the window reaches.
    package var hours: Int

    /// How many hours back the window reaches unless asked otherwise: the home page's "recent
    /// notes" and `coursebook report recent` without `--hours`.
    /// The phrasebooks' `no_recent_notes` texts still write the number out: templates read them as they
    /// are, and a book's `site.strings` and templates may already rely on that.
    package static let standardHours = 48

    /// Notes from the `hours` before `now`.
    package init(courseID: String? = nil, now: Instant, hours: Int = standardHours) {
        self.courseID = courseID
        self.now = now
        self.hours = hours
    }

    /// Whether the report lists `note`: of the course, if one is chosen, and written in the window.
    /// The one rule of a recent note: the home page lists the notes it lists (`HomePage.recent`),
    /// and `serve` asks it of changed notes to tell whether the report or the home page must be
    /// made again.
    func lists(_ note: Note) -> Bool {
        (courseID == nil || note.courseID == courseID) && now.adding(seconds: -Int64(hours) * 3600) < note.created && note.created <= now
    }

    /// Builds the report from a loaded book, in its language.
    package func document(for book: CourseBook) -> ReportDocument {
        ReportText(book).document { document(for: book, $0) }
    }

    func document(for book: CourseBook, _ text: ReportText) -> ReportDocument {
        let notes = NoteListing.ordered(book.notes.filter(lists), .desc)
        let clock = NoteListing.clock(book)
        var sections = notes.map { NoteListing.section($0, book: book, clock: clock, showCourse: true, text) }
        if sections.isEmpty { sections = [ReportSection(heading: "", paragraphs: [text[.noNotesInPeriod]])] }
        return ReportDocument(
            title: text[.recentNotes],
            subtitle: [text.fill(.recentWindow, ["hours": text.count(hours, .hours), "time": text.local(now, clock), "zone": book.term.timeZone])],
            sections: sections,
            json: .object([("now", .string(now.iso8601)), ("hours", .int(hours)), ("notes", .array(notes.map(NoteListing.json)))]),
            csv: NoteListing.csv(notes)
        )
    }
}
