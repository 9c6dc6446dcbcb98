import CourseModel

/// One page per session that has notes, newest note first; a script-driven button reverses the order.
struct SessionPages: Sendable {
    let catalog: SiteCatalog
    let site: SiteContext

    /// The sessions that get a page, as (course, session), in course and date order.
    func sessionsWithNotes() -> [(Course, Session)] {
        catalog.input.book.courses.flatMap { course in
            var seen: Set<LocalDate> = []
            return catalog.input.book.sessions(of: course.id).filter { session in
                !catalog.notes(course.id, session.date).isEmpty && seen.insert(session.date).inserted
            }.map { (course, $0) }
        }
    }

    /// `courses/<id>/sessions/<date>.html`.
    func page(_ course: Course, _ session: Session) -> TemplateObject {
        let path = SitePath.session(course.id, session.date)
        let root = SitePath.root(of: path)
        let notes = catalog.notes(course.id, session.date)
        return site.page(path, title: "\(course.name): \(Format.date(session.date))", section: "courses", [
            "course": .string(course.name), "courseHref": .string(root + SitePath.course(course.id)),
            "date": .string(Format.date(session.date)), "time": .string(Format.times(session.start, session.end)),
            "room": session.room.isEmpty ? false : .string(session.room),
            "sessionTitle": session.title.isEmpty ? false : .string(session.title), "notesCount": .string(Format.count(notes.count, "note")),
            "notes": .list(notes.map { catalog.noteContext($0, root: root) }), "sortable": .bool(notes.count > 1),
            "courseNav": CourseNavigation(catalog: catalog).context(course, at: .session(session.date)),
        ])
    }
}
