import CourseModel

/// Makes any report kind from a loaded book, checking the options first so a mistyped id is a
/// usage error with suggestions rather than an empty report.
package struct ReportBuilder: Sendable {
    /// The book reports are made from.
    package let book: CourseBook
    /// The words of the book's language (`site.language`, `site.strings`).
    let words: SiteWords

    /// A builder for `book`, in its language.
    package init(book: CourseBook) {
        self.init(book: book, words: SiteWords(settings: book.settings))
    }

    /// A builder for `book` in `words` already made from its settings, as the site has them.
    package init(book: CourseBook, words: SiteWords) {
        self.book = book
        self.words = words
    }

    /// The report `kind` with `options`.
    package func document(_ kind: ReportKind, options: ReportOptions) throws(ReportRequestError) -> ReportDocument {
        try check(kind, options)
        var document = report(kind, options: options)
        // A sign-in sheet describes its session's day, whenever it is printed.
        let header = ReportHeader(
            kind: kind, title: document.title, book: book, courseID: options.courseID,
            date: kind == .signin ? options.sessionDate ?? options.today : options.today, generated: options.generated ?? options.now,
            own: document.header?.facts ?? [], words: words
        )
        document.header = header
        document.words = words
        if case .object(let pairs) = document.json { document.json = .object([("report", header.json)] + pairs) }
        return document
    }

    private func report(_ kind: ReportKind, options: ReportOptions) -> ReportDocument {
        let course = options.courseID
        let text = ReportText(words: words)
        switch kind {
        case .sessions: return SessionsReport(courseID: course).document(for: book, text)
        case .roster: return RosterReport(courseID: course).document(for: book, text)
        case .teachers: return TeachersReport().document(for: book, text)
        case .course: return CourseProfileReport(courseID: course).document(for: book, text)
        case .profile: return PersonProfileReport(personID: options.personID ?? "").document(for: book, text)
        case .attendance:
            return AttendanceReport(
                courseID: course, today: options.today, matrix: options.matrix, generated: options.generated ?? options.now, below: options.below
            ).document(for: book, text)
        case .bonus: return BonusReport(courseID: course).document(for: book, text)
        case .projects: return ProjectsReport(courseID: course, today: options.today).document(for: book, text)
        case .deadlines:
            return DeadlinesReport(courseID: course, today: options.today, days: options.days, extra: options.extraDeadlines).document(for: book, text)
        case .notes:
            return NotesReport(courseID: course ?? "", sessionDate: options.sessionDate, order: options.order).document(for: book, text)
        case .recent: return RecentNotesReport(courseID: course, now: options.now, hours: options.hours).document(for: book, text)
        case .places: return PlacesReport(courseID: course).document(for: book, text)
        case .signin: return SigninReport(courseID: course ?? "", date: options.sessionDate ?? options.today).document(for: book, text)
        }
    }

    private func check(_ kind: ReportKind, _ options: ReportOptions) throws(ReportRequestError) {
        if let id = options.courseID {
            guard kind.takesCourse else { throw .unusedOption(kind: kind, option: "--course") }
            guard book.course(id) != nil else { throw .unknownCourse(id, closest: ClosestNames.closest(to: id, among: book.courses.map(\.id))) }
        } else if kind == .notes || kind == .signin {
            throw .missingOption(kind: kind, option: "--course ID")
        }
        if let id = options.personID {
            guard kind == .profile else { throw .unusedOption(kind: kind, option: "--person") }
            guard book.person(id) != nil else { throw .unknownPerson(id, closest: ClosestNames.closest(to: id, among: book.people.map(\.id))) }
        } else if kind == .profile {
            throw .missingOption(kind: kind, option: "--person ID")
        }
        if let below = options.below {
            guard kind == .attendance else { throw .unusedOption(kind: kind, option: "--below") }
            guard (0...100).contains(below) else { throw .outOfRange(option: "--below", value: below, range: "a percentage from 0 to 100") }
        }
        if let date = options.sessionDate {
            guard kind == .notes || kind == .signin else { throw .unusedOption(kind: kind, option: "--session") }
            let dates = book.sessions(of: options.courseID ?? "").map(\.date)
            guard dates.contains(date) else {
                let closest = dates.sorted { (abs($0.dayNumber - date.dayNumber), $0) < (abs($1.dayNumber - date.dayNumber), $1) }
                throw .noSession(course: options.courseID ?? "", date: date, closest: Array(closest.prefix(3)).sorted())
            }
        } else if kind == .signin {
            throw .missingOption(kind: kind, option: "--session DATE")
        }
    }
}
