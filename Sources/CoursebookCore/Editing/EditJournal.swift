import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Makes a change to several files crash-safe. Every new file is first written and fsynced as a
/// temporary file beside its target; `.coursebook/journal` lists them (and the files to delete)
/// and gets a closing `commit` line only once all of them are on disk; then the renames happen
/// and the journal goes. A journal left by a killed command is finished by the next one: a
/// committed journal is rolled forward, an uncommitted one rolled back (its temporaries deleted),
/// so the book is always wholly old or wholly new.
struct EditJournal {
    /// The journal's path relative to the book.
    static let relativePath = ".coursebook/journal"
    private static let header = "coursebook-journal 1"
    private static let commitLine = "commit"

    /// One file of a change: `temporary` is renamed over `path`, or `path` is deleted when nil.
    struct Entry: Codable, Equatable {
        var path: String
        var temporary: String?
    }

    /// The book folder.
    let root: URL

    private var url: URL { root.appendingPathComponent(Self.relativePath) }

    /// Writes every `(path, data)` (nil data deletes the file) as one crash-safe change.
    func commit(_ files: [(path: String, data: Data?)]) throws(EditError) {
        var hook = CrashHook()
        let entries = files.map { file in
            Entry(path: file.path, temporary: file.data.map { _ in
                relative(AtomicFile.temporaryURL(beside: root.appendingPathComponent(file.path)))
            })
        }
        do {
            try write(Self.header + "\n" + entries.map(Self.encode).joined())
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
            rollBack(entries)
            throw .io("cannot write the change (\(error)); no file was changed")
        }
        do {
            try rollForward(entries, hook: &hook)
        } catch {
            throw .io("\(error); the change is kept in \(Self.relativePath) and the next command completes it")
        }
    }

    /// Finishes or undoes a change a killed command left; returns what was done, nil without a journal.
    func recover() throws(EditError) -> String? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true)
        let entries = lines.dropFirst().compactMap { try? JSONDecoder().decode(Entry.self, from: Data($0.utf8)) }
        guard lines.first == Self.header[...], lines.last == Self.commitLine[...] else {
            rollBack(entries)
            return "\(Self.relativePath): warning: undid an interrupted change (no book file had changed yet)"
        }
        var hook = CrashHook()
        do {
            try rollForward(entries, hook: &hook)
        } catch {
            throw .io("cannot complete the interrupted change in \(Self.relativePath) (\(error))")
        }
        let names = entries.map(\.path).joined(separator: ", ")
        return "\(Self.relativePath): warning: completed an interrupted change (\(names))"
    }

    /// Renames every temporary that is still there, deletes what is to go, then drops the journal.
    private func rollForward(_ entries: [Entry], hook: inout CrashHook) throws {
        for entry in entries {
            let target = root.appendingPathComponent(entry.path)
            if let temporary = entry.temporary {
                let source = root.appendingPathComponent(temporary)
                guard FileManager.default.fileExists(atPath: source.path) else { continue }
                guard rename(source.path, target.path) == 0 else { throw AtomicFile.WriteError(path: entry.path, reason: String(cString: strerror(errno))) }
            } else {
                if unlink(target.path) != 0, errno != ENOENT { throw AtomicFile.WriteError(path: entry.path, reason: String(cString: strerror(errno))) }
                BookEditor.removeEmptyFolders(above: target, inside: root)
            }
            hook.step()
        }
        try syncFolders(of: entries)
        try finish()
    }

    /// Deletes the temporaries (and folders made only for them) and the journal; never throws,
    /// since it runs while reporting another failure.
    private func rollBack(_ entries: [Entry]) {
        for temporary in entries.compactMap(\.temporary) {
            let file = root.appendingPathComponent(temporary)
            unlink(file.path)
            BookEditor.removeEmptyFolders(above: file, inside: root)
        }
        try? finish()
    }

    private func finish() throws {
        if unlink(url.path) != 0, errno != ENOENT { throw AtomicFile.WriteError(path: Self.relativePath, reason: String(cString: strerror(errno))) }
        try AtomicFile.syncFolder(url.deletingLastPathComponent())
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
