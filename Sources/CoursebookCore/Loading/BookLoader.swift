import CourseModel
import Foundation

/// Loads and validates a whole course book folder, collecting every problem before giving up.
package struct BookLoader: Sendable {
    /// The course book folder.
    package let root: URL
    /// Whether the loaded book holds the attendance rows. Every row is checked either way; a public
    /// site shows none, and a faculty's millions of rows are most of a loaded book's memory.
    package var keepsAttendance: Bool
    /// A real book the files of this one may link into: the edit check's mirror of it.
    var mirrorOf: URL?

    /// A loader for the book at `root`.
    package init(root: URL, keepsAttendance: Bool = true) {
        self.root = root.standardizedFileURL
        self.keepsAttendance = keepsAttendance
    }

    /// A book that loaded, with the warnings found on the way.
    package struct Result: Sendable {
        /// The validated book.
        package var book: CourseBook
        /// Warnings (never errors), in file order.
        package var warnings: [Diagnostic]
        /// The errors the book has; always empty unless `keepsBookWithErrors`.
        package var errors: [Diagnostic] = []
    }

    /// Returns the book even when files have errors (the rows in error left out), with the errors
    /// in `Result.errors`: an editing command may fix them, so it must be able to start.
    package var keepsBookWithErrors = false

    /// Throws `.notACourseBook` when the folder is missing or has no `coursebook.yml`, without
    /// reading anything else: what `serve` checks before it listens.
    package func checkIsCourseBook() throws(BookError) {
        _ = try configFile()
    }

    /// The book's `coursebook.yml`, after checking the folder and the file exist.
    private func configFile() throws(BookError) -> (file: BookFile, realPaths: RealPaths) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .notACourseBook(path: root.path, reason: "no such folder")
        }
        let realPaths = RealPaths(alsoInside: mirrorOf.map { [$0] } ?? [])
        let configFile = BookFile(bookRoot: root, relativePath: BookConfigLoader.fileName, realPaths: realPaths)
        guard configFile.exists else {
            throw .notACourseBook(path: root.path, reason: "it has no \(BookConfigLoader.fileName)")
        }
        return (configFile, realPaths)
    }

    /// Loads the book; throws `.invalid` with all diagnostics when any file has an error.
    package func load() throws(BookError) -> Result {
        let (configFile, realPaths) = try self.configFile()
        var diagnostics: [Diagnostic] = []
        let config = BookConfigLoader(file: configFile).load(diagnostics: &diagnostics)
        // people.csv is read on its own thread while the course files are read on all cores.
        let peopleLoader = PeopleLoader(file: configFile.sibling(PeopleLoader.fileName))
        let (peopleRead, loadedCourses) = Concurrently.run({ peopleLoader.load() }) { CourseFolder(book: configFile).load() }
        diagnostics += loadedCourses.diagnostics
        diagnostics += peopleRead.diagnostics
        let people = peopleRead.people

        var refs = ReferenceChecker()
        refs.setPeople(people)
        refs.unreadablePeople = peopleRead.unreadable
        refs.peopleFileUnreadable = people.isEmpty && peopleRead.diagnostics.contains { $0.location.line <= 1 }
        refs.setCourses(loadedCourses.ids)
        refs.coursesFolderUnreadable = loadedCourses.diagnostics.contains { $0.location.path == BookLayout.coursesFolder && $0.severity == .error }

        let knownRoles = config?.settings.knownStaffRoles ?? StaffRole.standard
        for loaded in loadedCourses.courses {
            for (member, location) in zip(loaded.course.staff, loaded.staffLocations) {
                let field = location.person == loaded.teacherLocation ? "teacher" : "staff"
                _ = refs.person(member.personID, field: field, at: location.person, diagnostics: &diagnostics)
                if !knownRoles.contains(member.role) {
                    let known = knownRoles.map(\.rawValue).joined(separator: ", ")
                    diagnostics.append(.error(location.role, "unknown staff role '\(member.role)' (known: \(known); a book adds roles under 'staff_roles' in coursebook.yml)"))
                }
            }
            refs.setStaff(loaded.course.staff, of: loaded.course.id)
        }

        var sessions: [String: [Session]] = [:]
        let planner = config.flatMap { SessionPlanner(term: $0.term) }
        if let planner, let config {
            let planned = ParallelMap.map(loadedCourses.courses) { planner.sessions(for: $0.course) }
            let changeDates = Set(planner.clockChangeDates(extra: loadedCourses.courses.flatMap { $0.course.extraSessions.map(\.date) }))
            for (loaded, courseSessions) in zip(loadedCourses.courses, planned) {
                sessions[loaded.course.id] = courseSessions
                // A course file with errors (e.g. a broken meeting) has unknown sessions: dates
                // that refer to it are not judged, so one mistake gives one error.
                if !loadedCourses.broken.contains(loaded.course.id) {
                    refs.setSessions(courseSessions.map(\.date), of: loaded.course.id)
                }
                checkScheduleEdits(loaded, term: config.term, planner: planner, diagnostics: &diagnostics)
                if !changeDates.isEmpty {
                    checkClockChanges(loaded, sessions: courseSessions, on: changeDates, planner: planner, diagnostics: &diagnostics)
                }
            }
        }

        // The CSV records and the notes need the same checked courses and sessions but not each
        // other: read them side by side. Notes are judged last, as they always were.
        let records = RecordLoader(bookRoot: root, realPaths: realPaths, keepsAttendance: keepsAttendance)
        let noteLoader = planner.map { NoteLoader(book: configFile, clock: $0.clock) }
        let known = refs
        let term = planner == nil ? nil : config?.term
        let (read, noteScan) = Concurrently.run({ records.all(known, term: term) }) { noteLoader?.read(known) }
        refs = read.refs
        diagnostics += read.diagnostics
        var notes: [Note] = []
        if let noteLoader, let noteScan {
            notes = noteLoader.notes(from: noteScan, refs: &refs, diagnostics: &diagnostics)
        }

        let sorted = diagnostics.sortedByLocation()
        guard let config, !sorted.hasErrors || keepsBookWithErrors else { throw .invalid(sorted) }
        let book = CourseBook(
            title: config.title, term: config.term, settings: config.settings, people: people,
            courses: loadedCourses.courses.map(\.course), enrollments: read.enrollments, projects: read.projects,
            attendance: read.attendance, bonus: read.bonus, notes: notes, sessions: sessions
        )
        return Result(book: book, warnings: sorted.filter { $0.severity != .error }, errors: sorted.filter { $0.severity == .error })
    }

    /// Warns at a meeting or extra session, for each date whose time a daylight-saving change
    /// skips or repeats, saying how it was resolved.
    private func checkClockChanges(_ loaded: LoadedCourse, sessions: [Session], on dates: Set<LocalDate>, planner: SessionPlanner, diagnostics: inout [Diagnostic]) {
        let held = Set(sessions.lazy.filter { dates.contains($0.date) }.map(\.date))
        for (meeting, location) in zip(loaded.course.meetings, loaded.meetingLocations) {
            let affected = held.sorted().filter { planner.holds(meeting, of: loaded.course, on: $0) }
            for date in affected {
                if let message = planner.clockChange(on: date, start: meeting.start, end: meeting.end) {
                    diagnostics.append(.warning(location, message))
                }
            }
        }
        for (extra, location) in zip(loaded.course.extraSessions, loaded.extraLocations) where dates.contains(extra.date) {
            if let message = planner.clockChange(on: extra.date, start: extra.start, end: extra.end) {
                diagnostics.append(.warning(location, message))
            }
        }
    }

    /// Warns about cancelled dates that are no regular session and extra sessions outside the term.
    private func checkScheduleEdits(_ loaded: LoadedCourse, term: Term, planner: SessionPlanner, diagnostics: inout [Diagnostic]) {
        if !loaded.cancelLocations.isEmpty {
            var regular = loaded.course
            regular.cancelled = []
            regular.extraSessions = []
            let regularDates = Set(planner.sessions(for: regular).map(\.date))
            for cancel in loaded.cancelLocations where !regularDates.contains(cancel.date) {
                diagnostics.append(.warning(cancel.location, "cancelled date \(cancel.date) is not a regular session of this course"))
            }
        }
        for extra in loaded.course.extraSessions where !term.contains(extra.date) {
            diagnostics.append(.warning(SourceLocation(path: loaded.path), "extra session on \(extra.date) is outside the term (\(term.start) to \(term.end))"))
        }
    }
}
