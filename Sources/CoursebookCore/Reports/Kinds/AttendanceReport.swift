import CourseModel

/// Per course, per student: present, late, absent, excused, points and percentage up to `today`;
/// with `matrix`, one more column per taken session, like an LMS attendance export.
package struct AttendanceReport: Sendable {
    /// Restrict to this course; nil for every course.
    package var courseID: String?
    /// Sessions after this date are not yet taken.
    package var today: LocalDate
    /// Adds a column per taken session.
    package var matrix: Bool
    /// When the report was made: each course of a whole-book report says so, as a sheet to sign
    /// and file of its own. Nil leaves it out.
    package var generated: Instant?
    /// Flags students whose percentage is under this many percent; nil flags nobody.
    package var below: Double?

    /// An attendance report up to `today`.
    package init(courseID: String? = nil, today: LocalDate, matrix: Bool = false) {
        self.courseID = courseID
        self.today = today
        self.matrix = matrix
    }

    /// An attendance report up to `today` made at `generated`, flagging students under `below` percent.
    package init(courseID: String? = nil, today: LocalDate, matrix: Bool = false, generated: Instant?, below: Double? = nil) {
        self.init(courseID: courseID, today: today, matrix: matrix)
        self.generated = generated
        self.below = below
    }

    /// Whether `tally` is flagged: its percentage, as shown (one decimal), is under the threshold.
    /// A student with no percentage (every session excused) has nothing to flag.
    func isBelow(_ tally: AttendanceCalculator.Tally) -> Bool {
        guard let below, let percent = tally.percent else { return false }
        return percent < below
    }

    /// Builds the report from a loaded book, in its language.
    package func document(for book: CourseBook) -> ReportDocument {
        ReportText(book).document { document(for: book, $0) }
    }

    func document(for book: CourseBook, _ text: ReportText) -> ReportDocument {
        let calculator = AttendanceCalculator(presentWeight: book.settings.presentWeight, lateWeight: book.settings.lateWeight)
        let records = Dictionary(grouping: book.attendance, by: \.courseID)
        var sections: [ReportSection] = []
        var courses: [JSONValue] = []
        var results: [(course: Course, attendance: AttendanceCalculator.CourseAttendance)] = []
        let clock = TermClock(term: book.term).zone
        for course in book.courses where courseID == nil || course.id == courseID {
            let attendance = calculator.course(course.id, in: book, records: records[course.id] ?? [], today: today)
            results.append((course, attendance))
            let sessions = book.sessions(of: course.id).filter { $0.date <= today }.count
            var paragraphs = [text.fill(.sessionsTaken, ["taken": String(attendance.taken.count), "held": String(sessions), "date": text.date(today)])]
            if attendance.students.isEmpty { paragraphs.append(text[.noStudentsEnrolled]) }
            if let below, !attendance.students.isEmpty {
                let flagged = attendance.students.filter { isBelow($0.tally) }.map(\.person.sortName)
                let total = text.count(attendance.students.count, .students)
                let percent = text.points(below)
                paragraphs.append(flagged.isEmpty
                    ? text.fill(.belowNone, ["percent": percent, "total": total])
                    : text.fill(.belowSome, ["percent": percent, "count": String(flagged.count), "total": total, "names": flagged.joined(separator: "; ")]))
            }
            // MM-DD keeps a term's worth of columns printable; CSV and JSON carry full dates.
            let dateColumns = matrix ? attendance.taken.map(text.format.reportColumnDate) : []
            // The flag sits beside the percentage it is about, before the sessions.
            let flagColumn = below.map { [text.fill(.belowColumn, ["percent": text.points($0)])] } ?? []
            let letters = text.words.list(.attendanceLetters)
            let rows = attendance.students.map { line in
                [line.person.sortName, line.person.id] + Self.counts(line.tally, text) + (below == nil ? [] : [isBelow(line.tally) ? text[.yes] : ""])
                    + (matrix ? line.tally.statuses.map { $0.map { Self.letter($0, letters) } ?? "" } : [])
            }
            let columns = [text[.name], text[.id], text[.present], text[.late], text[.absent], text[.excused], text[.points], "%"]
            var section = ReportSection(
                heading: ReportText.heading(course), startsPage: true, paragraphs: paragraphs,
                table: rows.isEmpty ? nil : ReportTable(
                    columns: columns + flagColumn + dateColumns,
                    alignments: [.left, .left] + Array(repeating: .right, count: 6) + Array(repeating: .left, count: flagColumn.count + dateColumns.count),
                    rows: rows
                )
            )
            // One course's report names its teacher in the report's header; each course of the
            // whole book's is a sheet of its own, so it says who teaches and when it was made.
            if courseID == nil {
                section.facts = [ReportHeader.teacherFact(course, in: book, text)]
                if let generated { section.facts.append(ReportFact(text[.generated], text.generated(generated, clock, book.term))) }
            }
            section.signature = book.instructors(of: course).map(\.fullName).joined(separator: ", ")
            sections.append(section)
            courses.append(.object([
                ("course", .string(course.id)), ("name", .string(course.name)),
                ("staff", ReportJSON.staff(of: course, in: book)),
                ("taken", .int(attendance.taken.count)),
                ("sessions", .array(attendance.taken.map { .string($0.description) })),
                ("students", .array(attendance.students.map { json($0.person, $0.tally) })),
            ]))
        }
        let weights: JSONValue = .object([("present", .double(book.settings.presentWeight)), ("late", .double(book.settings.lateWeight))])
        var subtitle = [text.fill(.attendanceUpTo, [
            "date": text.date(today), "present": text.points(book.settings.presentWeight), "late": text.points(book.settings.lateWeight),
        ])]
        var fields: [(String, JSONValue)] = [("today", .string(today.description)), ("weights", weights)]
        if let below {
            subtitle.append(text.fill(.belowFlagged, ["percent": text.points(below)]))
            fields.append(("below", .double(below)))
        }
        return ReportDocument(
            title: text[.reportAttendance],
            subtitle: subtitle,
            sections: sections,
            json: .object(fields + [("courses", .array(courses))]),
            csv: csv(results)
        )
    }

    /// Counts as text: the percentage shows `—` when it does not exist.
    private static func counts(_ tally: AttendanceCalculator.Tally) -> [String] {
        [String(tally.present), String(tally.late), String(tally.absent), String(tally.excused), ReportText.points(tally.points), ReportText.percent(tally.percent)]
    }

    /// Counts as a reader of the language writes them (`3,5` in German).
    private static func counts(_ tally: AttendanceCalculator.Tally, _ text: ReportText) -> [String] {
        [String(tally.present), String(tally.late), String(tally.absent), String(tally.excused), text.points(tally.points), text.percent(tally.percent)]
    }

    /// `P`, `L`, `A` or `E`: the English initials, as CSV keeps them.
    static func letter(_ status: AttendanceStatus) -> String { status.rawValue.prefix(1).uppercased() }

    /// A status as one of the language's `letters` (present, late, absent, excused).
    static func letter(_ status: AttendanceStatus, _ letters: [String]) -> String {
        switch status {
        case .present: letters[0]
        case .late: letters[1]
        case .absent: letters[2]
        case .excused: letters[3]
        }
    }

    /// One table for every course; matrix columns are the union of the taken dates, oldest first,
    /// blank where a course had no taken session that day, and a missing percentage is an empty cell.
    private func csv(_ results: [(course: Course, attendance: AttendanceCalculator.CourseAttendance)]) -> ReportTable {
        let dates = matrix ? Set(results.flatMap(\.attendance.taken)).sorted() : []
        var rows: [[String]] = []
        for (course, attendance) in results {
            for (person, tally) in attendance.students {
                var statuses: [LocalDate: AttendanceStatus] = [:]
                for (date, status) in zip(attendance.taken, tally.statuses) { if let status { statuses[date] = status } }
                let counts = Self.counts(tally).dropLast() + [tally.percent.map { ReportText.percent($0) } ?? ""]
                let flag = below == nil ? [] : [isBelow(tally) ? "yes" : "no"]
                rows.append([course.id, person.id, person.lastName, person.firstName] + counts + flag + dates.map { statuses[$0].map(Self.letter) ?? "" })
            }
        }
        let columns = ["course", "id", "last_name", "first_name", "present", "late", "absent", "excused", "points", "percent"] + (below == nil ? [] : ["below"])
        return ReportTable(columns: columns + dates.map(Self.sessionColumn), rows: rows)
    }

    /// `session_2026_08_31`: a CSV header is a snake_case name, which a bare date is not (tools
    /// that make identifiers of headers reject a leading digit and `-`); the date stays readable.
    static func sessionColumn(_ date: LocalDate) -> String {
        "session_" + date.description.replacingOccurrences(of: "-", with: "_")
    }

    private func json(_ person: Person, _ tally: AttendanceCalculator.Tally) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("id", .string(person.id)), ("first_name", .string(person.firstName)), ("last_name", .string(person.lastName)),
            ("present", .int(tally.present)), ("late", .int(tally.late)), ("absent", .int(tally.absent)), ("excused", .int(tally.excused)),
            ("points", ReportJSON.number(tally.points)), ("percent", tally.percent.map(JSONValue.double) ?? .null),
        ]
        if below != nil { pairs.append(("below", .bool(isBelow(tally)))) }
        if matrix { pairs.append(("statuses", .array(tally.statuses.map { $0.map { .string($0.rawValue) } ?? .null }))) }
        return .object(pairs)
    }
}
