import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes files so readers see either the old or the new content, never half of one:
/// a temporary file beside the target, fsync, then rename.
///
/// The one helper for replacing a whole file: reports and exports with `--output`, `init`,
/// `templates export`, the page cache, the build's manifest and reach record (`SignedBuildFile`,
/// with its reasons) and the book's own files, which `EditJournal` writes with
/// `writeTemporary(_:at:for:)` and renames only once its journal is committed. A new file that
/// must never replace one, the journal's seal, is made by `createDurably` with the same steps. The site's pages
/// are not replaced file by file: they go into a new staging folder that is swapped in whole
/// (`OutputFolderSwap`).
package enum AtomicFile {
    /// Why a write failed.
    package struct WriteError: Error, Sendable, CustomStringConvertible {
        /// The file that was being written.
        package var path: String
        /// The operating system's reason.
        package var reason: String

        package var description: String { "\(path): error: cannot write file (\(reason))" }
    }

    /// Replaces `url` with `data` atomically.
    package static func write(_ data: Data, to url: URL) throws(WriteError) {
        try write(to: url) { descriptor in data.withUnsafeBytes { FileDescriptorIO.writeAll(descriptor, $0) } }
    }

    /// Replaces `url` with UTF-8 `text` atomically.
    package static func write(_ text: String, to url: URL) throws(WriteError) {
        try write(Data(text.utf8), to: url)
    }

    /// Replaces `url` with what `produce` writes to the descriptor it is given (false when a write
    /// failed, with `errno` set), for content streamed rather than held whole: written to
    /// `temporary` (by default a new hidden name beside `url`, see `temporaryURL(beside:)`),
    /// fsynced unless `durable` is false, then renamed over `url`. Nothing is left behind when
    /// this throws.
    static func write(to url: URL, through temporary: URL? = nil, durable: Bool = true, permissions: mode_t = 0o644,
                      _ produce: (Int32) -> Bool) throws(WriteError) {
        let temporary = temporary ?? temporaryURL(beside: url)
        try writeTemporary(at: temporary, for: url, durable: durable, permissions: permissions, produce)
        if rename(temporary.path, url.path) != 0 {
            let failure = SystemError.reason(errno)
            unlink(temporary.path)
            throw WriteError(path: url.path, reason: failure)
        }
    }

    /// A new hidden name beside `url` (`.NAME.tmp-PID-RANDOM`) for its next content.
    package static func temporaryURL(beside url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent)\(temporaryMarker)\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    }

    /// Writes `data` to the new file `temporary` (see `temporaryURL(beside:)`) and fsyncs it; the
    /// caller renames it over `url`. Nothing is left behind when this throws.
    package static func writeTemporary(_ data: Data, at temporary: URL, for url: URL) throws(WriteError) {
        try writeTemporary(at: temporary, for: url, durable: true, permissions: 0o644) { descriptor in
            data.withUnsafeBytes { FileDescriptorIO.writeAll(descriptor, $0) }
        }
    }

    /// Creates the new file `url` (never through a link or over an existing file) holding `data`,
    /// readable as `permissions` says, fsyncs it and then its folder, so the file is on disk whole
    /// before the caller goes on: the journal's seals are made so. When writing it fails, nothing
    /// is left behind.
    static func createDurably(_ data: Data, at url: URL, permissions: mode_t) throws(WriteError) {
        try writeTemporary(at: url, for: url, durable: true, permissions: permissions) { descriptor in
            data.withUnsafeBytes { FileDescriptorIO.writeAll(descriptor, $0) }
        }
        try syncFolder(url.deletingLastPathComponent())
    }

    /// Creates `temporary` (never through a link or over an existing file), fills it with
    /// `produce` and, when `durable`, fsyncs it; removes it again and throws on any failure.
    private static func writeTemporary(at temporary: URL, for url: URL, durable: Bool, permissions: mode_t,
                                       _ produce: (Int32) -> Bool) throws(WriteError) {
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, permissions)
        guard descriptor >= 0 else { throw WriteError(path: url.path, reason: SystemError.reason(errno)) }
        var failure: String?
        if !produce(descriptor) { failure = SystemError.reason(errno) }
        if failure == nil, durable, fsync(descriptor) != 0 { failure = SystemError.reason(errno) }
        if close(descriptor) != 0, failure == nil { failure = SystemError.reason(errno) }
        if let failure {
            unlink(temporary.path)
            throw WriteError(path: url.path, reason: failure)
        }
    }

    /// What every temporary file name holds after the target's name (`.NAME.tmp-…`).
    static let temporaryMarker = ".tmp-"

    /// Whether `name` is one of our temporaries (`.NAME.tmp-PID-RANDOM`, as `temporaryURL(beside:)`
    /// names them), for any target.
    package static func isTemporary(_ name: some StringProtocol) -> Bool {
        name.hasPrefix(".") && name.contains(temporaryMarker)
    }

    /// Whether `name` is one of our temporaries for the file named `target`, in the same folder.
    package static func isTemporary(_ name: some StringProtocol, for target: some StringProtocol) -> Bool {
        name.hasPrefix("." + target + temporaryMarker)
    }

    /// Flushes `folder`'s entries (renames, creations, removals in it) to disk.
    package static func syncFolder(_ folder: URL) throws(WriteError) {
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw WriteError(path: folder.path, reason: SystemError.reason(errno)) }
        defer { close(descriptor) }
        if fsync(descriptor) != 0 { throw WriteError(path: folder.path, reason: SystemError.reason(errno)) }
    }
}
