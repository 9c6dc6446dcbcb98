import CourseModel
import Foundation

/// What a course's own pages are made of, as one hash per course: a rebuild keeps a course's
/// pages (its course page, calendar and session pages) from the last site when this hash, the
/// build's key and every input shared by all pages (`SiteReuse.isCourseInput`) are unchanged.
///
/// The hash is taken over what the pages are rendered from, after loading: the course's file, its
/// course page (the page's file, and where the files it links to land in the site: so a linked
/// image appearing or going reaches the course), its sessions, its notes, and its rows of
/// `enrollments.csv`, `projects.csv`, `bonus.csv` and (staff builds) `attendance.csv`, as loaded.
/// So a change reaches a course however it came about — a CSV row, a note added or removed — and
/// reaches no other course.
enum CourseDigest {
    /// The hash of every course's own inputs, by course id. A local course page and a note are
    /// taken by what the build's snapshot (`BookSnapshot`, before loading) knows of their file —
    /// its content hash, or while that is unknown its stamp, which stands for it — rather than by
    /// the record made of them: the same bytes give the same record with the same binary and
    /// shared inputs, and what a page takes from other files (their places in the site) is in its
    /// view's files and link targets. Should a file change between the snapshot and loading, the
    /// next snapshot sees it changed, and the course renders then. `version(path)` is that
    /// knowledge of the book file at `path`; nil: the parsed values are hashed instead.
    static func all(input: SiteInput, version: @escaping @Sendable (String) -> String?) async -> [String: String] {
        let book = input.book
        let notes = Dictionary(grouping: book.notes, by: \.courseID)
        let enrollments = Dictionary(grouping: book.enrollments, by: \.courseID)
        let projects = Dictionary(grouping: book.projects, by: \.courseID)
        let bonus = Dictionary(grouping: book.bonus, by: \.courseID)
        let attendance = input.isStaff ? Dictionary(grouping: book.attendance, by: \.courseID) : [:]
        let syllabi = input.syllabi
        let digests = await ParallelMap.chunked(book.courses) { course -> String in
            var hash = Writer()
            hash.add("course")
            hash.add(course.id)
            // The course as loaded is made of its file with the shared inputs (people, staff roles).
            let file = version(CourseFolder.filePath(course.id) { version($0) != nil })
            if let file {
                hash.add(file)
            } else {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys]
                hash.add((try? encoder.encode(course)).map { String(decoding: $0, as: UTF8.self) } ?? String(reflecting: course))
            }
            hash.add("view")
            if let view = syllabi[course.id] {
                hash.add(view.externalURL ?? "\u{0}none")
                hash.add(String(view.files.count))
                for file in view.files { hash.add(file.source); hash.add(file.target) }
                hash.add(String(view.linkTargets.count))
                for key in view.linkTargets.keys.sorted() { hash.add(key); hash.add(view.linkTargets[key]!) }
                if view.record == nil {
                    hash.add("\u{0}none")
                } else if case .local(let path)? = course.page, let known = version(path) {
                    hash.add("source")
                    hash.add(known)
                } else {
                    hash.add(view.html)
                    hash.add(String(reflecting: view.record!))
                }
            } else {
                hash.add("\u{0}none")
            }
            // Sessions are planned from the course's file and the term (a shared input).
            if file == nil {
                hash.add("sessions")
                for session in book.sessions(of: course.id) { hash.add(String(reflecting: session)) }
            }
            hash.add("notes")
            for note in (notes[course.id] ?? []).sorted(by: { $0.path < $1.path }) {
                hash.add(note.path)
                if let known = version(note.path) {
                    hash.add(known)
                } else {
                    for field in [note.courseID, note.sessionDate.description, note.slug, note.title, note.created.iso8601, String(reflecting: note.created), note.body] {
                        hash.add(field)
                    }
                }
            }
            hash.add("enrollments")
            for row in enrollments[course.id] ?? [] {
                hash.add(row.studentID); hash.add(row.from?.description ?? "-"); hash.add(row.until?.description ?? "-")
            }
            hash.add("projects")
            for row in projects[course.id] ?? [] {
                hash.add(row.name); hash.add(String(reflecting: row.due)); hash.add(row.isDone ? "1" : "0")
            }
            hash.add("bonus")
            for row in bonus[course.id] ?? [] {
                hash.add(row.studentID); hash.add(String(row.points)); hash.add(row.reason); hash.add(row.date?.description ?? "-")
            }
            hash.add("attendance")
            for row in attendance[course.id] ?? [] {
                hash.add(row.studentID); hash.add(row.date.description); hash.add(row.status.rawValue)
            }
            return hash.finish()
        }
        return Dictionary(zip(book.courses.map(\.id), digests), uniquingKeysWith: { _, _ in "\u{0}duplicate" })
    }

    /// SHA-256 over length-prefixed strings, so no two lists of fields hash alike.
    private struct Writer {
        var hash = SHA256()

        mutating func add(_ text: String) {
            hash.update(String(text.utf8.count) + ":")
            hash.update(text)
        }


        mutating func finish() -> String { HexDigits.bytes(hash.finish()) }
    }
}
