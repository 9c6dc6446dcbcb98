import Foundation

/// What a rebuild needs to keep a course's pages without rendering them, left beside the manifest
/// (`.coursebook-manifest.reach` in the output folder) and signed the same way, with the user's
/// build key: the build's key hash, each course's `CourseDigest`, the keyed names of the book
/// entries that feed courses only (`SiteReuse.isCourseInput`), and for every page of a course its
/// `FileStamp` as the manifest records it and, for an HTML page, its link summary (`PageLinks`
/// as numbers into the file's own table of names).
///
/// Like the manifest it is untrusted input: one that is not signed with this user's key, is
/// malformed, larger than `maximumSize`, a link, or names a path outside the site counts as none,
/// and the build renders everything. A record of a page is used only while the page still has
/// the stamp recorded for it here, in the manifest and on disk.
struct ReachRecord: Sendable {
    /// The file's name in the output folder; `SiteDotEntries` never carries it into a new site
    /// (it starts with the manifest's name).
    static let fileName = BuildManifest.fileName + ".reach"
    static let maximumSize = 128 << 20
    private static let header = "coursebook-reach 1"

    /// One kept file of a course.
    struct Page: Sendable {
        var stamp: FileStamp
        /// The link summary of an HTML page, as numbers into `names`; nil for other files.
        var links: (ids: [Int32], targets: [Int32], anchors: [UInt64])?
    }

    /// The manifest's key hash (binary, options, day, zone).
    var key: String
    /// `CourseDigest` by course id.
    var courses: [String: String] = [:]
    /// Keyed names of the book entries that feed courses only.
    var courseInputs: Set<String> = []
    /// The names the summaries number.
    var names: [String] = []
    /// Every page of every course, by site path.
    var pages: [String: Page] = [:]

    /// The record's text and its signature.
    func encoded(key signingKey: [UInt8]) -> Data {
        var out = Bytes()
        out.append(Self.header + "\n")
        out.append("key \(key)\n")
        for name in courseInputs.sorted() { out.append("input \(name)\n") }
        for id in courses.keys.sorted() { out.append("course \(ManifestPath.escape(id)) \(courses[id]!)\n") }
        for name in names {
            out.append("name ")
            out.append(name.isEmpty ? "%" : ManifestPath.escape(name))
            out.append("\n")
        }
        for path in pages.keys.sorted() {
            let page = pages[path]!
            out.append(page.links == nil ? "file " : "page ")
            out.append(page.stamp)
            out.append(" " + ManifestPath.escape(path))
            if let links = page.links {
                out.append(" ")
                out.list(links.ids.map { UInt64(UInt32(bitPattern: $0)) })
                out.append(" ")
                out.list(links.targets.map { UInt64(UInt32(bitPattern: $0)) })
                out.append(" ")
                out.pairs(links.anchors)
            }
            out.append("\n")
        }
        return SignedBuildFile.signed(Data(out.bytes), key: signingKey)
    }

    /// Writes the record into the site folder `folder` (a new file beside the site renamed into it).
    func write(into folder: URL, key signingKey: [UInt8]) -> Bool {
        SignedBuildFile.write(encoded(key: signingKey), named: Self.fileName, into: folder)
    }

    /// The record in `folder` when it is a regular file no larger than `maximumSize`, signed with
    /// `key` and well formed; nil otherwise.
    static func read(in folder: URL, key signingKey: [UInt8]) -> ReachRecord? {
        guard case .success(let body) = SignedBuildFile.read(folder.appendingPathComponent(fileName).path, header: header, maximumSize: maximumSize, key: signingKey) else {
            return nil
        }
        return parse(ArraySlice(body))
    }

    /// Reads the lines as bytes; nil at the first line that is not exactly what `encoded` writes.
    private static func parse(_ body: ArraySlice<UInt8>) -> ReachRecord? {
        var record = ReachRecord(key: "")
        let ok = body.withUnsafeBufferPointer { bytes -> Bool in
            var fields: [Range<Int>] = []
            var start = 0
            var first = true
            var namesDone = false
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                guard end < bytes.count else { return false }
                defer { start = end + 1 }
                if first {
                    first = false
                    continue
                }
                fields.removeAll(keepingCapacity: true)
                var fieldStart = start
                for index in start...end where index == end || bytes[index] == 0x20 {
                    fields.append(fieldStart..<index)
                    fieldStart = index + 1
                }
                func text(_ range: Range<Int>) -> String? { String(validating: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
                func unescaped(_ range: Range<Int>) -> String? { text(range).flatMap { ManifestPath.unescape(Substring($0)) } }
                func number(_ range: Range<Int>) -> UInt64? {
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
                func list(_ range: Range<Int>, limit: UInt64) -> [UInt64]? {
                    if range.count == 1, bytes[range.lowerBound] == UInt8(ascii: "-") { return [] }
                    var values: [UInt64] = []
                    var part = range.lowerBound
                    for index in range.lowerBound...range.upperBound where index == range.upperBound || bytes[index] == UInt8(ascii: ",") {
                        guard let value = number(part..<index), value < limit else { return nil }
                        values.append(value)
                        part = index + 1
                    }
                    return values
                }
                func pairs(_ range: Range<Int>, limit: UInt64) -> [UInt64]? {
                    if range.count == 1, bytes[range.lowerBound] == UInt8(ascii: "-") { return [] }
                    var values: [UInt64] = []
                    var part = range.lowerBound
                    for index in range.lowerBound...range.upperBound where index == range.upperBound || bytes[index] == UInt8(ascii: ",") {
                        guard let colon = (part..<index).first(where: { bytes[$0] == UInt8(ascii: ":") }),
                              let high = number(part..<colon), let low = number((colon + 1)..<index), high < limit, low < limit else { return nil }
                        values.append(high << 32 | low)
                        part = index + 1
                    }
                    return values
                }
                func stamp(_ at: Int) -> FileStamp? {
                    guard let device = number(fields[at]), let inode = number(fields[at + 1]), let size = number(fields[at + 2]),
                          let modified = number(fields[at + 3]), let changed = number(fields[at + 4]), let mode = number(fields[at + 5]),
                          let links = number(fields[at + 6]), size <= UInt64(Int64.max), modified <= UInt64(Int64.max),
                          changed <= UInt64(Int64.max), mode <= UInt64(UInt32.max) else { return nil }
                    return FileStamp(device: device, inode: inode, size: Int64(size), modified: Int64(modified), changed: Int64(changed), mode: UInt32(mode), links: links)
                }
                func isHex(_ range: Range<Int>, count: Int) -> Bool {
                    range.count == count && bytes[range].allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
                }
                guard let tag = text(fields[0]) else { return false }
                switch (tag, fields.count) {
                case ("key", 2):
                    guard record.key.isEmpty, isHex(fields[1], count: 64) else { return false }
                    record.key = text(fields[1])!
                case ("input", 2):
                    guard isHex(fields[1], count: 32) else { return false }
                    record.courseInputs.insert(text(fields[1])!)
                case ("course", 3):
                    guard let id = unescaped(fields[1]), !id.isEmpty, isHex(fields[2], count: 64), record.courses[id] == nil else { return false }
                    record.courses[id] = text(fields[2])!
                case ("name", 2):
                    guard !namesDone else { return false }
                    guard let name = bytes[fields[1]].elementsEqual([UInt8(ascii: "%")]) ? "" : unescaped(fields[1]) else { return false }
                    record.names.append(name)
                case ("file", 9), ("page", 12):
                    namesDone = true
                    guard let stamp = stamp(1), let path = unescaped(fields[8]), SitePath.isSafe(path), record.pages[path] == nil else { return false }
                    var page = Page(stamp: stamp, links: nil)
                    if tag == "page" {
                        let count = UInt64(record.names.count)
                        guard let ids = list(fields[9], limit: count), let targets = list(fields[10], limit: count),
                              let anchors = pairs(fields[11], limit: count) else { return false }
                        page.links = (ids.map { Int32($0) }, targets.map { Int32($0) }, anchors)
                    }
                    record.pages[path] = page
                default:
                    return false
                }
            }
            return true
        }
        guard ok, !record.key.isEmpty else { return nil }
        return record
    }

    /// The text as it is written, numbers appended as bytes.
    private struct Bytes {
        var bytes: [UInt8] = []

        mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

        mutating func append(_ number: UInt64) {
            var magnitude = number
            var digits: [UInt8] = []
            repeat {
                digits.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
                magnitude /= 10
            } while magnitude > 0
            bytes.append(contentsOf: digits.reversed())
        }

        mutating func append(_ stamp: FileStamp) {
            append(stamp.device); bytes.append(0x20)
            append(stamp.inode); bytes.append(0x20)
            append(UInt64(bitPattern: stamp.size)); bytes.append(0x20)
            append(UInt64(bitPattern: stamp.modified)); bytes.append(0x20)
            append(UInt64(bitPattern: stamp.changed)); bytes.append(0x20)
            append(UInt64(stamp.mode)); bytes.append(0x20)
            append(stamp.links)
        }

        /// Anchors as `path:fragment` numbers.
        mutating func pairs(_ values: [UInt64]) {
            guard !values.isEmpty else { return bytes.append(UInt8(ascii: "-")) }
            for (index, value) in values.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                append(value >> 32)
                bytes.append(UInt8(ascii: ":"))
                append(value & 0xFFFF_FFFF)
            }
        }

        mutating func list(_ values: [UInt64]) {
            guard !values.isEmpty else { return bytes.append(UInt8(ascii: "-")) }
            for (index, value) in values.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                append(value)
            }
        }
    }
}
