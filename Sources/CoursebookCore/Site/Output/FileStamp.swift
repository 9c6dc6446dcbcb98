import Foundation

/// What `lstat` says of a file that changes whenever its bytes, name or links change: device,
/// inode, size, modification and status-change times in nanoseconds, mode and link count. The
/// status-change time (ctime) cannot be set by a program, so a file whose stamp equals one this
/// binary recorded has not been written, replaced or relinked since.
package struct FileStamp: Equatable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: Int64
    var changed: Int64
    var mode: UInt32
    var links: UInt64

    init(device: UInt64, inode: UInt64, size: Int64, modified: Int64, changed: Int64, mode: UInt32, links: UInt64) {
        (self.device, self.inode, self.size, self.modified, self.changed, self.mode, self.links) = (device, inode, size, modified, changed, mode, links)
    }

    package init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        size = Int64(status.st_size)
        modified = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
        changed = Int64(status.st_ctim.tv_sec) * 1_000_000_000 + Int64(status.st_ctim.tv_nsec)
        mode = UInt32(status.st_mode)
        links = UInt64(status.st_nlink)
    }

    /// The stamp of `path` itself (a link is not followed); nil when it cannot be read.
    static func of(_ path: String, following: Bool = false) -> FileStamp? {
        var status = stat()
        guard (following ? stat(path, &status) : lstat(path, &status)) == 0 else { return nil }
        return FileStamp(status)
    }

    var isRegular: Bool { mode & UInt32(S_IFMT) == UInt32(S_IFREG) }
    var isDirectory: Bool { mode & UInt32(S_IFMT) == UInt32(S_IFDIR) }
    var isSymbolicLink: Bool { mode & UInt32(S_IFMT) == UInt32(S_IFLNK) }

    /// The stamp as the signed build files (`BuildManifest`, `ReachRecord`) write it and
    /// `BuildFileLine.stamp` reads it back: seven space-separated decimal fields, device, inode,
    /// mode and link count without sign, size and times with one (a time before 1970 is negative).
    func appendFields(to bytes: inout [UInt8]) {
        bytes.appendDecimal(device); bytes.append(0x20)
        bytes.appendDecimal(inode); bytes.append(0x20)
        bytes.appendDecimal(size); bytes.append(0x20)
        bytes.appendDecimal(modified); bytes.append(0x20)
        bytes.appendDecimal(changed); bytes.append(0x20)
        bytes.appendDecimal(UInt64(mode)); bytes.append(0x20)
        bytes.appendDecimal(links)
    }

    /// The same fields as text, for the hashes that key a build (`CourseDigest`, the build key).
    var fields: String {
        var bytes: [UInt8] = []
        appendFields(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Nanoseconds since 1970 now, on the clock file times are taken from.
    static var now: Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// Whether the file changed so close to `moment` that a later change within the file
    /// system's time resolution could leave the same stamp (git's "racily clean" entries): such a
    /// stamp is not trusted to stand for the file's hash next time.
    func isRacy(around moment: Int64, margin: Int64 = 2_000_000_000) -> Bool {
        return modified >= moment - margin || changed >= moment - margin
    }
}
