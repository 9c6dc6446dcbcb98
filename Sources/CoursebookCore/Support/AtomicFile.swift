import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes files so readers see either the old or the new content, never half of one:
/// a temporary file beside the target, fsync, then rename.
public enum AtomicFile {
    /// Why a write failed.
    public struct WriteError: Error, Sendable, CustomStringConvertible {
        /// The file that was being written.
        public var path: String
        /// The operating system's reason.
        public var reason: String

        public var description: String { "\(path): error: cannot write file (\(reason))" }
    }

    /// Replaces `url` with `data` atomically.
    public static func write(_ data: Data, to url: URL) throws(WriteError) {
        let temporary = temporaryURL(beside: url)
        try writeTemporary(data, at: temporary, for: url)
        if rename(temporary.path, url.path) != 0 {
            let failure = String(cString: strerror(errno))
            unlink(temporary.path)
            throw WriteError(path: url.path, reason: failure)
        }
    }

    /// Replaces `url` with UTF-8 `text` atomically.
    public static func write(_ text: String, to url: URL) throws(WriteError) {
        try write(Data(text.utf8), to: url)
    }

    /// A new hidden name beside `url` (`.NAME.tmp-PID-RANDOM`) for its next content.
    public static func temporaryURL(beside url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent)\(temporaryMarker)\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    }

    /// Writes `data` to the new file `temporary` (see `temporaryURL(beside:)`) and fsyncs it; the
    /// caller renames it over `url`. Nothing is left behind when this throws.
    public static func writeTemporary(_ data: Data, at temporary: URL, for url: URL) throws(WriteError) {
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw WriteError(path: url.path, reason: String(cString: strerror(errno))) }
        var failure: String?
        if !data.withUnsafeBytes({ FileDescriptorIO.writeAll(descriptor, $0) }) { failure = String(cString: strerror(errno)) }
        if failure == nil, fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
        close(descriptor)
        if let failure {
            unlink(temporary.path)
            throw WriteError(path: url.path, reason: failure)
        }
    }

    /// What every temporary file name holds after the target's name (`.NAME.tmp-…`).
    public static let temporaryMarker = ".tmp-"

    /// Flushes `folder`'s entries (renames, creations, removals in it) to disk.
    public static func syncFolder(_ folder: URL) throws(WriteError) {
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw WriteError(path: folder.path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        if fsync(descriptor) != 0 { throw WriteError(path: folder.path, reason: String(cString: strerror(errno))) }
    }
}
