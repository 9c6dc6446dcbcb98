import Foundation

/// Whole reads and writes on an open file descriptor, retried across partial transfers and
/// signals (`EINTR`), for the places that write files without Foundation's per-file overhead.
enum FileDescriptorIO {
    /// Writes all of `bytes`; false on an error, with `errno` set.
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }

    /// Fills `buffer` from the descriptor's current position; how many bytes were read, fewer
    /// at the end of the file, -1 on an error.
    static func readFully(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        var offset = 0
        while offset < buffer.count {
            let count = read(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if count < 0 && errno == EINTR { continue }
            if count < 0 { return -1 }
            if count == 0 { break }
            offset += count
        }
        return offset
    }
}
