import Foundation

/// One large file of the site (feed, search index, term calendar) written piece by piece: when the
/// site goes to a folder, pieces go to disk through a small buffer, so a faculty-sized book never
/// holds these hundred-megabyte files in memory; otherwise they collect in memory.
final class SiteStream {
    /// The site path of the file.
    let path: String
    /// Bytes appended so far, for offsets into the file.
    private(set) var count = 0
    private var buffer: [UInt8] = []
    private var descriptor: Int32 = -1
    private var failure: SiteError?
    private let keepsAll: Bool
    private let file: String
    /// Whether the file ended as a link to the previous site's, having the same bytes.
    private(set) var linked = false
    /// The same file of the previous site while every byte so far matched it, for a link at the end.
    private var previous: (path: String, descriptor: Int32)?

    /// A stream of `path` kept in memory.
    init(memory path: String) {
        self.path = path
        file = path
        keepsAll = true
    }

    /// A stream of `path` written to `file`, a new file whose folder exists; when it ends with the
    /// bytes of `previous` (the same file of the last build), it becomes a link to that file.
    init(path: String, file: String, previous: String?) {
        self.path = path
        self.file = file
        keepsAll = false
        descriptor = open(file, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        if descriptor < 0 { failure = .writeFailed(path: file, reason: SystemError.reason(errno)) }
        if let previous, let old = StagingWriter.openPrevious(previous) { self.previous = (previous, old.descriptor) }
        buffer.reserveCapacity(Self.flushSize)
    }

    private static let flushSize = 1 << 20

    /// Appends text.
    func append(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        count += text.utf8.count
        if !keepsAll, buffer.count >= Self.flushSize { flush() }
    }

    /// Appends bytes.
    func append(_ data: Data) {
        buffer.append(contentsOf: data)
        count += data.count
        if !keepsAll, buffer.count >= Self.flushSize { flush() }
    }

    /// Ends the file: the whole content when kept in memory, else nil, or the write's failure.
    func finish() -> Result<Data?, SiteError> {
        if keepsAll { return .success(Data(buffer)) }
        flush()
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        if failure == nil, let previous {
            var extra: UInt8 = 0
            // Unchanged: carried over as a link, like `StagingWriter` does for whole files.
            if read(previous.descriptor, &extra, 1) == 0, unlink(file) == 0 {
                if link(previous.path, file) != 0 {
                    failure = .writeFailed(path: file, reason: SystemError.reason(errno))
                } else {
                    linked = true
                }
            }
        }
        closePrevious()
        return failure.map { .failure($0) } ?? .success(nil)
    }

    private func closePrevious() {
        if let previous { close(previous.descriptor) }
        previous = nil
    }

    /// Whether the previous file's next bytes are `buffer`'s; stops comparing at the first difference.
    private func matchPrevious() {
        guard let previous else { return }
        var old = [UInt8](repeating: 0, count: buffer.count)
        let offset = old.withUnsafeMutableBytes { FileDescriptorIO.readFully(previous.descriptor, into: $0) }
        if offset != old.count || old != buffer { closePrevious() }
    }

    private func flush() {
        defer { buffer.removeAll(keepingCapacity: true) }
        guard failure == nil, descriptor >= 0 else { return }
        matchPrevious()
        let written = buffer.withUnsafeBytes { FileDescriptorIO.writeAll(descriptor, $0) }
        if !written { failure = .writeFailed(path: path, reason: SystemError.reason(errno)) }
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
        closePrevious()
    }
}
