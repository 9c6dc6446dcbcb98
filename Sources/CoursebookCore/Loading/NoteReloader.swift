import CourseModel
import Foundation

extension BookLoader {
    /// `previous` with the notes at `paths` (book-relative `notes/<course>/<file>`, added, edited or
    /// deleted) read again and validated like a full load, everything else kept; nil when a path is
    /// not a note file of a known course, so the caller loads the whole book instead.
    package func reloadingNotes(_ paths: Set<String>, in previous: Result) throws(BookError) -> Result? {
        guard let clock = ZoneClock(identifier: previous.book.term.timeZone) else { return nil }
        var files: [(courseID: String, name: String, path: String)] = []
        for path in paths.sorted() {
            guard let file = NoteLoader.courseAndFile(of: path), previous.book.course(file.courseID) != nil else { return nil }
            files.append((file.courseID, file.fileName, path))
        }
        var refs = ReferenceChecker()
        refs.setCourses(previous.book.courses.map(\.id))
        for courseID in Set(files.map(\.courseID)) {
            refs.setSessions(previous.book.sessions(of: courseID).map(\.date), of: courseID)
        }
        let loader = NoteLoader(book: BookFile(bookRoot: root, relativePath: BookConfigLoader.fileName), clock: clock)
        var diagnostics = previous.warnings.filter { !paths.contains($0.location.path) }
        var notes = previous.book.notes.filter { !paths.contains($0.path) }
        for file in files where !HiddenEntry.isHidden(file.name) {
            // A deleted note is gone; a dangling symbolic link is still listed, as a full load lists it.
            let url = root.appendingPathComponent(file.path)
            var info = stat()
            guard lstat(url.path, &info) == 0 else { continue }
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            if let note = loader.loadNote(courseID: file.courseID, fileName: file.name, isDirectory: isDirectory.boolValue, path: file.path, refs: refs, diagnostics: &diagnostics) {
                notes.append(note)
            }
        }
        // The order of a full load: course folders by name, then file names.
        notes.sort { $0.courseID == $1.courseID ? $0.path < $1.path : $0.courseID < $1.courseID }
        let sorted = diagnostics.sortedByLocation()
        guard !sorted.hasErrors else { throw .invalid(sorted) }
        var book = previous.book
        book.notes = notes
        return Result(book: book, warnings: sorted)
    }
}
