import CourseModel

/// Rooms in alphabetical order, each with the sessions held there, grouped by course, weekday and time.
package struct PlacesReport: Sendable {
    /// Restrict to this course's sessions; nil for every course.
    package var courseID: String?

    /// A places report.
    package init(courseID: String? = nil) {
        self.courseID = courseID
    }

    /// Sessions of one course in one room on one weekday at one time.
    private struct Slot: Hashable {
        let course: String
        let weekday: Weekday
        let start: LocalTime
        let end: LocalTime
    }

    /// Builds the report from a loaded book, in its language.
    package func document(for book: CourseBook) -> ReportDocument {
        ReportText(book).document { document(for: book, $0) }
    }

    func document(for book: CourseBook, _ text: ReportText) -> ReportDocument {
        var byRoom: [String: [Slot: [LocalDate]]] = [:]
        for course in book.courses where courseID == nil || course.id == courseID {
            for session in book.sessions(of: course.id) {
                byRoom[session.room, default: [:]][Slot(course: course.id, weekday: session.date.weekday, start: session.start, end: session.end), default: []].append(session.date)
            }
        }
        // Named rooms alphabetically; sessions without a room last.
        let rooms = PeopleOrder.sortedText(byRoom.keys.filter { !$0.isEmpty }) + (byRoom[""] == nil ? [] : [""])
        var sections: [ReportSection] = []
        var json: [JSONValue] = []
        var csvRows: [[String]] = []
        for room in rooms {
            let slots = (byRoom[room] ?? [:]).sorted { ($0.key.weekday, $0.key.start, $0.key.course) < ($1.key.weekday, $1.key.start, $1.key.course) }
            let rows = slots.map { slot, dates in
                [book.course(slot.course).map(ReportText.heading) ?? slot.course, text.weekday(slot.weekday), text.format.times(slot.start, slot.end),
                 String(dates.count), dates.min().map(text.date) ?? "", dates.max().map(text.date) ?? ""]
            }
            let count = slots.reduce(0) { $0 + $1.value.count }
            sections.append(ReportSection(
                heading: text.room(room), paragraphs: [text.count(count, .sessions) + "."],
                table: ReportTable(
                    columns: [text[.course], text[.day], text[.time], text[.sessions], text[.first], text[.last]],
                    alignments: [.left, .left, .left, .right, .left, .left], rows: rows
                )
            ))
            json.append(.object([("room", .string(room)), ("sessions", .array(slots.map { slot, dates in
                .object([
                    ("course", .string(slot.course)), ("weekday", .string(slot.weekday.shortName)), ("start", .string(slot.start.description)),
                    ("end", .string(slot.end.description)), ("count", .int(dates.count)),
                    ("first", .string(dates.min()?.description)), ("last", .string(dates.max()?.description)),
                ])
            }))]))
            csvRows += slots.map { slot, dates in
                [room, slot.course, slot.weekday.shortName, slot.start.description, slot.end.description, String(dates.count), dates.min()?.description ?? "", dates.max()?.description ?? ""]
            }
        }
        if sections.isEmpty { sections = [ReportSection(heading: "", paragraphs: [text[.noSessions]])] }
        return ReportDocument(
            title: text[.navPlaces],
            sections: sections,
            json: .object([("rooms", .array(json))]),
            csv: ReportTable(columns: ["room", "course", "weekday", "start", "end", "sessions", "first", "last"], rows: csvRows)
        )
    }
}
