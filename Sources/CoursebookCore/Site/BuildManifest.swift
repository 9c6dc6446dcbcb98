import CourseModel
import Foundation

/// The record a build leaves in its output folder (`.coursebook-manifest`), written last, after
/// the site is complete: what the site was built from (the build's key — binary, options, time
/// zone data — and every book file's content hash), what it holds (each file's `FileStamp` as this
/// binary saw it just after writing), and what the build reported (page and file counts,
/// warnings). It is signed with the user's build key (HMAC-SHA-256), so a manifest that came with
/// a cloned or copied folder, or was edited, is no manifest at all.
struct BuildManifest: Sendable {
    /// The file's name in the output folder.
    static let fileName = ".coursebook-manifest"
    /// A manifest larger than this is not read (a site of 100,000 files needs about 15 MB).
    static let maximumSize = 64 << 20
    private static let header = "coursebook-manifest 1"

    /// The hash of the build's key material (`IncrementalBuild.keyMaterial`).
    var key: String
    /// The term's time zone, to tell today's date before the book is loaded.
    var zone: String
    /// Whether a course page is read from the web (then only `--offline` builds are skipped).
    var remotePages: Bool
    /// HTML pages and all files of the site, as the build reported them.
    var pages: Int
    var files: Int
    /// Warnings of loading the book and of building the site.
    var bookWarnings: [Diagnostic]
    var siteWarnings: [Diagnostic]
    /// The book's files and folders, by `IncrementalBuild.nameKey` of their paths: a site
    /// folder is often published whole, and the manifest must not list what the book holds.
    var inputs: [String: BookSnapshot.Entry]
    /// The site's files (the build marker included) by site path.
    var outputs: [String: FileStamp]

    /// The manifest's text and its signature under `key`.
    func encoded(key signingKey: [UInt8]) -> Data {
        var text = Self.header + "\n"
        text += "key \(key)\nzone \(ManifestPath.escape(zone))\nremote \(remotePages ? 1 : 0)\npages \(pages)\nfiles \(files)\n"
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for (kind, warnings) in [("book", bookWarnings), ("site", siteWarnings)] {
            for warning in warnings {
                guard let json = try? encoder.encode(warning) else { continue }
                text += "warning \(kind) " + String(decoding: json, as: UTF8.self) + "\n"
            }
        }
        for name in inputs.keys.sorted() {
            let entry = inputs[name]!
            text += "in \(entry.kind) \(entry.stamp.fields) \(entry.trusted ? 1 : 0) \(entry.hash) \(name)\n"
        }
        for path in outputs.keys.sorted() {
            text += "out \(outputs[path]!.fields) \(ManifestPath.escape(path))\n"
        }
        var data = Data(text.utf8)
        data += Data("mac \(SHA256.hmac(key: signingKey, message: data))\n".utf8)
        return data
    }

    /// Why a manifest in a folder was not used.
    enum Problem: Error, Equatable {
        /// There is none.
        case missing
        /// It is there but unusable; the text says why (for a note on standard error).
        case unusable(String)
    }

    /// The manifest in `folder`, if it is a regular file no larger than `maximumSize`, signed
    /// with `key`, and well formed.
    static func read(in folder: URL, key signingKey: [UInt8]) -> Result<BuildManifest, Problem> {
        let path = folder.appendingPathComponent(fileName).path
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(errno == ENOENT ? .missing : .unusable("cannot be opened (\(String(cString: strerror(errno))))")) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return .failure(.unusable("is not a regular file")) }
        guard status.st_size <= maximumSize else { return .failure(.unusable("is larger than \(maximumSize >> 20) MiB")) }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        guard bytes.withUnsafeMutableBytes({ FileDescriptorIO.readFully(descriptor, into: $0) }) == bytes.count else {
            return .failure(.unusable("cannot be read"))
        }
        // The signature is the last line: `mac <64 hex digits>\n`.
        let macLength = 4 + 64 + 1
        guard bytes.count > macLength, bytes.starts(with: Array("\(header)\n".utf8)), Array(bytes[(bytes.count - macLength)..<(bytes.count - macLength + 4)]) == Array("mac ".utf8) else {
            return .failure(.unusable("is not a manifest this version writes"))
        }
        let body = Data(bytes[0..<(bytes.count - macLength)])
        let mac = String(decoding: bytes[(bytes.count - macLength + 4)..<(bytes.count - 1)], as: UTF8.self)
        guard constantTimeEqual(mac, SHA256.hmac(key: signingKey, message: body)) else {
            return .failure(.unusable("was not written by a build of this user's on this machine, or was changed since"))
        }
        guard let manifest = parse(String(decoding: body, as: UTF8.self)) else { return .failure(.unusable("is malformed")) }
        return .success(manifest)
    }

    private static func constantTimeEqual(_ first: String, _ second: String) -> Bool {
        let (a, b) = (Array(first.utf8), Array(second.utf8))
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }

    private static func parse(_ text: String) -> BuildManifest? {
        var manifest = BuildManifest(key: "", zone: "", remotePages: true, pages: -1, files: -1, bookWarnings: [], siteWarnings: [], inputs: [:], outputs: [:])
        let decoder = JSONDecoder()
        for line in text.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: " ", omittingEmptySubsequences: false)
            switch (fields.first, fields.count) {
            case ("key", 2): manifest.key = String(fields[1])
            case ("zone", 2): guard let zone = ManifestPath.unescape(fields[1]) else { return nil }; manifest.zone = zone
            case ("remote", 2): manifest.remotePages = fields[1] != "0"
            case ("pages", 2): guard let pages = Int(fields[1]), pages >= 0 else { return nil }; manifest.pages = pages
            case ("files", 2): guard let files = Int(fields[1]), files >= 0 else { return nil }; manifest.files = files
            case ("warning", _):
                guard fields.count >= 3, let warning = try? decoder.decode(Diagnostic.self, from: Data(line.dropFirst(fields[0].count + fields[1].count + 2).utf8)) else { return nil }
                switch fields[1] {
                case "book": manifest.bookWarnings.append(warning)
                case "site": manifest.siteWarnings.append(warning)
                default: return nil
                }
            case ("in", 12):
                guard fields[1].count == 1, let kind = fields[1].first, "fdlo".contains(kind), let stamp = FileStamp(fields: fields[2..<9]),
                      fields[11].count == 32, fields[11].allSatisfy(\.isHexDigit) else { return nil }
                manifest.inputs[String(fields[11])] = BookSnapshot.Entry(kind: kind, stamp: stamp, hash: String(fields[10]), trusted: fields[9] == "1")
            case ("out", 9):
                // Only paths a build can write: relative, no `..`, no empty part.
                guard let stamp = FileStamp(fields: fields[1..<8]), let path = ManifestPath.unescape(fields[8]), SitePath.isSafe(path) else { return nil }
                manifest.outputs[path] = stamp
            default:
                return nil
            }
        }
        guard !manifest.key.isEmpty, !manifest.zone.isEmpty, manifest.pages >= 0, manifest.files >= 0, !manifest.outputs.isEmpty else { return nil }
        return manifest
    }

    /// Writes the manifest into `folder` atomically (a new file renamed over the old one).
    func write(into folder: URL, key signingKey: [UInt8]) -> Bool {
        let target = folder.appendingPathComponent(Self.fileName).path
        let temporary = target + ".new-\(getpid())"
        unlink(temporary)
        do throws(SiteError) {
            try SiteWriter.writeNew(temporary, encoded(key: signingKey))
        } catch {
            unlink(temporary)
            return false
        }
        guard rename(temporary, target) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }
}
