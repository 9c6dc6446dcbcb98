import CourseModel
import Foundation

/// What a course's own pages are made of, as one hash per course: a rebuild keeps a course's
/// pages (its course page, calendar and session pages) from the last site when this hash, the
/// build's key and every input shared by all pages (`SiteReuse.sharedInputs`) are unchanged.
///
/// The hash is taken over what the pages are rendered from, after loading, never over file names:
/// the course's record (`courses/<id>.yml` as loaded), its course page as the site shows it (the
/// syllabus record, its HTML with links already rewritten or disarmed, the files it copies), its
/// sessions, its notes, and its rows of `enrollments.csv`, `projects.csv`, `bonus.csv` and (staff
/// builds) `attendance.csv`. So a change reaches a course however it came about — a CSV row, a
/// note added or removed, an image a page links to appearing — and reaches no other course.
enum CourseDigest {
    /// The hash of every course's own inputs, by course id. `bookRoot` and `stamps` (the stamp of
    /// a book file when the build's snapshot was taken, before loading) let a local course page be
    /// hashed by its bytes, read again here, instead of by its parsed record; a page whose stamp
    /// moved since the snapshot may not be the page that was parsed, and its course gets no digest.
    static func all(input: SiteInput, bookRoot: URL, stamps: @escaping @Sendable (String) -> FileStamp?) async -> [String: String] {
        let book = input.book
        let notes = Dictionary(grouping: book.notes, by: \.courseID)
        let enrollments = Dictionary(grouping: book.enrollments, by: \.courseID)
        let projects = Dictionary(grouping: book.projects, by: \.courseID)
        let bonus = Dictionary(grouping: book.bonus, by: \.courseID)
        let attendance = input.isStaff ? Dictionary(grouping: book.attendance, by: \.courseID) : [:]
        let syllabi = input.syllabi
        let root = bookRoot.standardizedFileURL.path
        let digests = await ParallelMap.chunked(book.courses) { course -> String in
            var hash = Writer()
            hash.add("course")
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            hash.add((try? encoder.encode(course)).map { String(decoding: $0, as: UTF8.self) } ?? String(reflecting: course))
            hash.add("view")
            if let view = syllabi[course.id] {
                hash.add(view.html)
                hash.add(view.externalURL ?? "\u{0}none")
                hash.add(String(view.files.count))
                for file in view.files { hash.add(file.source); hash.add(file.target) }
                hash.add(String(view.linkTargets.count))
                for key in view.linkTargets.keys.sorted() { hash.add(key); hash.add(view.linkTargets[key]!) }
                if view.record == nil {
                    hash.add("\u{0}none")
                } else if case .local(let path)? = course.page {
                    // The record is made from the page's bytes by this binary with the shared
                    // inputs; what it takes from other files (their addresses in the site) is in
                    // the HTML, files and link targets above.
                    guard let bytes = source(root + "/" + path, stamp: stamps(path)) else { return "unstable" }
                    hash.add("source")
                    hash.add(bytes)
                } else {
                    hash.add(String(reflecting: view.record!))
                }
            } else {
                hash.add("\u{0}none")
            }
            hash.add("sessions")
            for session in book.sessions(of: course.id) { hash.add(String(reflecting: session)) }
            hash.add("notes")
            for note in (notes[course.id] ?? []).sorted(by: { $0.path < $1.path }) {
                for field in [note.path, note.courseID, note.sessionDate.description, note.slug, note.title, note.created.iso8601, String(reflecting: note.created), note.body] {
                    hash.add(field)
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

    /// The bytes of the regular file at `path` when it still has `stamp`, else nil.
    private static func source(_ path: String, stamp: FileStamp?) -> Data? {
        guard let stamp else { return nil }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, FileStamp(status) == stamp, stamp.isRegular, status.st_size <= 256 << 20 else { return nil }
        var data = Data(count: Int(status.st_size))
        let count = data.withUnsafeMutableBytes { FileDescriptorIO.readFully(descriptor, into: $0) }
        return count == data.count ? data : nil
    }

    /// SHA-256 over length-prefixed strings, so no two lists of fields hash alike.
    private struct Writer {
        var hash = SHA256()

        mutating func add(_ text: String) {
            hash.update(String(text.utf8.count) + ":")
            hash.update(text)
        }

        mutating func add(_ data: Data) {
            hash.update(String(data.count) + ":")
            hash.update(data)
        }

        mutating func finish() -> String { SHA256.hex(hash.finish()) }
    }
}
