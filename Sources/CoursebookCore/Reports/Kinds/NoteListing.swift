import CourseModel
import Foundation

/// How notes appear in the `notes` and `recent` reports: one section per note with its text,
/// the same JSON object and the same CSV row in both.
enum NoteListing {
    /// `notes` in `order` (`NoteOrder.precedes`).
    static func ordered(_ notes: [Note], _ order: NoteOrder) -> [Note] {
        notes.sorted(by: order.precedes)
    }

    /// A section with the note's title, where and when it was written, and its Markdown text.
    static func section(_ note: Note, book: CourseBook, clock: ZoneClock, showCourse: Bool, _ text: ReportText) -> ReportSection {
        let session = text.format.reportShortDay(note.sessionDate)
        let written = text.local(note.created, clock)
        let line = showCourse
            ? text.fill(.noteLineCourse, ["course": book.course(note.courseID).map(ReportText.heading) ?? note.courseID, "session": session, "time": written])
            : text.fill(.noteLine, ["session": session, "time": written])
        return ReportSection(heading: note.title, paragraphs: [line], body: note.body)
    }

    /// `{course, session, slug, title, created, path, body, html}`; `html` is the safe rendering.
    static func json(_ note: Note) -> JSONValue {
        .object([
            ("course", .string(note.courseID)), ("session", .string(note.sessionDate.description)), ("slug", .string(note.slug)),
            ("title", .string(note.title)), ("created", .string(note.created.iso8601)), ("path", .string(note.path)),
            ("body", .string(note.body)), ("html", .string(NoteBodyHTML.render(note.body))),
        ])
    }

    /// The CSV form: one row per note, the body as written.
    static func csv(_ notes: [Note]) -> ReportTable {
        ReportTable(columns: ["course", "session", "created", "title", "path", "body"], rows: notes.map {
            [$0.courseID, $0.sessionDate.description, $0.created.iso8601, $0.title, $0.path, $0.body]
        })
    }

    /// The book's clock, falling back to UTC for a book whose zone was not checked.
    static func clock(_ book: CourseBook) -> ZoneClock {
        TermClock(term: book.term).zone
    }
}
