import CourseMarkdown
import CourseModel

/// The book's records arranged the way pages look them up, computed once per build.
struct SiteCatalog: Sendable {
    private(set) var input: SiteInput
    let clock: ZoneClock
    /// Notes per course id, per session date, newest first.
    private(set) var notes: [String: [LocalDate: [Note]]]
    /// Safe HTML of every note body, by note path (in a file when the build writes to a folder).
    private(set) var noteHTML: NoteHTML
    /// Every note, newest first; sorted once, as the home page, feed and search index all list it.
    private(set) var allNotesNewestFirst: [Note]
    /// Courses per subject, subjects in `PeopleOrder.sortedText` order (case- and accent-blind, as reports list them).
    let subjects: [(name: String, courses: [Course])]
    /// The dated deadlines of the course pages.
    let pageDeadlines: [Deadline]
    /// Per-course and per-person records, grouped once.
    let index: SiteIndex
    /// Each course's sessions joined with its course page's schedule and deadlines.
    let agendas: [String: CourseAgenda]
    /// The fixed words and date formats of the book's language.
    let words: SiteWords

    /// Dates and times in the book's language.
    var format: Format { words.format }

    /// The catalog of `input`, with every note body rendered on all cores; the record groupings,
    /// one serial pass, are made meanwhile instead of after. With `folder` (the staging folder of
    /// a build), the bodies' HTML is kept in a file there (`NoteHTML`).
    static func make(input: SiteInput, clock: ZoneClock, spillingInto folder: String? = nil) async -> SiteCatalog {
        async let bodies = NoteHTML.render(input.book.notes, spillingInto: folder, Self.bodyHTML)
        var catalog = SiteCatalog(input: input, clock: clock)
        catalog.noteHTML = await bodies
        return catalog
    }

    /// The groupings only; `make` fills `noteHTML` once the bodies are rendered.
    private init(input: SiteInput, clock: ZoneClock) {
        self.input = input
        self.clock = clock
        words = SiteWords(settings: input.book.settings)
        allNotesNewestFirst = Self.sortedNewestFirst(input.book.notes)
        notes = Self.grouped(newestFirst: allNotesNewestFirst)
        noteHTML = NoteHTML()
        let grouped = Dictionary(grouping: input.book.courses, by: \.subject)
        subjects = PeopleOrder.sortedText(Array(grouped.keys)).map { ($0, grouped[$0]!.sorted { $0.id < $1.id }) }
        pageDeadlines = Deadline.fromPages(input.syllabi.compactMapValues(\.record), book: input.book)
        index = SiteIndex(book: input.book, pageDeadlines: pageDeadlines, staff: input.isStaff)
        var agendas: [String: CourseAgenda] = [:]
        for course in input.book.courses {
            let record = input.syllabi[course.id]?.record
            let projects = (index.projects[course.id] ?? []).map(Deadline.init(project:))
            agendas[course.id] = CourseAgenda(
                sessions: input.book.sessions(of: course.id), term: input.book.term, schedule: record?.schedule ?? [],
                links: record?.links ?? [], deadlines: projects + (index.pageDeadlines[course.id] ?? []))
        }
        self.agendas = agendas
    }

    /// The agenda of a course (empty for an unknown id).
    func agenda(_ courseID: String) -> CourseAgenda {
        agendas[courseID] ?? CourseAgenda(sessions: [], term: input.book.term, schedule: [])
    }

    /// This catalog for `book`, which differs from the catalog's book in the notes at `paths` only:
    /// only their bodies are rendered again, and the record groupings are kept.
    func replacingNotes(_ paths: Set<String>, book: CourseBook) -> SiteCatalog {
        var copy = self
        copy.input.book = book
        for path in paths { copy.noteHTML[path] = nil }
        for note in book.notes where paths.contains(note.path) { copy.noteHTML[note.path] = Self.bodyHTML(note) }
        copy.allNotesNewestFirst = Self.sortedNewestFirst(book.notes)
        copy.notes = Self.grouped(newestFirst: copy.allNotesNewestFirst)
        return copy
    }

    /// A note body as safe HTML (`NoteBodyHTML`).
    @Sendable static func bodyHTML(_ note: Note) -> String {
        NoteBodyHTML.render(note.body)
    }

    /// Notes per course id, per session date, newest first.
    /// `sorted` must be newest first already: each group keeps that order, so none is sorted again.
    private static func grouped(newestFirst sorted: [Note]) -> [String: [LocalDate: [Note]]] {
        var notes: [String: [LocalDate: [Note]]] = [:]
        for note in sorted {
            notes[note.courseID, default: [:]][note.sessionDate, default: []].append(note)
        }
        return notes
    }

    /// `all` newest first (`NoteOrder.desc`), sorting positions rather than moving whole notes around.
    private static func sortedNewestFirst(_ all: [Note]) -> [Note] {
        all.indices.sorted { NoteOrder.desc.precedes(all[$0], all[$1]) }.map { all[$0] }
    }

    /// The notes of one session, newest first.
    func notes(_ courseID: String, _ date: LocalDate) -> [Note] { notes[courseID]?[date] ?? [] }

    /// Whether a course has any notes.
    func hasNotes(_ courseID: String) -> Bool { notes[courseID]?.isEmpty == false }

    /// The projects of a course, by due date then name.
    func projects(of courseID: String) -> [Project] { index.projects[courseID] ?? [] }

    /// The students enrolled in a course, in enrollment-file order; staff sites only.
    func students(of courseID: String) -> [Person] { index.students[courseID] ?? [] }

    /// How many students are enrolled in a course.
    func studentCount(of courseID: String) -> Int { index.studentCounts[courseID] ?? 0 }

    /// The courses a person teaches.
    func courses(taughtBy personID: String) -> [Course] { index.coursesTaught[personID] ?? [] }

    /// A note as template values: title, when, body and, optionally, its course.
    func noteContext(_ note: Note, root: String) -> TemplateValue {
        let local = clock.localDateTime(note.created)
        var context: TemplateObject = [
            "title": .string(note.title), "created": .string(format.dateTime(local)), "createdISO": .string(note.created.iso8601),
            "html": .string(noteHTML[note.path] ?? ""), "anchor": .string(SitePath.noteAnchor(note.slug)),
            "sessionHref": .string(root + SitePath.session(note.courseID, note.sessionDate) + "#" + SitePath.noteAnchor(note.slug)),
            "sessionDate": .string(format.date(note.sessionDate)),
        ]
        addCourse(note.courseID, root: root, to: &context)
        return .object(context)
    }

    /// Staff only: how often a student was present, late, absent and excused in a course.
    func attendanceCounts(_ courseID: String, _ studentID: String) -> TemplateObject {
        var counts: TemplateObject = [:]
        let rows = index.attendance[SiteIndex.Pair(course: courseID, student: studentID)] ?? [:]
        for status in AttendanceStatus.allCases { counts[status.rawValue] = .number(rows[status] ?? 0) }
        return counts
    }

    /// A project row: name, due, status (`statusClass` names it in English for style sheets), course.
    func projectContext(_ project: Project, root: String) -> TemplateObject {
        let status = project.status(on: input.today).label
        var context: TemplateObject = [
            "name": .string(project.name), "due": .string(format.due(project.due)), "dueISO": .string(project.due.description),
            "status": .string(words[status]), "statusClass": .string(SiteWords.english[status]), "done": .bool(project.isDone),
        ]
        addCourse(project.courseID, root: root, to: &context)
        return context
    }

    /// An upcoming deadline (open project or course-page date) for lists: name, due, course.
    func deadlineContext(_ deadline: Deadline, root: String) -> TemplateValue {
        var context: TemplateObject = [
            "name": .string(deadline.title), "due": .string(format.due(deadline.due)), "dueISO": .string(deadline.due.description),
            "fromPage": .bool(deadline.source == .page),
        ]
        addCourse(deadline.courseID, root: root, to: &context)
        return .object(context)
    }

    /// The `course` name and `courseHref` link of a row, when the course exists.
    private func addCourse(_ courseID: String, root: String, to context: inout TemplateObject) {
        guard let course = input.book.course(courseID) else { return }
        context["course"] = .string(course.name)
        context["courseHref"] = .string(root + SitePath.course(course.id))
    }
}
