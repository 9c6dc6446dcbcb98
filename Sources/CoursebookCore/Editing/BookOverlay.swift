import Foundation

/// A temporary mirror of a course book with some files replaced, so the ordinary `BookLoader` can
/// validate a planned change before any real file is touched. Unchanged files are symbolic links,
/// which keeps this cheap for books with large attendance files.
struct BookOverlay {
    /// The mirror's folder; removed by `remove()`.
    let root: URL

    /// Mirrors `book` (skipping hidden entries such as `.git` and `.coursebook`) and applies `edit`.
    init(of book: URL, applying edit: BookEdit) throws(EditError) {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-edit-\(UUID().uuidString)")
        do {
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

    private static func mirror(_ source: URL, into target: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: target, withIntermediateDirectories: true)
        for name in try manager.contentsOfDirectory(atPath: source.path) where !name.hasPrefix(".") {
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
