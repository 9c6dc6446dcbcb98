import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Makes a change to several files crash-safe. Every new file is first written and fsynced as a
/// temporary file beside its target; `.coursebook/journal` lists them (and the files to delete)
/// and gets a closing `commit` line only once all of them are on disk; then the renames happen
/// and the journal goes. A journal left by a killed command is finished by the next editing
/// command: a committed journal is rolled forward, an uncommitted one rolled back (its
/// temporaries deleted), so the book is always wholly old or wholly new.
///
/// A journal is in the book, so it may come from elsewhere: it is replayed only when its first
/// line names a `JournalSeal` this user's coursebook left on this machine, and only when every
/// path in it is a plain relative path inside the book, below no symbolic link, each temporary a
/// regular file named as ours beside its target. Any other journal is removed and nothing else
/// is touched.
struct EditJournal {
    /// The journal's path relative to the book.
    static let relativePath = BookLayout.toolFolder + "/journal"
    private static let headerPrefix = "coursebook-journal 2 "
    private static let commitLine = "commit"

    /// One file of a change: `temporary` is renamed over `path`, or `path` is deleted when nil.
    struct Entry: Codable, Equatable {
        var path: String
        var temporary: String?
    }

    /// The book folder.
    let root: URL

    private var url: URL { root.appendingPathComponent(Self.relativePath) }

    /// The book folder with links resolved, as its journal seal records it.
    private var realRoot: String { root.standardizedFileURL.resolvingSymlinksInPath().path }

    /// Writes every `(path, data)` (nil data deletes the file) as one crash-safe change.
    func commit(_ files: [(path: String, data: Data?)]) throws(EditError) {
        var hook = CrashHook()
        let entries = files.map { file in
            Entry(path: file.path, temporary: file.data.map { _ in
                relative(AtomicFile.temporaryURL(beside: root.appendingPathComponent(file.path)))
            })
        }
        let seal: JournalSeal
        do {
            seal = try JournalSeal.issue(forBook: realRoot)
        } catch {
            throw .io("cannot record the change in the user's state folder (\(error)); no file was changed")
        }
        do {
            try write(Self.headerPrefix + seal.token + "\n" + entries.map(Self.encode).joined())
            for (entry, file) in zip(entries, files) {
                guard let temporary = entry.temporary, let data = file.data else { continue }
                let target = root.appendingPathComponent(entry.path)
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try AtomicFile.writeTemporary(data, at: root.appendingPathComponent(temporary), for: target)
                hook.step()
            }
            try syncFolders(of: entries)
            try append(Self.commitLine + "\n")
            hook.step()
        } catch {
            rollBack(entries, seal: seal)
            throw .io("cannot write the change (\(error)); no file was changed")
        }
        do {
            try rollForward(entries, seal: seal, hook: &hook)
        } catch {
            throw .io("\(error); the change is kept in \(Self.relativePath) and the next editing command completes it")
        }
    }

    /// What a journal left in the book is.
    enum Pending: Equatable {
        /// This user's coursebook wrote it here: the files it names, and whether it was committed.
        case interrupted(paths: [String], committed: Bool)
        /// It was not written here (copied or cloned with the book, or made by hand), or names a
        /// path outside the book: it is never replayed.
        case foreign(reason: String)
    }

    /// The journal left in the book, without acting on it; nil without one.
    func pending() -> Pending? {
        read().map(\.pending)
    }

    /// A warning line for a command that only reads the book: what is pending and which command
    /// completes it; nil without a journal.
    func pendingWarning(book: String) -> String? {
        switch pending() {
        case nil:
            nil
        case .interrupted(let paths, let committed)?:
            "\(Self.relativePath): warning: an interrupted change to \(paths.joined(separator: ", ")) is pending (\(committed ? "committed, so the book is part old, part new" : "not committed, so no book file has changed")); 'coursebook recover \(book)' or the next editing command completes it"
        case .foreign(let reason)?:
            "\(Self.relativePath): warning: ignored a journal that \(reason); it is never replayed, and 'coursebook recover \(book)' or the next editing command removes it"
        }
    }

    /// Finishes or undoes a change a killed command left, or removes a journal not written here;
    /// returns what was done, nil without a journal.
    func recover() throws(EditError) -> String? {
        guard let journal = read() else { return nil }
        switch journal.pending {
        case .foreign(let reason):
            // Only the journal itself (and its seal, if it had one) goes: nothing it names is touched.
            do {
                try finish(seal: journal.seal)
            } catch {
                throw .io("cannot remove \(Self.relativePath) (\(error))")
            }
            return "\(Self.relativePath): warning: removed a journal that \(reason); no other file was changed"
        case .interrupted(_, committed: false):
            rollBack(journal.entries, seal: journal.seal)
            return "\(Self.relativePath): warning: undid an interrupted change (no book file had changed yet)"
        case .interrupted(let paths, committed: true):
            var hook = CrashHook()
            do {
                try rollForward(journal.entries, seal: journal.seal, hook: &hook)
            } catch {
                throw .io("cannot complete the interrupted change in \(Self.relativePath) (\(error))")
            }
            return "\(Self.relativePath): warning: completed an interrupted change (\(paths.joined(separator: ", ")))"
        }
    }

    /// A journal as read from disk, judged.
    private struct Reading {
        var entries: [Entry]
        var seal: JournalSeal?
        var pending: Pending
    }

    private func read() -> Reading? {
        var status = stat()
        guard lstat(url.path, &status) == 0 else { return nil }
        var folder = stat()
        guard lstat(url.deletingLastPathComponent().path, &folder) == 0, folder.st_mode & S_IFMT == S_IFDIR else {
            return Reading(entries: [], seal: nil, pending: .foreign(reason: "is behind a symbolic link (.coursebook)"))
        }
        guard status.st_mode & S_IFMT == S_IFREG, let data = FileManager.default.contents(atPath: url.path) else {
            return Reading(entries: [], seal: nil, pending: .foreign(reason: "is not a regular file"))
        }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true)
        guard let header = lines.first, header.hasPrefix(Self.headerPrefix),
              let seal = JournalSeal.find(header.dropFirst(Self.headerPrefix.count), forBook: realRoot) else {
            return Reading(entries: [], seal: nil, pending: .foreign(reason: "this user's coursebook did not write for this folder on this machine (it came with the book?)"))
        }
        let committed = lines.count > 1 && lines.last == Self.commitLine[...]
        var entries: [Entry] = []
        for line in lines.dropFirst().dropLast(committed ? 1 : 0) {
            // Only the last line of an uncommitted journal can be torn by a crash.
            guard let entry = try? JSONDecoder().decode(Entry.self, from: Data(line.utf8)) else {
                if !committed, line.endIndex == lines.last?.endIndex { continue }
                return Reading(entries: [], seal: seal, pending: .foreign(reason: "is damaged"))
            }
            guard isInsideBook(entry) else {
                return Reading(entries: [], seal: seal, pending: .foreign(reason: "names a file outside the book or behind a link (\(entry.temporary ?? entry.path))"))
            }
            entries.append(entry)
        }
        return Reading(entries: entries, seal: seal, pending: .interrupted(paths: entries.map(\.path), committed: committed))
    }

    /// Whether `entry` names only files inside the book: relative paths without `.`, `..` or
    /// empty parts, outside `.coursebook/`, below no symbolic link; a temporary beside its target
    /// and named as `AtomicFile` names them.
    private func isInsideBook(_ entry: Entry) -> Bool {
        guard let parts = BookPath.plainParts(entry.path), parts.first.map(String.init) != BookLayout.toolFolder, !isBelowLink(parts) else { return false }
        guard let temporary = entry.temporary else { return true }
        guard let temporaryParts = BookPath.plainParts(temporary),
              temporaryParts.dropLast() == parts.dropLast(),
              AtomicFile.isTemporary(temporaryParts.last!, for: parts.last!) else { return false }
        return true
    }

    /// Whether a folder on the way to `parts` inside the book is a symbolic link or no folder.
    private func isBelowLink(_ parts: [Substring]) -> Bool {
        var folder = root
        for part in parts.dropLast() {
            folder.appendPathComponent(String(part))
            var status = stat()
            if lstat(folder.path, &status) != 0 { return false }  // missing: nothing below it exists
            if status.st_mode & S_IFMT != S_IFDIR { return true }
        }
        return false
    }

    /// Renames every temporary that is still there, deletes what is to go, then drops the journal.
    private func rollForward(_ entries: [Entry], seal: JournalSeal?, hook: inout CrashHook) throws {
        for entry in entries {
            let target = root.appendingPathComponent(entry.path)
            if let temporary = entry.temporary {
                let source = root.appendingPathComponent(temporary)
                var status = stat()
                // Gone means renamed already; anything but a regular file is not one we wrote.
                guard lstat(source.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
                guard rename(source.path, target.path) == 0 else { throw AtomicFile.WriteError(path: entry.path, reason: SystemError.reason(errno)) }
            } else {
                if unlink(target.path) != 0, errno != ENOENT { throw AtomicFile.WriteError(path: entry.path, reason: SystemError.reason(errno)) }
                BookEditor.removeEmptyFolders(above: target, inside: root)
            }
            hook.step()
        }
        try syncFolders(of: entries)
        try finish(seal: seal)
    }

    /// Deletes the temporaries (and folders made only for them) and the journal; never throws,
    /// since it runs while reporting another failure.
    private func rollBack(_ entries: [Entry], seal: JournalSeal?) {
        for temporary in entries.compactMap(\.temporary) {
            let file = root.appendingPathComponent(temporary)
            unlink(file.path)
            BookEditor.removeEmptyFolders(above: file, inside: root)
        }
        try? finish(seal: seal)
    }

    /// Removes the journal, then its seal: a seal without a journal is harmless, a journal
    /// without its seal would be taken for a foreign one.
    private func finish(seal: JournalSeal?) throws {
        if unlink(url.path) != 0, errno != ENOENT { throw AtomicFile.WriteError(path: Self.relativePath, reason: SystemError.reason(errno)) }
        try AtomicFile.syncFolder(url.deletingLastPathComponent())
        seal?.remove()
    }

    /// Flushes the folders holding the entries; a folder already removed needs no flush.
    private func syncFolders(of entries: [Entry]) throws {
        let folders = Set(entries.map { root.appendingPathComponent($0.path).deletingLastPathComponent().path } + [root.path])
        for folder in folders.sorted() where FileManager.default.fileExists(atPath: folder) {
            try AtomicFile.syncFolder(URL(fileURLWithPath: folder))
        }
    }

    private func write(_ text: String) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try AtomicFile.write(text, to: url)
        try AtomicFile.syncFolder(url.deletingLastPathComponent())
    }

    private func append(_ text: String) throws {
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
        try handle.synchronize()
    }

    private func relative(_ file: URL) -> String {
        String(file.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
    }

    private static func encode(_ entry: Entry) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(entry)) ?? Data(), as: UTF8.self) + "\n"
    }
}
