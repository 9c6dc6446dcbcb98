import CourseModel
import Foundation

/// Reading a book file as text.
extension BookFile {
    /// The file as UTF-8 text without a BOM, or nil with a diagnostic.
    func readText(diagnostics: inout [Diagnostic]) -> String? {
        guard let (descriptor, size) = openWithSize(diagnostics: &diagnostics) else { return nil }
        defer { close(descriptor) }
        // Up to the size the file had when checked, as a whole-file read takes it.
        var failure: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            while count < size {
                let read = read(descriptor, buffer.baseAddress! + count, size - count)
                if read > 0 {
                    count += read
                } else if read == 0 {
                    break
                } else if errno != EINTR {
                    failure = errno
                    break
                }
            }
        }
        guard failure == 0 else {
            diagnostics.append(.error(SourceLocation(path: relativePath), "cannot be read (\(SystemError.reason(failure)))"))
            return nil
        }
        return bytes.withUnsafeBufferPointer { Self.decodeText($0, path: relativePath, diagnostics: &diagnostics) }
    }

    /// What a UTF-16 file is told: the one message, for every file read as text.
    static let utf16Message = "file is UTF-16; save it as UTF-8"

    /// Whether `bytes` open with a UTF-16 byte order mark, either order: such a file is refused.
    static func startsAsUTF16<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
    }

    /// The length of the UTF-8 byte order mark `bytes` open with: 3, or 0 without one. Text read
    /// from a file starts after it; a file edited in place keeps it.
    static func utf8BOMLength<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Int {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// The line ending a file's first line has, which lines an edit adds take: CRLF, else LF.
    static func lineEnding<Bytes: BidirectionalCollection<UInt8>>(_ bytes: Bytes) -> [UInt8] {
        guard let end = bytes.firstIndex(of: 0x0A), end != bytes.startIndex, bytes[bytes.index(before: end)] == 0x0D else { return [0x0A] }
        return [0x0D, 0x0A]
    }

    /// Decodes UTF-8 (dropping a BOM); reports UTF-16 and invalid bytes with their line and column.
    static func decodeText(_ data: Data, path: String, diagnostics: inout [Diagnostic]) -> String? {
        data.withUnsafeBytes { decodeText($0.assumingMemoryBound(to: UInt8.self), path: path, diagnostics: &diagnostics) }
    }

    /// The same for bytes in memory.
    static func decodeText(_ bytes: UnsafeBufferPointer<UInt8>, path: String, diagnostics: inout [Diagnostic]) -> String? {
        // Valid UTF-8, the usual case, is decoded straight from the buffer, with no copy.
        let isUTF16 = startsAsUTF16(bytes)
        if !isUTF16, let valid = String(validating: UnsafeBufferPointer(rebasing: bytes.dropFirst(utf8BOMLength(bytes))), as: UTF8.self) {
            return valid
        }
        if isUTF16 {
            diagnostics.append(.error(SourceLocation(path: path, line: 1, column: 1), utf16Message))
            return nil
        }
        var bytes = [UInt8](bytes)
        bytes.removeFirst(utf8BOMLength(bytes))
        var line = 1
        var lineStart = 0
        var index = 0
        while index < bytes.count {
            let length = utf8SequenceLength(bytes, at: index)
            if length == 0 { break }
            if bytes[index] == UInt8(ascii: "\n") { line += 1; lineStart = index + 1 }
            index += length
        }
        let column = SourceColumn.characterColumn(ofByte: index - lineStart, inLine: bytes[lineStart..<index])
        diagnostics.append(.error(SourceLocation(path: path, line: line, column: column), "file is not valid UTF-8 text"))
        return nil
    }

    /// Length of the valid UTF-8 sequence starting at `index`, or 0 when it is invalid.
    private static func utf8SequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let length = lead < 0x80 ? 1 : lead >> 5 == 0b110 ? 2 : lead >> 4 == 0b1110 ? 3 : lead >> 3 == 0b11110 ? 4 : 0
        guard length > 0, index + length <= bytes.count else { return 0 }
        return String(validating: bytes[index..<(index + length)], as: UTF8.self) == nil ? 0 : length
    }
}
