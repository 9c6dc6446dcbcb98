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

    /// Reads the lines as bytes (`BuildFileLine`); nil at the first line that is not exactly what
    /// `encoded` writes.
    private static func parse(_ body: ArraySlice<UInt8>) -> ReachRecord? {
        var record = ReachRecord(key: "")
        var namesDone = false
        let ok = body.withUnsafeBufferPointer { bytes -> Bool in
            BuildFileLine.forEach(in: bytes, terminated: true) { line -> BuildFileLine.Step in
                let fields = line.fields
                func numbers(_ range: Range<Int>, limit: UInt64, pairs: Bool) -> [UInt64]? {
                    if range.count == 1, bytes[range.lowerBound] == UInt8(ascii: "-") { return [] }
                    var values: [UInt64] = []
                    var part = range.lowerBound
                    for index in range.lowerBound...range.upperBound where index == range.upperBound || bytes[index] == UInt8(ascii: ",") {
                        if pairs {
                            guard let colon = (part..<index).first(where: { bytes[$0] == UInt8(ascii: ":") }),
                                  let high = line.unsigned(part..<colon), let low = line.unsigned((colon + 1)..<index), high < limit, low < limit else { return nil }
                            values.append(high << 32 | low)
                        } else {
                            guard let value = line.unsigned(part..<index), value < limit else { return nil }
                            values.append(value)
                        }
                        part = index + 1
                    }
                    return values
                }
                guard let tag = line.text(0) else { return .malformed }
                switch (tag, fields.count) {
                case ("key", 2):
                    guard record.key.isEmpty, line.isHex(fields[1], count: 64) else { return .malformed }
                    record.key = line.text(1)!
                case ("input", 2):
                    guard line.isHex(fields[1], count: 32) else { return .malformed }
                    record.courseInputs.insert(line.text(1)!)
                case ("course", 3):
                    guard let id = line.unescaped(1), !id.isEmpty, line.isHex(fields[2], count: 64), record.courses[id] == nil else { return .malformed }
                    record.courses[id] = line.text(2)!
                case ("name", 2):
                    guard !namesDone else { return .malformed }
                    guard let name = bytes[fields[1]].elementsEqual([UInt8(ascii: "%")]) ? "" : line.unescaped(1) else { return .malformed }
                    record.names.append(name)
                case ("file", 9), ("page", 12):
                    namesDone = true
                    guard let stamp = line.stamp(1), let path = line.unescaped(8), SitePath.isSafe(path), record.pages[path] == nil else { return .malformed }
                    var page = Page(stamp: stamp, links: nil)
                    if tag == "page" {
                        let count = UInt64(record.names.count)
                        guard let ids = numbers(fields[9], limit: count, pairs: false), let targets = numbers(fields[10], limit: count, pairs: false),
                              let anchors = numbers(fields[11], limit: count, pairs: true) else { return .malformed }
                        page.links = (ids.map { Int32($0) }, targets.map { Int32($0) }, anchors)
                    }
                    record.pages[path] = page
                default:
                    return .malformed
                }
                return .next
            }
        }
        guard ok, !record.key.isEmpty else { return nil }
        return record
    }

    /// The text as it is written, numbers appended as bytes.
    private struct Bytes {
        var bytes: [UInt8] = []

        mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

        mutating func append(_ number: UInt64) { bytes.appendDecimal(number) }

        mutating func append(_ stamp: FileStamp) { stamp.appendFields(to: &bytes) }

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
