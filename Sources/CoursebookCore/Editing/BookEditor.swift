import CourseModel
import Foundation

/// Plans, checks and applies changes to a course book: under the book's lock it loads the book,
/// lets a planner describe the change, validates the whole resulting book, then writes all files
/// as one crash-safe change (`EditJournal`). A change whose result has errors is refused and
/// nothing is written.
package struct BookEditor: Sendable {
    /// The course book folder.
    package let root: URL

    /// An editor for the book at `root`.
    package init(root: URL) {
        self.root = root.standardizedFileURL
    }

    /// What happened to a planned change.
    package enum Outcome: Sendable {
        /// Nothing needed to change.
        case unchanged(BookEdit)
        /// `--dry-run`: the change is valid and was not written.
        case previewed(BookEdit)
        /// The user declined the listed removals.
        case declined(BookEdit)
        /// The change was written.
        case applied(BookEdit)
    }

    /// Runs `plan` on the current book and applies its change unless `dryRun`; `confirm` is asked
    /// before a change that removes something (it sees the edit's `removals`). A change a killed
    /// command left in the journal is finished first, and `recovered` told about it.
    package func perform(
        dryRun: Bool,
        confirm: (BookEdit) -> Bool = { _ in true },
        recovered: (String) -> Void = { _ in },
        plan: (inout EditDraft) throws(EditError) -> Void
    ) throws(EditError) -> Outcome {
        // A dry run changes nothing, so it needs no lock (and creates no lock file) unless an
        // interrupted change must be finished first.
        let lock = dryRun && !hasJournal ? nil : try BookLock(root: root)
        defer { lock?.release() }
        if let message = try EditJournal(root: root).recover() { recovered(message) }
        let (book, existing) = try load(root)
        var draft = EditDraft(root: root, book: book)
        try plan(&draft)
        var edit = draft.edit
        guard !edit.isEmpty else { return .unchanged(edit) }
        edit.remainingErrors = try validate(edit, existing: existing)
        if dryRun { return .previewed(edit) }
        if !edit.removals.isEmpty, !confirm(edit) { return .declined(edit) }
        try apply(edit)
        return .applied(edit)
    }

    /// Whether a killed command left a change in `.coursebook/journal`.
    package var hasJournal: Bool {
        var status = stat()
        return lstat(root.appendingPathComponent(EditJournal.relativePath).path, &status) == 0
    }

    /// A warning line about a journal left in the book, for commands that only read it and
    /// never act on it; nil without a journal. `book` is the folder as the user named it.
    package func pendingChangeWarning(book: String) -> String? {
        guard hasJournal else { return nil }
        return EditJournal(root: root).pendingWarning(book: book)
    }

    /// Finishes (or undoes) a change a killed command left, under the book's lock; returns a
    /// warning line saying what was done, or nil when there was nothing to do.
    package func recoverInterruptedChange() throws(EditError) -> String? {
        guard hasJournal else { return nil }
        let lock = try BookLock(root: root)
        defer { lock.release() }
        return try EditJournal(root: root).recover()
    }

    /// Loads the book at `folder` with the errors it already has, mapping loader failures to edit
    /// errors: a book with errors can still be edited, since the edit may be what fixes them.
    private func load(_ folder: URL) throws(EditError) -> (CourseBook, [Diagnostic]) {
        do {
            var loader = BookLoader(root: folder)
            loader.keepsBookWithErrors = true
            let result = try loader.load()
            return (result.book, result.errors)
        } catch {
            switch error {
            case .notACourseBook:
                throw .notACourseBook(error.description)
            case .invalid(let diagnostics):
                // Only a book without a readable coursebook.yml gets here.
                throw .refused(diagnostics.filter { $0.severity == .error } + [
                    .error(SourceLocation(path: "."), "the book cannot be read; fix these first (see 'coursebook check')"),
                ])
            }
        }
    }

    /// Refuses `edit` when the book it would produce has an error the book did not have before
    /// (`existing`), with those errors; otherwise returns the errors it would still have, which a
    /// command prints as warnings. Errors are compared by file and message, since an edit may move
    /// the lines after it.
    @discardableResult
    package func validate(_ edit: BookEdit, existing: [Diagnostic] = []) throws(EditError) -> [Diagnostic] {
        let overlay = try BookOverlay(of: root, applying: edit)
        defer { overlay.remove() }
        do {
            var loader = BookLoader(root: overlay.root)
            loader.mirrorOf = root
            _ = try loader.load()
            return []
        } catch {
            switch error {
            case .invalid(let diagnostics):
                let errors = diagnostics.filter { $0.severity == .error }
                var before: [String: Int] = [:]
                for problem in existing { before[Self.key(problem), default: 0] += 1 }
                var added: [Diagnostic] = []
                for problem in errors {
                    if let count = before[Self.key(problem)], count > 0 {
                        before[Self.key(problem)] = count - 1
                    } else {
                        added.append(problem)
                    }
                }
                guard added.isEmpty else { throw .refused(added) }
                return errors
            case .notACourseBook(_, let reason):
                throw .refused([.error(SourceLocation(path: "."), "the change would leave no course book: \(reason)")])
            }
        }
    }

    private static func key(_ problem: Diagnostic) -> String { problem.location.path + "\u{0}" + problem.message }

    /// Writes `edit` through the journal, first checking that no file changed since it was planned.
    package func apply(_ edit: BookEdit) throws(EditError) {
        for change in edit.changes where change.old != change.new {
            let current = try? Data(contentsOf: root.appendingPathComponent(change.path))
            guard current == change.old else {
                throw .io("\(change.path) changed while the edit was being prepared; run the command again")
            }
        }
        let files = edit.changes.filter { $0.old != $0.new }.map { (path: $0.path, data: $0.new) }
        try EditJournal(root: root).commit(files)
    }

    /// Removes the folders holding a deleted file while they are empty, up to the book folder,
    /// since an empty `notes/<course>/` would name a course that no longer exists.
    static func removeEmptyFolders(above file: URL, inside root: URL) {
        var folder = file.deletingLastPathComponent().standardizedFileURL
        let rootPath = root.standardizedFileURL.path
        while RealPaths.path(folder.path, relativeTo: rootPath) != nil,
              (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty == true {
            try? FileManager.default.removeItem(at: folder)
            folder = folder.deletingLastPathComponent()
        }
    }
}
