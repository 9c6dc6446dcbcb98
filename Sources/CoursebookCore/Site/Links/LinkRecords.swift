import Foundation
import Synchronization

/// The link check's per-page records: each page's `PageLinks` is appended as the page is added and
/// read back once every file of the site is in place (`LinkChecker.check(_:exists:html:)`). A build
/// into a folder appends them to a file without a name, opened in its staging folder, so the
/// records of a faculty's 450,000 pages (about 170 MB as a dictionary of summaries) take no memory; the file
/// is gone when the build ends, however it ends, and is never part of the site. Without a folder
/// (`serve`, tests) they are kept in memory in the same form.
///
/// A record is little-endian 32-bit words: the page path's byte count, the counts of ids, targets
/// and anchors, the path's UTF-8 bytes padded to a word, the id and target numbers, and two words
/// per anchor. A page recorded twice (a copied `static/` page a generated one replaces) counts as
/// its last record, as a dictionary of summaries had it.
final class LinkRecords: Sendable {
    /// The names the records' numbers refer to.
    let names: LinkNames

    private struct Log {
        /// Bytes not yet written to `descriptor`, or every record when kept in memory.
        var pending: [UInt8] = []
        /// The unnamed file, or -1 when the records are kept in memory.
        var descriptor: Int32 = -1
        /// Bytes already written to the file.
        var written = 0
        /// How many records there are.
        var count = 0
        /// Pages recorded more than once.
        var repeated: Set<String> = []
        var failure: SiteError?
    }

    private let log: Mutex<Log>

    /// Bytes gathered before they are written to the file.
    private static let flushSize = 1 << 20

    /// Records kept in memory.
    init(names: LinkNames) {
        self.names = names
        log = Mutex(Log())
    }

    /// Records kept in a file without a name in `folder` (a build's staging folder, see
    /// `UnnamedFile`); kept in memory when no such file can be made.
    init(names: LinkNames, spillingInto folder: String) {
        self.names = names
        var log = Log()
        log.descriptor = UnnamedFile.create(in: folder)
        if log.descriptor >= 0 { log.pending.reserveCapacity(Self.flushSize + 4096) }
        self.log = Mutex(log)
    }

    deinit {
        log.withLock { if $0.descriptor >= 0 { close($0.descriptor) } }
    }

    /// Whether the records go to a file (for tests: a build into a folder keeps none in memory).
    var spills: Bool { log.withLock { $0.descriptor >= 0 } }

    /// How many records were appended.
    var count: Int { log.withLock { $0.count } }

    /// The first failed write of the file, if any.
    var failure: SiteError? { log.withLock { $0.failure } }

    /// Appends the record of `page`; `again` says the page was recorded before (its last record counts).
    func append(_ page: String, _ links: PageLinks, again: Bool = false) {
        var record: [UInt8] = []
        let path = page.utf8
        let padded = (path.count + 3) & ~3
        record.reserveCapacity(16 + padded + 4 * (links.idNumbers.count + links.targetNumbers.count + 2 * links.anchorNumbers.count))
        func word(_ value: UInt32) {
            withUnsafeBytes(of: value.littleEndian) { record.append(contentsOf: $0) }
        }
        word(UInt32(path.count))
        word(UInt32(links.idNumbers.count))
        word(UInt32(links.targetNumbers.count))
        word(UInt32(links.anchorNumbers.count))
        record.append(contentsOf: path)
        record.append(contentsOf: repeatElement(0, count: padded - path.count))
        for number in links.idNumbers { word(UInt32(bitPattern: number)) }
        for number in links.targetNumbers { word(UInt32(bitPattern: number)) }
        for pair in links.anchorNumbers {
            word(UInt32(truncatingIfNeeded: pair >> 32))
            word(UInt32(truncatingIfNeeded: pair))
        }
        log.withLock { log in
            if again { log.repeated.insert(page) }
            log.count += 1
            log.pending.append(contentsOf: record)
            if log.descriptor >= 0, log.pending.count >= Self.flushSize { Self.flush(&log) }
        }
    }

    private static func flush(_ log: inout Log) {
        guard log.descriptor >= 0, !log.pending.isEmpty else { return }
        defer { log.pending.removeAll(keepingCapacity: true) }
        guard log.failure == nil else { return }
        let done = log.pending.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let result = pwrite(log.descriptor, bytes.baseAddress! + offset, bytes.count - offset, off_t(log.written + offset))
                if result < 0, errno == EINTR { continue }
                guard result > 0 else { return false }
                offset += result
            }
            return true
        }
        if done {
            log.written += log.pending.count
        } else {
            log.failure = .writeFailed(path: "link records of the staging folder", reason: SystemError.reason(errno))
        }
    }

    /// One record as read back: views into a buffer that is valid only during the call.
    struct Record {
        fileprivate let bytes: UnsafeRawBufferPointer
        /// Which record this is, counting from 0 in the order they were appended.
        let ordinal: Int
        let pathCount: Int
        let idCount: Int
        let targetCount: Int
        let anchorCount: Int

        private var idStart: Int { 16 + ((pathCount + 3) & ~3) }
        private var targetStart: Int { idStart + 4 * idCount }
        private var anchorStart: Int { targetStart + 4 * targetCount }
        fileprivate var size: Int { anchorStart + 8 * anchorCount }

        private func word(_ offset: Int) -> UInt32 {
            UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
        }

        /// The page's path.
        var page: String { String(decoding: UnsafeRawBufferPointer(rebasing: bytes[16..<(16 + pathCount)]), as: UTF8.self) }
        /// The page's `id` numbers, sorted.
        func id(_ index: Int) -> Int32 { Int32(bitPattern: word(idStart + 4 * index)) }
        /// The target numbers, sorted.
        func target(_ index: Int) -> Int32 { Int32(bitPattern: word(targetStart + 4 * index)) }
        /// The anchors: target number in the high half, fragment number in the low half, sorted.
        func anchor(_ index: Int) -> UInt64 {
            UInt64(word(anchorStart + 8 * index)) << 32 | UInt64(word(anchorStart + 8 * index + 4))
        }

        /// Whether the page has the `id` numbered `number`.
        func hasID(_ number: Int32) -> Bool {
            var low = 0, high = idCount
            while low < high {
                let middle = (low + high) / 2
                if id(middle) < number { low = middle + 1 } else { high = middle }
            }
            return low < idCount && id(low) == number
        }
    }

    /// Calls `body` with every record in the order they were appended, a page recorded more than
    /// once only with its last record. Reads the file back a megabyte at a time.
    func forEach(_ body: (Record) -> Void) {
        let (descriptor, size, repeated, memory) = log.withLock { log -> (Int32, Int, Set<String>, [UInt8]) in
            Self.flush(&log)
            return (log.descriptor, log.written, log.repeated, log.descriptor >= 0 ? [] : log.pending)
        }
        // Pages recorded twice: the ordinal of the record that counts.
        var last: [String: Int] = [:]
        if !repeated.isEmpty {
            Self.scan(descriptor: descriptor, size: size, memory: memory) { record in
                let page = record.page
                if repeated.contains(page) { last[page] = record.ordinal }
            }
        }
        Self.scan(descriptor: descriptor, size: size, memory: memory) { record in
            if !last.isEmpty, let counted = last[record.page], counted != record.ordinal { return }
            body(record)
        }
    }

    private static func scan(descriptor: Int32, size: Int, memory: [UInt8], _ body: (Record) -> Void) {
        if descriptor < 0 {
            memory.withUnsafeBytes { bytes in _ = records(in: bytes, first: 0, body) }
            return
        }
        var buffer = [UInt8](repeating: 0, count: flushSize)
        var filled = 0
        var offset = 0
        var ordinal = 0
        while offset < size || filled > 0 {
            if offset < size {
                if filled == buffer.count { buffer.append(contentsOf: repeatElement(0, count: buffer.count)) }
                let wanted = min(buffer.count - filled, size - offset)
                let read = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + filled, wanted, off_t(offset)) }
                if read < 0, errno == EINTR { continue }
                // The file is ours and open; a link check that silently skipped pages would be worse than stopping.
                guard read > 0 else { fatalError("coursebook: the link records the build keeps in its staging folder cannot be read back: \(SystemError.reason(errno))") }
                filled += read
                offset += read
            }
            let (used, count) = buffer.withUnsafeBytes { bytes in
                records(in: UnsafeRawBufferPointer(rebasing: bytes[0..<filled]), first: ordinal, body)
            }
            ordinal += count
            if used > 0 {
                buffer.withUnsafeMutableBytes { bytes in
                    _ = memmove(bytes.baseAddress!, bytes.baseAddress! + used, filled - used)
                }
                filled -= used
            } else if offset >= size {
                return
            }
        }
    }

    /// Hands `body` every whole record at the start of `bytes`; returns the bytes and records used.
    private static func records(in bytes: UnsafeRawBufferPointer, first: Int, _ body: (Record) -> Void) -> (Int, Int) {
        var start = 0
        var ordinal = first
        while bytes.count - start >= 16 {
            func word(_ index: Int) -> Int { Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: start + 4 * index, as: UInt32.self))) }
            let probe = Record(bytes: UnsafeRawBufferPointer(rebasing: bytes[start...]), ordinal: ordinal, pathCount: word(0), idCount: word(1), targetCount: word(2), anchorCount: word(3))
            guard probe.size <= bytes.count - start else { break }
            body(Record(bytes: UnsafeRawBufferPointer(rebasing: bytes[start..<(start + probe.size)]), ordinal: ordinal,
                        pathCount: probe.pathCount, idCount: probe.idCount, targetCount: probe.targetCount, anchorCount: probe.anchorCount))
            start += probe.size
            ordinal += 1
        }
        return (start, ordinal - first)
    }
}
