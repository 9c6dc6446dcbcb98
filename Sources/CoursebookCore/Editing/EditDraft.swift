import CourseModel
import Foundation

/// A change being planned: the book as loaded, and the file edits made so far. Planners read
/// files through the draft so a second edit of the same file builds on the first.
package struct EditDraft: Sendable {
    /// The book folder.
    package let root: URL
    /// The book as it was when the lock was taken.
    package let book: CourseBook
    /// The change so far.
    package var edit = BookEdit()

    /// A draft against `book` at `root`.
    package init(root: URL, book: CourseBook) {
        self.root = root
        self.book = book
    }

    /// The bytes of `path` as this draft would leave them; nil when absent.
    func read(_ path: String) -> Data? {
        if let change = edit.changes.first(where: { $0.path == path }) { return change.new }
        return try? Data(contentsOf: root.appendingPathComponent(path))
    }

    /// Sets `path` to `data` (nil deletes it).
    mutating func write(_ path: String, _ data: Data?) {
        let original = edit.changes.first(where: { $0.path == path }).map(\.old)
            ?? (try? Data(contentsOf: root.appendingPathComponent(path)))
        edit.set(path, old: original, new: data)
    }

    /// Edits CSV file `name` record by record; a missing file is created with `columns`.
    mutating func editCSV<T>(_ name: String, columns: [String], _ body: (inout CSVDocument) throws(EditError) -> T) throws(EditError) -> T {
        var document = try CSVDocument(path: name, data: read(name), defaultColumns: columns)
        let result = try body(&document)
        let data = document.data
        if data != read(name) { write(name, data) }
        return result
    }

    /// Records a change for the summary: `note(.remove, "person bkhan")`.
    mutating func note(_ verb: EditVerb, _ object: String) { edit.summary.append(EditSummaryLine(verb, object)) }

    /// Records a summary line whose preview is worded apart.
    mutating func note(done: String, planned: String) { edit.summary.append(EditSummaryLine(done: done, planned: planned)) }

    /// Records something a removal takes away, to be listed before confirming.
    mutating func removing(_ line: String) { edit.removals.append(line) }

    /// The person `id`, or a usage error listing the closest ids.
    func person(_ id: String) throws(EditError) -> Person {
        guard let person = book.person(id) else { throw .unknown("person", id, among: book.people.map(\.id)) }
        return person
    }

    /// The course `id`, or a usage error listing the closest ids.
    func course(_ id: String) throws(EditError) -> Course {
        guard let course = book.course(id) else { throw .unknown("course", id, among: book.courses.map(\.id)) }
        return course
    }
}
