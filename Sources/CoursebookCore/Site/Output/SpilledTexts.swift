import Foundation
import Synchronization

/// Texts written one after another to a file without a name and read back by key.
final class SpilledTexts: Sendable {
    private struct Span: Sendable {
        var offset: Int
        var count: Int
    }

    private let descriptor: Int32
    private let spans = Mutex<(index: [String: Span], size: Int)>(([:], 0))

    init?(in folder: String) {
        descriptor = UnnamedFile.create(in: folder)
        if descriptor < 0 { return nil }
    }

    deinit { close(descriptor) }

    /// Writes `text` at the end of the file; false when it could not be written.
    func append(_ path: String, _ text: String) -> Bool {
        var text = text
        return spans.withLock { spans in
            let offset = spans.size
            let written = text.withUTF8 { bytes in
                bytes.isEmpty || FileDescriptorIO.writeAll(descriptor, UnsafeRawBufferPointer(bytes))
            }
            guard written else { return false }
            let count = text.utf8.count
            spans.index[path] = Span(offset: offset, count: count)
            spans.size += count
            return true
        }
    }

    func contains(_ path: String) -> Bool { spans.withLock { $0.index[path] != nil } }

    /// The text written for `path`.
    func text(_ path: String) -> String? {
        guard let span = spans.withLock({ $0.index[path] }) else { return nil }
        guard span.count > 0 else { return "" }
        return String(unsafeUninitializedCapacity: span.count) { buffer in
            var done = 0
            while done < span.count {
                let read = pread(descriptor, buffer.baseAddress! + done, span.count - done, off_t(span.offset + done))
                if read < 0, errno == EINTR { continue }
                // The file is ours and open; a page silently missing its text would be worse than stopping.
                guard read > 0 else { fatalError("coursebook: a file the build keeps in its staging folder cannot be read back: \(SystemError.reason(errno))") }
                done += read
            }
            return done
        }
    }
}
