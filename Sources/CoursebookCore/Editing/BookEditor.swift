import CourseModel
import Foundation

/// Plans, checks and applies changes to a course book: under the book's lock it loads the book,
/// lets a planner describe the change, validates the whole resulting book, then writes all files
/// as one crash-safe change (`EditJournal`). A change whose result has errors is refused and
/// nothing is written.
public struct BookEditor: Sendable {
    /// The course book folder.
    public let root: URL

    /// An editor for the book at `root`.
    public init(root: URL) {
        self.root = root.standardizedFileURL
    }

    /// What happened to a planned change.
    public enum Outcome: Sendable {
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
    public func perform(
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
        var draft = EditDraft(root: root, book: try load(root))
        try plan(&draft)
        let edit = draft.edit
        guard !edit.isEmpty else { return .unchanged(edit) }
        try validate(edit)
        if dryRun { return .previewed(edit) }
        if !edit.removals.isEmpty, !confirm(edit) { return .declined(edit) }
        try apply(edit)
        return .applied(edit)
    }

    /// Whether a killed command left a change in `.coursebook/journal`.
    public var hasJournal: Bool {
        var status = stat()
        return lstat(root.appendingPathComponent(EditJournal.relativePath).path, &status) == 0
    }

    /// A warning line about a journal left in the book, for commands that only read it and
    /// never act on it; nil without a journal. `book` is the folder as the user named it.
    public func pendingChangeWarning(book: String) -> String? {
        guard hasJournal else { return nil }
        return EditJournal(root: root).pendingWarning(book: book)
    }

    /// Finishes (or undoes) a change a killed command left, under the book's lock; returns a
    /// warning line saying what was done, or nil when there was nothing to do.
    public func recoverInterruptedChange() throws(EditError) -> String? {
        guard hasJournal else { return nil }
        let lock = try BookLock(root: root)
        defer { lock.release() }
        return try EditJournal(root: root).recover()
    }

    /// Loads the book at `folder`, mapping loader failures to edit errors.
    private func load(_ folder: URL) throws(EditError) -> CourseBook {
        do {
            return try BookLoader(root: folder).load().book
        } catch {
            switch error {
            case .notACourseBook(let path, let reason):
                throw .notACourseBook("\(path): not a course book: \(reason)")
            case .invalid(let diagnostics):
                throw .refused(diagnostics.filter { $0.severity == .error } + [
                    .error(SourceLocation(path: "."), "the book already has errors; fix them first (see 'coursebook check')"),
                ])
            }
        }
    }

    /// Refuses `edit` with every error of the book it would produce.
    public func validate(_ edit: BookEdit) throws(EditError) {
        let overlay = try BookOverlay(of: root, applying: edit)
        defer { overlay.remove() }
        do {
            var loader = BookLoader(root: overlay.root)
            loader.mirrorOf = root
            _ = try loader.load()
        } catch {
            switch error {
            case .invalid(let diagnostics):
                throw .refused(diagnostics.filter { $0.severity == .error })
            case .notACourseBook(_, let reason):
                throw .refused([.error(SourceLocation(path: "."), "the change would leave no course book: \(reason)")])
            }
        }
    }

    /// Writes `edit` through the journal, first checking that no file changed since it was planned.
    public func apply(_ edit: BookEdit) throws(EditError) {
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
        while folder.path.hasPrefix(rootPath + "/"),
              (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty == true {
            try? FileManager.default.removeItem(at: folder)
            folder = folder.deletingLastPathComponent()
        }
    }
}
