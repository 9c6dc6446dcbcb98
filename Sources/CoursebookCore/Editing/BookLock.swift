import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// An exclusive lock on a course book (`.coursebook/lock`, `flock(2)`), held while a command reads,
/// validates and writes, so concurrent commands run one after the other and none loses an update.
///
/// The lock file itself is never removed: deleting it would let a second process lock a new file
/// while a third still holds the old one.
package final class BookLock: Sendable {
    /// The lock file's path relative to the book.
    package static let relativePath = BookLayout.toolFolder + "/lock"
    /// The locked file's descriptor; -1 once released.
    private let descriptor: Mutex<Int32>

    /// Blocks until the book at `root` is locked for this process.
    package init(root: URL) throws(EditError) {
        let folder = root.appendingPathComponent(BookLayout.toolFolder)
        // A `.coursebook` link shipped with the book would put the lock and the journal elsewhere.
        var status = stat()
        if lstat(folder.path, &status) == 0, status.st_mode & S_IFMT != S_IFDIR {
            throw .io("\(folder.path) is \(status.st_mode & S_IFMT == S_IFLNK ? "a symbolic link" : "not a folder"); remove it (it holds only coursebook's lock and journal)")
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .io("cannot create \(folder.path) for the lock file")
        }
        let path = root.appendingPathComponent(Self.relativePath).path
        let opened = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard opened >= 0 else { throw .io("cannot open lock file \(path) (\(SystemError.reason(errno)))") }
        while flock(opened, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let reason = SystemError.reason(errno)
                close(opened)
                throw .io("cannot lock \(path) (\(reason))")
            }
        }
        descriptor = Mutex(opened)
    }

    /// Releases the lock; also done when the lock is deallocated or the process ends.
    package func release() {
        descriptor.withLock { descriptor in
            guard descriptor >= 0 else { return }
            flock(descriptor, LOCK_UN)
            close(descriptor)
            descriptor = -1
        }
    }

    deinit { release() }
}
