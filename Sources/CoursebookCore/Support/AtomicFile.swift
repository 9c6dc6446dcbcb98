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
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw WriteError(path: url.path, reason: String(cString: strerror(errno))) }
        var failure: String?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
        close(descriptor)
        if failure == nil, rename(temporary.path, url.path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary.path)
            throw WriteError(path: url.path, reason: failure)
        }
    }

    /// Replaces `url` with UTF-8 `text` atomically.
    public static func write(_ text: String, to url: URL) throws(WriteError) {
        try write(Data(text.utf8), to: url)
    }
}
