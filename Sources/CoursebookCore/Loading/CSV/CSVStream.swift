import CourseModel
import Foundation

/// Reading a CSV file block by block, so a file of millions of records is never in memory whole:
/// the parser gets the bytes it has not used yet plus the next block, and only a record longer
/// than a block makes the buffer grow.
extension CSVParser {
    /// Bytes read at a time.
    static let blockSize = 1 << 20

    /// Parses the open file `descriptor`, from its start, like `scan(_:onRecord:)` parses bytes,
    /// reading `blockSize` bytes at a time; returns the system's reason when reading fails part way.
    func scan(descriptor: Int32, blockSize: Int = blockSize, diagnostics: inout [Diagnostic], onRecord: (CSVRecord) -> Void) -> String? {
        var buffer = [UInt8](repeating: 0, count: blockSize)
        var filled = 0
        var atEnd = false
        var position = Position()
        while true {
            while filled < buffer.count, !atEnd {
                let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + filled, $0.count - filled, off_t(position.offset + filled)) }
                if count > 0 {
                    filled += count
                } else if count == 0 {
                    atEnd = true
                } else if errno != EINTR {
                    return SystemError.reason(errno)
                }
            }
            let used = buffer.withUnsafeBytes { bytes in
                scan(UnsafeRawBufferPointer(rebasing: bytes[..<filled]), at: &position, isLast: atEnd, diagnostics: &diagnostics, onRecord: onRecord)
            }
            guard let used, !atEnd else { return nil }
            if used == 0 {
                buffer += repeatElement(0, count: buffer.count)
            } else {
                buffer.withUnsafeMutableBytes { bytes in _ = memmove(bytes.baseAddress!, bytes.baseAddress! + used, filled - used) }
                filled -= used
            }
        }
    }

    /// How many line feeds the open file `descriptor` holds: an upper bound on its records, so a
    /// reader can reserve room for them all at once.
    static func lineFeeds(descriptor: Int32) -> Int {
        var buffer = [UInt8](repeating: 0, count: blockSize)
        var total = 0
        var offset = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress!, $0.count, off_t(offset)) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return total }
            offset += count
            total += buffer.withUnsafeBytes { bytes in
                // Eight bytes at a time: a byte of `word ^ 0x0A0A…` is zero exactly where a line feed is.
                var found = 0
                var index = 0
                while index + 8 <= count {
                    let word = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ 0x0A0A_0A0A_0A0A_0A0A
                    let low = 0x7F7F_7F7F_7F7F_7F7F as UInt64
                    found += (~(((word & low) &+ low) | word | low)).nonzeroBitCount
                    index += 8
                }
                while index < count {
                    if bytes[index] == 0x0A { found += 1 }
                    index += 1
                }
                return found
            }
        }
    }
}
