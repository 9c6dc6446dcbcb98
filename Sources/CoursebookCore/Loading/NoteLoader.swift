import CourseModel
import Foundation

/// Reads `notes/<course>/<YYYY-MM-DD>-<slug>.md`, each with `title` and `created` front matter.
/// The one place a note file's path is built (`path(course:date:slug:)`) and read back.
struct NoteLoader: Sendable {
    static let folderName = BookLayout.notesFolder

    /// Where the note of `course`'s session on `date` named `slug` is: `notes/<course>/<YYYY-MM-DD>-<slug>.md`.
    static func path(course: String, date: LocalDate, slug: String) -> String {
        "\(folderName)/\(course)/\(date)-\(slug).md"
    }

    /// The course folder and file name of book-relative `path` when it names a file in a course's
    /// notes folder (`notes/<course>/<file>`), before either is checked; nil otherwise.
    static func courseAndFile(of path: String) -> (courseID: String, fileName: String)? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == folderName, !parts[1].isEmpty, !parts[2].isEmpty else { return nil }
        return (String(parts[1]), String(parts[2]))
    }

    /// The session date and slug in a note's file name `<YYYY-MM-DD>-<slug>.md`, before the slug
    /// is checked; nil for a name of another shape or a date that does not exist.
    static func dateAndSlug(fileName: String) -> (date: LocalDate, slug: String)? {
        guard fileName.hasSuffix(".md") else { return nil }
        let stem = fileName.dropLast(3)
        guard stem.count > 11, let date = LocalDate(iso: stem.prefix(10)), stem.dropFirst(10).first == "-" else { return nil }
        return (date, String(stem.dropFirst(11)))
    }
    /// Any file of the book, to name the notes.
    let book: BookFile
    let clock: ZoneClock

    /// The notes folder as read, before the course folder names are judged.
    struct Scan: Sendable {
        fileprivate var problems: [Diagnostic] = []
        fileprivate var folders: [(name: String, isDirectory: Bool, listingProblems: [Diagnostic])] = []
        fileprivate var notes: [(Note?, [Diagnostic])] = []
    }

    /// Lists the course folders of known courses and reads and checks every note in them; needs
    /// only the courses and their sessions, so it can run beside the CSV files.
    func read(_ refs: ReferenceChecker) -> Scan {
        var scan = Scan()
        let folder = book.bookRoot.appending(path: Self.folderName, directoryHint: .isDirectory)
        guard let courseFolders = BookDirectory.entries(folder, relativePath: Self.folderName, diagnostics: &scan.problems) else { return scan }
        var files: [(courseID: String, name: String, isDirectory: Bool, path: String)] = []
        for entry in courseFolders where !HiddenEntry.isHidden(entry.name) {
            let relative = Self.folderName + "/" + entry.name
            var listingProblems: [Diagnostic] = []
            if entry.isDirectory, refs.courses.contains(entry.name),
               let entries = BookDirectory.entries(folder.appending(path: entry.name, directoryHint: .isDirectory), relativePath: relative, diagnostics: &listingProblems) {
                for file in entries where !HiddenEntry.isHidden(file.name) {
                    files.append((entry.name, file.name, file.isDirectory, relative + "/" + file.name))
                }
            }
            scan.folders.append((entry.name, entry.isDirectory, listingProblems))
        }
        // Reading and parsing the files is independent work: all cores, results in file order.
        scan.notes = ParallelMap.map(files) { file -> (Note?, [Diagnostic]) in
            var problems: [Diagnostic] = []
            let note = loadNote(courseID: file.courseID, fileName: file.name, isDirectory: file.isDirectory, path: file.path, refs: refs, diagnostics: &problems)
            return (note, problems)
        }
        return scan
    }

    /// The notes `scan` found, with its problems in the order of a serial read: folder names are
    /// judged here, after the CSV files, so "did you mean" hints go to the same mistakes as ever.
    func notes(from scan: Scan, refs: inout ReferenceChecker, diagnostics: inout [Diagnostic]) -> [Note] {
        diagnostics += scan.problems
        for folder in scan.folders {
            let relative = Self.folderName + "/" + folder.name
            guard folder.isDirectory else {
                diagnostics.append(.error(SourceLocation(path: relative), "expected a folder named after a course id (notes/<course>/<date>-<slug>.md)"))
                continue
            }
            guard refs.course(folder.name, at: SourceLocation(path: relative), diagnostics: &diagnostics) != nil else { continue }
            diagnostics += folder.listingProblems
        }
        for (_, problems) in scan.notes { diagnostics += problems }
        return scan.notes.compactMap(\.0)
    }

    func loadNote(courseID: String, fileName: String, isDirectory: Bool, path: String, refs: ReferenceChecker, diagnostics: inout [Diagnostic]) -> Note? {
        let location = SourceLocation(path: path)
        guard fileName.hasSuffix(".md"), !isDirectory else {
            diagnostics.append(.warning(location, "ignored: notes are Markdown files named <YYYY-MM-DD>-<slug>.md"))
            return nil
        }
        guard let (date, slug) = Self.dateAndSlug(fileName: fileName) else {
            diagnostics.append(.error(location, "note file name must be <YYYY-MM-DD>-<slug>.md with an existing date"))
            return nil
        }
        guard Identifier.isValid(slug) else {
            diagnostics.append(.error(location, "note slug '\(slug)' must be lower-case letters, digits, '-' or '_'"))
            return nil
        }
        guard let text = book.sibling(path).readText(diagnostics: &diagnostics) else { return nil }
        let split = FrontMatter(splitting: text)
        guard let yaml = split.yaml else {
            diagnostics.append(.error(SourceLocation(path: path, line: 1, column: 1), "note needs front matter: a '---' block with 'title' and 'created'"))
            return nil
        }
        var problems: [Diagnostic] = []
        let root = YAMLSource(path: path).compose(yaml, lineOffset: split.yamlLineOffset, diagnostics: &problems)
        let fields = root.flatMap { YAMLMapping($0, what: "note front matter", diagnostics: &problems) }
        if root == nil, problems.isEmpty {
            problems.append(.error(SourceLocation(path: path, line: 1, column: 1), "note front matter is empty; it needs 'title' and 'created'"))
        }
        fields?.warnAboutUnknownKeys(allowed: ["title", "created"], diagnostics: &problems)
        let title = fields?.string("title", required: true, diagnostics: &problems)
        var created: Instant?
        if let fields, let createdText = fields.string("created", required: true, diagnostics: &problems) {
            switch LocalDateTime.parse(createdText) {
            case .instant(let instant)?: created = instant
            case .local(let local)?: created = clock.instant(local)
            case nil:
                if let day = LocalDate(iso: createdText) {
                    created = clock.instant(day, secondsOfDay: 0)
                } else {
                    problems.append(.error(fields["created"]?.location ?? location, "'created' must be an ISO 8601 date-time such as 2026-09-14T10:05:00+02:00"))
                }
            }
        }
        let sessionOK = refs.hasSession(courseID, on: date, at: SourceLocation(path: path, line: 1, column: 1), diagnostics: &problems)
        diagnostics += problems
        guard let title, let created, sessionOK, !problems.hasErrors else { return nil }
        return Note(courseID: courseID, sessionDate: date, slug: slug, title: title, created: created, body: split.body, path: path)
    }
}
