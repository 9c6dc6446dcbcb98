import CoursebookCore
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Notices edits to a course book by comparing file stamps (inode, size, modification and change times to
/// the nanosecond) between polls: portable, and cheap for a book of a few hundred files.
struct BookWatcher: Sendable {
    /// Book-relative path to stamp (the incremental build's model of a file version).
    typealias Snapshot = [String: FileStamp]

    /// The book folder.
    let root: URL

    /// Every watched file: all of the book except hidden entries (`.git`, `.coursebook/`, editor
    /// swap files) and the default `_site` output.
    func snapshot() -> Snapshot {
        var result: Snapshot = [:]
        walk(root.path, relative: "", into: &result)
        return result
    }

    /// `snapshot` with the files below `folders` (absolute paths inside the book, as inotify names
    /// them) listed again, so an event costs a look at its folder, not at every file of the book.
    func rescanning(_ folders: Set<String>, in snapshot: Snapshot) -> Snapshot {
        var result = snapshot
        for folder in folders.sorted() {
            guard folder != root.path else { return self.snapshot() }
            guard let relative = RealPaths.path(folder, relativeTo: root.path) else { continue }
            for key in result.keys.filter({ RealPaths.path($0, relativeTo: relative) != nil }) { result[key] = nil }
            walk(folder, relative: relative, into: &result)
        }
        return result
    }

    /// Book-relative paths that were added, removed or changed between two snapshots.
    static func changes(from old: Snapshot, to new: Snapshot) -> Set<String> {
        var changed = Set<String>()
        for (path, stamp) in new where old[path] != stamp { changed.insert(path) }
        for path in old.keys where new[path] == nil { changed.insert(path) }
        return changed
    }

    /// Whether `serve` watches the book entry `name`: not a hidden one, and not the default output
    /// folder (`_site`) at the book's top, where builds write it. The one rule for the snapshot walk
    /// and the inotify watches (`FolderEvents`).
    static func isWatched(_ name: String, atTop: Bool) -> Bool {
        !HiddenEntry.isHidden(name) && !(atTop && OutputFolderSwap.isDefaultOutput(name))
    }

    private func walk(_ folder: String, relative: String, into result: inout Snapshot) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where Self.isWatched(name, atTop: relative.isEmpty) {
            let path = folder + "/" + name
            let key = relative.isEmpty ? name : relative + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                walk(path, relative: key, into: &result)
            case S_IFREG, S_IFLNK:
                result[key] = FileStamp(info)
            default:
                continue
            }
        }
    }
}
