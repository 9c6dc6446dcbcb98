import Foundation

/// A temporary mirror of a course book with some files replaced, so the ordinary `BookLoader` can
/// validate a planned change before any real file is touched. Unchanged files are symbolic links,
/// which keeps this cheap for books with large attendance files.
struct BookOverlay {
    /// The mirror's folder; removed by `remove()`.
    let root: URL

    /// Mirrors `book` (skipping hidden entries such as `.git` and `.coursebook`) and applies `edit`.
    init(of book: URL, applying edit: BookEdit, in parent: URL = FileManager.default.temporaryDirectory) throws(EditError) {
        Self.removeAbandoned(in: parent)
        root = parent.appendingPathComponent("\(Self.prefix)\(getpid())-\(UUID().uuidString)")
        do {
            // Private: the mirror holds the changed files, rosters among them, in a shared folder.
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
            try Self.mirror(book, into: root)
            for change in edit.changes {
                let target = root.appendingPathComponent(change.path)
                try? FileManager.default.removeItem(at: target)
                guard let data = change.new else {
                    BookEditor.removeEmptyFolders(above: target, inside: root)
                    continue
                }
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                // A plain write, not `AtomicFile`: the mirror is this command's private scratch copy,
                // removed when the check is done, and no one reads it half written.
                try data.write(to: target)
            }
        } catch {
            try? FileManager.default.removeItem(at: root)
            throw .io("cannot prepare a temporary copy of the book to check the change (\(error.localizedDescription))")
        }
    }

    /// Deletes the mirror.
    func remove() { try? FileManager.default.removeItem(at: root) }

    static let prefix = "coursebook-edit-"

    /// Deletes the mirrors in `parent` that a killed command left: this user's, named with a
    /// process id that no longer runs. (A reused id keeps its folder, which costs only space.)
    static func removeAbandoned(in parent: URL) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return }
        for name in names where name.hasPrefix(prefix) {
            let digits = name.dropFirst(prefix.count).prefix { $0.isASCII && $0.isNumber }
            guard let pid = Int32(digits), name.dropFirst(prefix.count + digits.count).first == "-",
                  !RunningProcess.exists(pid) else { continue }
            let folder = parent.appendingPathComponent(name)
            var status = stat()
            guard lstat(folder.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR, status.st_uid == getuid() else { continue }
            try? FileManager.default.removeItem(at: folder)
        }
    }

    private static func mirror(_ source: URL, into target: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: target, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        for name in try manager.contentsOfDirectory(atPath: source.path) where !HiddenEntry.isHidden(name) {
            let from = source.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: from.path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                try mirror(from, into: target.appendingPathComponent(name))
            } else {
                try manager.createSymbolicLink(at: target.appendingPathComponent(name), withDestinationURL: from)
            }
        }
    }
}
