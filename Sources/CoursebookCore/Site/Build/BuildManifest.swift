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
    /// The new manifest's name while it is written, beside the site folder named `site`.
    static func temporaryName(site: String, pid: Int32) -> String { OutputFolderSwap.workEntryName(.manifest, site: site, pid: pid) }
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
    /// The site's files (the build marker included) by site path; empty in a manifest `read`
    /// returns until `readOutputs` (a build whose book changed never needs them).
    var outputs: [String: FileStamp]
    /// The signed text `read` found, for `readOutputs`.
    private var body: Data?

    init(key: String, zone: String, remotePages: Bool, pages: Int, files: Int, bookWarnings: [Diagnostic], siteWarnings: [Diagnostic],
         inputs: [String: BookSnapshot.Entry], outputs: [String: FileStamp]) {
        (self.key, self.zone, self.remotePages, self.pages, self.files) = (key, zone, remotePages, pages, files)
        (self.bookWarnings, self.siteWarnings, self.inputs, self.outputs) = (bookWarnings, siteWarnings, inputs, outputs)
    }

    /// The site's files as the manifest `read` returned records them; nil when a line is malformed.
    func readOutputs() -> [String: FileStamp]? {
        guard let body else { return outputs }
        return Self.parse(body, outputs: true)?.outputs
    }

    /// The manifest's text and its signature under `key`.
    func encoded(key signingKey: [UInt8]) -> Data {
        var data = Data()
        _ = encode(key: signingKey) { bytes in
            data.append(contentsOf: bytes)
            return true
        }
        return data
    }

    /// Hands the manifest's text and its signature under `key` to `write` a megabyte at a time:
    /// a faculty's site has 460,000 files, whose lines made 60 MB held twice over, in an array
    /// grown by doubling and in its copy as `Data`. False when `write` fails.
    private func encode(key signingKey: [UInt8], to write: (UnsafeRawBufferPointer) -> Bool) -> Bool {
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
        var signer = SignedBuildFile.Signer(key: signingKey)
        var lines = ManifestBytes()
        lines.bytes.reserveCapacity(Self.chunkSize + 4096)
        var failed = false
        func flush() {
            lines.bytes.withUnsafeBytes { bytes in
                signer.update(bytes)
                if !failed, !write(bytes) { failed = true }
            }
            lines.bytes.removeAll(keepingCapacity: true)
        }
        lines.append(text)
        for name in inputs.keys.sorted() {
            let entry = inputs[name]!
            lines.append("in \(entry.kind) ")
            lines.append(entry.stamp)
            lines.append(entry.trusted ? " 1 " : " 0 ")
            lines.append(entry.hash)
            lines.append(" " + name + "\n")
            if lines.bytes.count >= Self.chunkSize { flush() }
        }
        for path in outputs.keys.sorted() {
            lines.append("out ")
            lines.append(outputs[path]!)
            lines.append(" ")
            lines.append(ManifestPath.escape(path))
            lines.append("\n")
            if lines.bytes.count >= Self.chunkSize { flush() }
        }
        flush()
        signer.signatureLine().withUnsafeBytes { bytes in
            if !failed, !write(bytes) { failed = true }
        }
        return !failed
    }

    private static let chunkSize = 1 << 20

    /// Why a manifest in a folder was not used.
    typealias Problem = SignedBuildFile.Problem

    /// The manifest in `folder`, if it is a regular file no larger than `maximumSize`, signed
    /// with `key`, and well formed.
    static func read(in folder: URL, key signingKey: [UInt8]) -> Result<BuildManifest, Problem> {
        let body: Data
        switch SignedBuildFile.read(folder.appendingPathComponent(fileName).path, header: header, maximumSize: maximumSize, key: signingKey) {
        case .success(let signed): body = signed
        case .failure(let problem): return .failure(problem)
        }
        guard var manifest = parse(body, outputs: false) else { return .failure(.unusable("is malformed")) }
        manifest.body = body
        return .success(manifest)
    }

    /// Reads the manifest's lines as bytes (`BuildFileLine`).
    private static func parse(_ body: Data, outputs: Bool) -> BuildManifest? {
        var manifest = BuildManifest(key: "", zone: "", remotePages: true, pages: -1, files: -1, bookWarnings: [], siteWarnings: [], inputs: [:], outputs: [:])
        let decoder = JSONDecoder()
        let ok: Bool = body.withUnsafeBytes { raw -> Bool in
            BuildFileLine.forEach(in: raw.bindMemory(to: UInt8.self), terminated: false) { line -> BuildFileLine.Step in
                let fields = line.fields
                guard let tag = line.text(0) else { return .malformed }
                switch (tag, fields.count) {
                case ("key", 2): manifest.key = line.text(1) ?? ""
                case ("zone", 2):
                    guard let zone = line.unescaped(1) else { return .malformed }
                    manifest.zone = zone
                case ("remote", 2): manifest.remotePages = line.text(1) != "0"
                case ("pages", 2):
                    guard let pages = line.signed(fields[1]), pages >= 0 else { return .malformed }
                    manifest.pages = Int(pages)
                case ("files", 2):
                    guard let files = line.signed(fields[1]), files >= 0 else { return .malformed }
                    manifest.files = Int(files)
                case ("warning", _):
                    guard fields.count >= 3, let kind = line.text(1),
                          let warning = try? decoder.decode(Diagnostic.self, from: Data(UnsafeBufferPointer(rebasing: line.bytes[fields[2].lowerBound..<line.end]))) else { return .malformed }
                    switch kind {
                    case "book": manifest.bookWarnings.append(warning)
                    case "site": manifest.siteWarnings.append(warning)
                    default: return .malformed
                    }
                case ("in", 12):
                    guard let kindText = line.text(1), kindText.count == 1, let kind = kindText.first, "fdlo".contains(kind), let stamp = line.stamp(2),
                          let hash = line.text(10), let name = line.text(11), name.utf8.count == 32, name.allSatisfy(\.isHexDigit) else { return .malformed }
                    manifest.inputs[name] = BookSnapshot.Entry(kind: kind, stamp: stamp, hash: hash, trusted: line.text(9) == "1")
                case ("out", _) where !outputs:
                    // The site's files come last: a build that needs them reads them (`readOutputs`).
                    return .stop
                case ("out", 9):
                    // Only paths a build can write: relative, no `..`, `.` or empty part, no backslash or NUL.
                    guard let stamp = line.stamp(1), let field = line.text(8), let path = field.utf8.contains(UInt8(ascii: "%")) ? ManifestPath.unescape(Substring(field)) : field,
                          SitePath.isSafe(path) else { return .malformed }
                    manifest.outputs[path] = stamp
                default:
                    return .malformed
                }
                return .next
            }
        }
        guard ok, !manifest.key.isEmpty, !manifest.zone.isEmpty, manifest.pages >= 0, manifest.files >= 0, !outputs || !manifest.outputs.isEmpty else { return nil }
        return manifest
    }

    /// Writes the manifest into `folder` atomically (a new file beside the site renamed into it).
    func write(into folder: URL, key signingKey: [UInt8]) -> Bool {
        // Streamed: the manifest of a faculty's site is 60 MB, never held whole.
        SignedBuildFile.write(named: Self.fileName, into: folder) { descriptor in
            encode(key: signingKey) { FileDescriptorIO.writeAll(descriptor, $0) }
        }
    }
}

/// The manifest's text as it is written: 60,000 lines of numbers are appended as bytes.
private struct ManifestBytes {
    var bytes: [UInt8] = []

    mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

    mutating func append(_ stamp: FileStamp) { stamp.appendFields(to: &bytes) }
}
