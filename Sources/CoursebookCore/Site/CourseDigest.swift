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
    /// The hash of every course's own inputs, by course id.
    static func all(input: SiteInput) async -> [String: String] {
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
                hash.add(view.record.map { String(reflecting: $0) } ?? "\u{0}none")
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

    /// SHA-256 over length-prefixed strings, so no two lists of fields hash alike.
    private struct Writer {
        var hash = SHA256()

        mutating func add(_ text: String) {
            hash.update(String(text.utf8.count) + ":")
            hash.update(text)
        }

        mutating func finish() -> String { SHA256.hex(hash.finish()) }
    }
}
