/// One line of a signed build file (`BuildManifest`, `ReachRecord`), split at spaces into fields,
/// read as bytes: a site of 50,000 files makes a manifest of 60,000 lines, and splitting them as
/// `String`s cost more than the rest of a skipped build.
struct BuildFileLine {
    /// What to do after a line.
    enum Step {
        /// Read the next line.
        case next
        /// Stop: the rest is not wanted.
        case stop
        /// Stop: the file is not what this binary writes.
        case malformed
    }

    let bytes: UnsafeBufferPointer<UInt8>
    /// Each field's bytes; the first is the line's tag.
    private(set) var fields: [Range<Int>] = []
    /// Where the line ends (its newline, or the end of the file).
    private(set) var end = 0

    /// Calls `body` with each line after the header line; false when a line is malformed, or
    /// (with `terminated`) when the last one lacks its newline.
    static func forEach(in bytes: UnsafeBufferPointer<UInt8>, terminated: Bool, _ body: (BuildFileLine) -> Step) -> Bool {
        var line = BuildFileLine(bytes: bytes)
        line.fields.reserveCapacity(16)
        var start = 0
        var first = true
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            if terminated, end == bytes.count { return false }
            defer { start = end + 1 }
            if first {
                first = false
                continue
            }
            line.fields.removeAll(keepingCapacity: true)
            var fieldStart = start
            for index in start...end where index == end || bytes[index] == 0x20 {
                line.fields.append(fieldStart..<index)
                fieldStart = index + 1
            }
            line.end = end
            switch body(line) {
            case .next: continue
            case .stop: return true
            case .malformed: return false
            }
        }
        return true
    }

    /// Field `index` as UTF-8 text.
    func text(_ index: Int) -> String? { text(fields[index]) }

    func text(_ range: Range<Int>) -> String? { String(validating: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }

    /// Field `index` with `ManifestPath`'s escapes undone.
    func unescaped(_ index: Int) -> String? { text(index).flatMap { ManifestPath.unescape(Substring($0)) } }

    /// A decimal number, `-` allowed, that fits an `Int64`.
    func signed(_ range: Range<Int>) -> Int64? {
        guard range.first.map({ bytes[$0] == UInt8(ascii: "-") }) == true else { return unsigned(range).flatMap { $0 <= UInt64(Int64.max) ? Int64($0) : nil } }
        return unsigned(range.dropFirst()).flatMap { $0 <= UInt64(Int64.max) ? -Int64($0) : nil }
    }

    /// A decimal number without sign that fits a `UInt64`.
    func unsigned(_ range: Range<Int>) -> UInt64? {
        guard !range.isEmpty, range.count <= 20 else { return nil }
        var value: UInt64 = 0
        for index in range {
            let digit = bytes[index] &- 0x30
            guard digit < 10 else { return nil }
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(UInt64(digit))
            guard !overflow, !overflow2 else { return nil }
            value = sum
        }
        return value
    }

    /// The seven fields of a `FileStamp` from field `at` on, as `FileStamp.appendFields` writes them.
    func stamp(_ at: Int) -> FileStamp? {
        guard fields.count >= at + 7, let device = unsigned(fields[at]), let inode = unsigned(fields[at + 1]), let size = signed(fields[at + 2]),
              let modified = signed(fields[at + 3]), let changed = signed(fields[at + 4]), let mode = unsigned(fields[at + 5]),
              let links = unsigned(fields[at + 6]), mode <= UInt64(UInt32.max) else { return nil }
        return FileStamp(device: device, inode: inode, size: size, modified: modified, changed: changed, mode: UInt32(mode), links: links)
    }

    /// Whether field range `range` is `count` lower-case hexadecimal digits.
    func isHex(_ range: Range<Int>, count: Int) -> Bool {
        range.count == count && bytes[range].allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }
}
