import Foundation
import Synchronization

/// Writes a site's files into a fresh staging folder as they are rendered, from any task, so a
/// build never holds the whole site in memory and the disk works while pages still render.
///
/// A file whose bytes equal the same path's in `previous` (the site being replaced) becomes a hard
/// link to it: a rebuild writes only what changed, unchanged files keep their modification times
/// (so deploy tools copy less), and no new inode is allocated, which is what file creation mostly
/// costs on a busy ext4 volume.
final class StagingWriter: Sendable {
    /// The staging folder, which exists and is empty at the start.
    let root: String
    /// The folder of the last build, whose unchanged files are linked rather than written.
    let previous: String?
    private let made = Mutex<Set<String>>([""])
    private let counts = Mutex<(written: Int, linked: Int)>((0, 0))

    /// A writer into `root`; `previous` is the folder of the last build, if there is one.
    init(root: String, previous: String?) {
        self.root = root
        self.previous = previous
    }

    /// How many files were written and how many were carried over unchanged.
    var written: (written: Int, linked: Int) { counts.withLock { $0 } }

    /// Writes `data` at the site path `path`, creating its folders.
    func write(_ path: String, _ data: Data) throws(SiteError) {
        if let slash = path.lastIndex(of: "/") { try make(String(path[..<slash])) }
        let target = root + "/" + path
        if let previous, Self.sameBytes(previous + "/" + path, data), link(previous + "/" + path, target) == 0 {
            counts.withLock { $0.linked += 1 }
            return
        }
        try Self.writeNew(target, data)
        counts.withLock { $0.written += 1 }
    }

    /// Carries the previous site's files at the site paths of `files` over as hard links, without
    /// reading them, when each is a regular file that still has its stamp (the stamp the last build
    /// recorded for it: an edit, a replacement or a link elsewhere since changes it); false at the
    /// first that cannot be (those before it stay linked, for the caller to write over).
    /// Each folder is opened once and its files are linked by name.
    func keep(_ files: [(path: String, stamp: FileStamp)]) -> Bool {
        guard let previous else { return false }
        var folders: [Substring: (from: Int32, to: Int32)] = [:]
        defer { for (from, to) in folders.values { close(from); close(to) } }
        var linked = 0
        defer { counts.withLock { $0.linked += linked } }
        for (path, stamp) in files {
            guard stamp.isRegular else { return false }
            let slash = path.lastIndex(of: "/")
            let folder = slash.map { path[..<$0] } ?? ""
            let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
            if folders[folder] == nil {
                if !folder.isEmpty {
                    do throws(SiteError) { try make(String(folder)) } catch { return false }
                }
                let from = open(folder.isEmpty ? previous : previous + "/" + folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                guard from >= 0 else { return false }
                let to = open(folder.isEmpty ? root : root + "/" + folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                guard to >= 0 else {
                    close(from)
                    return false
                }
                folders[folder] = (from, to)
            }
            let (from, to) = folders[folder]!
            var status = stat()
            guard fstatat(from, name, &status, AT_SYMLINK_NOFOLLOW) == 0, FileStamp(status) == stamp else { return false }
            // A file of `static/` at the same place: the page wins over it, as in a fresh build.
            if linkat(from, name, to, name, 0) != 0 {
                guard errno == EEXIST, unlinkat(to, name, 0) == 0, linkat(from, name, to, name, 0) == 0 else { return false }
            }
            linked += 1
        }
        return true
    }

    /// The absolute path for a file at the site path `path` that the caller writes itself, with its
    /// folders created and nothing there yet; a failure shows when the file is opened.
    func prepare(_ path: String) -> String {
        if let slash = path.lastIndex(of: "/") { try? make(String(path[..<slash])) }
        let target = root + "/" + path
        unlink(target)
        counts.withLock { $0.written += 1 }
        return target
    }

    /// Counts a file begun with `prepare` that ended as a link to the previous site's.
    func carriedOverStream() {
        counts.withLock {
            $0.written -= 1
            $0.linked += 1
        }
    }

    /// Creates `folder` and its missing parents, each once; concurrent writers may race to create
    /// the same folder, which `EEXIST` settles.
    private func make(_ folder: String) throws(SiteError) {
        if made.withLock({ $0.contains(folder) }) { return }
        if let slash = folder.lastIndex(of: "/") { try make(String(folder[..<slash])) }
        let full = root + "/" + folder
        guard mkdir(full, 0o777) == 0 || errno == EEXIST else { throw .writeFailed(path: full, reason: SystemError.reason(errno)) }
        _ = made.withLock { $0.insert(folder) }
    }

    /// The previous site's file at `path` opened for reading, with its size, when it is a regular
    /// file; nil for anything else (a link is not followed, and a FIFO or device left there is
    /// opened without waiting and closed unread). The one way the unchanged-file rule reads the
    /// previous site: whole files here (`sameBytes`), streamed ones in `SiteStream`.
    static func openPrevious(_ path: String) -> (descriptor: Int32, size: Int)? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            return nil
        }
        return (descriptor, Int(status.st_size))
    }

    /// Whether the regular file at `path` holds exactly `data`; sizes are compared before bytes.
    static func sameBytes(_ path: String, _ data: Data) -> Bool {
        guard let (descriptor, size) = openPrevious(path) else { return false }
        defer { close(descriptor) }
        guard size == data.count else { return false }
        guard !data.isEmpty else { return true }
        var existing = [UInt8](repeating: 0, count: data.count)
        guard existing.withUnsafeMutableBytes({ FileDescriptorIO.readFully(descriptor, into: $0) }) == data.count else { return false }
        return existing.withUnsafeBytes { old in data.withUnsafeBytes { new in memcmp(old.baseAddress!, new.baseAddress!, data.count) == 0 } }
    }

    /// Writes a file into the fresh staging folder with one open, write and close: no temporary
    /// file, rename or fsync per file, which made builds of many pages wait on the disk. A file
    /// already there (a generated file replacing a copied one) is unlinked first, never truncated:
    /// it may be a link into the previous site, which must stay as it was.
    static func writeNew(_ path: String, _ data: Data) throws(SiteError) {
        var descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        if descriptor < 0, errno == EEXIST, unlink(path) == 0 {
            descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        }
        guard descriptor >= 0 else { throw .writeFailed(path: path, reason: SystemError.reason(errno)) }
        defer { close(descriptor) }
        let written = data.withUnsafeBytes { FileDescriptorIO.writeAll(descriptor, $0) }
        guard written else { throw .writeFailed(path: path, reason: SystemError.reason(errno)) }
    }
}
