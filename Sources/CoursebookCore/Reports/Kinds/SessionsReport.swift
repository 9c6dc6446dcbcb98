import CourseModel

/// Every session of one course or of all courses: date, weekday, time, room and UTC start.
package struct SessionsReport: Sendable {
    /// Restrict to this course; nil for all courses.
    package var courseID: String?

    /// A sessions report for one course, or all when `courseID` is nil.
    package init(courseID: String? = nil) {
        self.courseID = courseID
    }

    /// Builds the report from a loaded book, in its language.
    package func document(for book: CourseBook) -> ReportDocument {
        ReportText(book).document { document(for: book, $0) }
    }

    func document(for book: CourseBook, _ text: ReportText) -> ReportDocument {
        let courses = book.courses.filter { courseID == nil || $0.id == courseID }
        var sections: [ReportSection] = []
        var groups: [(key: String, table: ReportTable)] = []
        var all: [JSONValue] = []
        for course in courses {
            let sessions = book.sessions(of: course.id)
            let rows = sessions.map { session in
                [text.date(session.date), text.weekday(session.date.weekday), session.start.description, session.end.description,
                 session.room, session.title]
            }
            sections.append(ReportSection(
                heading: ReportText.heading(course),
                startsPage: true,
                paragraphs: [sessions.isEmpty ? text[.noSessions] : text.count(sessions.count, .sessions) + "."],
                table: sessions.isEmpty ? nil : ReportTable(columns: [text[.date], text[.day], text[.start], text[.end], text[.room], text[.remark]], rows: rows)
            ))
            // The CSV keeps ISO dates and English day names in any language.
            groups.append((course.id, ReportTable(columns: [], rows: sessions.map { session in
                [session.date.description, session.date.weekday.shortName, session.start.description, session.end.description, session.room, session.title]
            })))
            all += sessions.map(Self.json)
        }
        var json: [(String, JSONValue)] = []
        if let courseID { json.append(("course", .string(courseID))) }
        json.append(("timezone", .string(book.term.timeZone)))
        json.append(("sessions", .array(all)))
        return ReportDocument(
            title: text[.sessions],
            sections: sections,
            json: .object(json),
            csv: .grouped("course", groups, columns: ["date", "weekday", "start", "end", "room", "title"])
        )
    }

    static func json(_ session: Session) -> JSONValue {
        .object([
            ("course", .string(session.courseID)),
            ("date", .string(session.date.description)),
            ("weekday", .string(session.date.weekday.shortName)),
            ("start", .string(session.start.description)),
            ("end", .string(session.end.description)),
            ("room", .string(session.room)),
            ("title", .string(session.title)),
            ("extra", .bool(session.isExtra)),
            ("start_utc", .string(session.startUTC.iso8601)),
            ("end_utc", .string(session.endUTC.iso8601)),
        ])
    }
}
