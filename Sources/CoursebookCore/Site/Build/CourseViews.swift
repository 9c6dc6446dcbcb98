import CourseModel
import Foundation

/// Each course page's view as the last build made it, kept beside the manifest
/// (`.coursebook-manifest.views` in the output folder) so that a rebuild parses only the pages
/// whose inputs changed: the syllabus record as the site keeps it (`SiteSyllabus.record`), the
/// page's HTML as the site shows it, the files it links to and where its links land, the page's
/// own warnings as a fresh build prints them, and every book path its links were checked against
/// with what was found (`BookFileChecks`).
///
/// A view is keyed by everything it is made from: the build's key as the manifest has it (binary,
/// options, the day, base URL, GitHub addresses, time zone data), `coursebook.yml` (term, section
/// words; also as loaded), the course's file and the page's file (by what the build's snapshot
/// knows of them: content hash, or the stamp that stands for it), the course's id and page, and
/// the GitHub addresses the build uses. The checks of linked book files are not in the key: they
/// are made again (as a fresh build makes them, once per path) and must all find what they found
/// then. Only local pages are kept; a page from GitHub or the web is parsed in every build (its
/// cached copy is not part of the key).
///
/// The file is untrusted input, read like the reach record (`SignedBuildFile`): not signed with
/// this user's key, a link, larger than `maximumSize`, truncated or malformed, it holds no views
/// and every page is parsed. A view is written only when its page, course file and
/// `coursebook.yml` still have, once the site is written, the stamps the snapshot took before they
/// were read (and those were not racy), so the view is of the bytes its key names.
struct CourseViews: Sendable {
    /// The file's name in the output folder; `SiteDotEntries` never carries it into a new site
    /// (it starts with the manifest's name).
    static let fileName = BuildManifest.fileName + ".views"
    /// A larger file is not read, and views that would make the file larger are not written (their
    /// pages are parsed next time): book M's views take about 30 MB.
    static let maximumSize = 256 << 20
    private static let header = "coursebook-views 1"

    /// A checked book path a page's links name, and what the check found.
    struct Check: Sendable, Codable, Equatable {
        var path: String
        var outcome: BookFileChecks.Outcome
    }

    /// What a view needs besides the site's own view of the page, to be kept.
    struct Source: Sendable {
        /// The page's problems as the build reports them (notices, schedule mismatches), in order.
        var problems: [Diagnostic]
        /// The warnings of making the site's view of it.
        var viewWarnings: [Diagnostic]
        /// The book paths checked for its links.
        var checks: [Check]
        /// A kept view's text as the last build's file holds it, written again as it is.
        var json: Data?
    }

    /// One view as the file keeps it.
    struct Stored: Sendable, Codable {
        struct File: Sendable, Codable {
            var source: String
            var target: String
        }

        var record: Syllabus
        var html: String
        var files: [File]
        var externalURL: String?
        var linkTargets: [String: String]
        var problems: [Diagnostic]
        var viewWarnings: [Diagnostic]
        var checks: [Check]

        /// The site's view it keeps.
        var view: SiteSyllabus {
            var view = SiteSyllabus(record: record, html: html, files: files.map { ($0.source, $0.target) }, externalURL: externalURL)
            view.linkTargets = linkTargets
            return view
        }

        var source: Source { Source(problems: problems, viewWarnings: viewWarnings, checks: checks, json: nil) }
    }

    /// The build key the file was written under.
    let buildKey: String
    /// The signed text.
    private let body: Data
    /// Each view's key and where its JSON is in `body`, by course id.
    private let lines: [String: (key: String, json: Range<Int>)]

    /// The number of views the file holds.
    var count: Int { lines.count }

    /// The view of `courseID` when the file holds one under `key`; nil otherwise (or when it does
    /// not decode). Its text comes with it (to be written again rather than encoded) when the file
    /// is at most `rawLimit`: a larger one is not held until the build ends.
    func view(of courseID: String, key: String) -> (stored: Stored, json: Data?)? {
        guard let line = lines[courseID], line.key == key else { return nil }
        let json = body[line.json]
        guard let stored = try? JSONDecoder().decode(Stored.self, from: json) else { return nil }
        return (stored, body.count <= Self.rawLimit ? json : nil)
    }

    /// The largest file whose views' texts are kept for the next file (book M's is 20 MB).
    static let rawLimit = 64 << 20

    /// The views in `folder` when the file is a regular file no larger than `maximumSize`, signed
    /// with `key` and well formed; nil otherwise.
    static func read(in folder: URL, key signingKey: [UInt8]) -> CourseViews? {
        guard case .success(let body) = SignedBuildFile.read(folder.appendingPathComponent(fileName).path, header: header, maximumSize: maximumSize, key: signingKey) else {
            return nil
        }
        var buildKey = ""
        var lines: [String: (key: String, json: Range<Int>)] = [:]
        let ok = body.withUnsafeBytes { raw -> Bool in
            BuildFileLine.forEach(in: raw.bindMemory(to: UInt8.self), terminated: true) { line -> BuildFileLine.Step in
                let fields = line.fields
                guard let tag = line.text(0) else { return .malformed }
                switch tag {
                case "key":
                    guard fields.count == 2, buildKey.isEmpty, line.isHex(fields[1], count: 64) else { return .malformed }
                    buildKey = line.text(1)!
                case "view":
                    guard !buildKey.isEmpty, fields.count >= 4, let id = line.unescaped(1), !id.isEmpty, lines[id] == nil, line.isHex(fields[2], count: 64),
                          fields[3].lowerBound < line.end else { return .malformed }
                    lines[id] = (line.text(2)!, fields[3].lowerBound..<line.end)
                default:
                    return .malformed
                }
                return .next
            }
        }
        guard ok, !buildKey.isEmpty else { return nil }
        return CourseViews(buildKey: buildKey, body: body, lines: lines)
    }

    /// One view to write: the course, its key, the site's view and what it came with.
    struct Entry: Sendable {
        var courseID: String
        var key: String
        var view: SiteSyllabus
        var source: Source
    }

    /// Writes `entries` into the site folder `folder` (a new file beside the site renamed into it),
    /// encoded on all cores a batch at a time and streamed; views past `maximumSize` are left out.
    static func write(_ entries: [Entry], buildKey: String, into folder: URL, key signingKey: [UInt8]) -> Bool {
        SignedBuildFile.write(named: fileName, into: folder) { descriptor in
            var signer = SignedBuildFile.Signer(key: signingKey)
            var size = 0
            func put(_ bytes: [UInt8]) -> Bool {
                size += bytes.count
                return bytes.withUnsafeBytes { raw in
                    signer.update(raw)
                    return FileDescriptorIO.writeAll(descriptor, raw)
                }
            }
            guard put(Array("\(header)\nkey \(buildKey)\n".utf8)) else { return false }
            var full = false
            for start in stride(from: 0, to: entries.count, by: 256) where !full {
                let lines = ParallelMap.map(Array(entries[start..<min(start + 256, entries.count)])) { entry -> [UInt8]? in
                    var line = Array("view \(ManifestPath.escape(entry.courseID)) \(entry.key) ".utf8)
                    if let json = entry.source.json {
                        line.append(contentsOf: json)
                        line.append(0x0A)
                        return line
                    }
                    let view = entry.view
                    guard let record = view.record else { return nil }
                    let stored = Stored(record: record, html: view.html, files: view.files.map { Stored.File(source: $0.source, target: $0.target) },
                                        externalURL: view.externalURL, linkTargets: view.linkTargets, problems: entry.source.problems,
                                        viewWarnings: entry.source.viewWarnings, checks: entry.source.checks)
                    guard let json = try? JSONEncoder().encode(stored) else { return nil }
                    line.append(contentsOf: json)
                    line.append(0x0A)
                    return line
                }
                for case let line? in lines {
                    // Room is left for the signature line.
                    guard size + line.count + 128 <= maximumSize else {
                        full = true
                        break
                    }
                    guard put(line) else { return false }
                }
            }
            return signer.signatureLine().withUnsafeBytes { FileDescriptorIO.writeAll(descriptor, $0) }
        }
    }
}

extension IncrementalBuild.Pending {
    /// What a book file is to a view's key: a regular file's content hash, or while it is unknown
    /// the stamp that stands for it; nil for anything else or a path the snapshot does not hold.
    func version(_ path: String) -> String? {
        guard let entry = snapshot.entries[path], entry.kind == "f" else { return nil }
        return entry.hash == BookSnapshot.unknownHash ? "stamp " + entry.stamp.fields : "hash " + entry.hash
    }

    /// What every view's key of this build shares: the build's key, `coursebook.yml`, the term
    /// and section words as loaded from it, and the GitHub addresses; nil when no view can be
    /// kept (the snapshot is incomplete, `coursebook.yml` no plain file).
    func viewKeyBase(buildKey: String, book: CourseBook, endpoints: GitHubEndpoints) -> String? {
        guard snapshot.complete, let settings = version(BookLayout.settingsFile) else { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let term = try? encoder.encode(book.term) else { return nil }
        var material = ["coursebook-view 1", "build \(buildKey)", "settings \(settings)", "term " + String(decoding: term, as: UTF8.self),
                        "github \(endpoints.raw) \(endpoints.web)"]
        for (kind, words) in book.settings.sectionWords.sorted(by: { $0.key < $1.key }) {
            material.append("words \(kind) " + words.map { String($0.utf8.count) + ":" + $0 }.joined())
        }
        return SHA256.hex(material.map { String($0.utf8.count) + ":" + $0 }.joined(separator: "\n"))
    }

    /// The key of `course`'s view: nil when it cannot be kept (no local page, or its page or
    /// course file no plain file of the snapshot). `settled` (for writing): also nil unless the
    /// page, the course file and `coursebook.yml` had trusted stamps in the snapshot and have them
    /// still, so nothing was written to them between the snapshot and the page's parse.
    func viewKey(of course: Course, base: String, settled: Bool) -> String? {
        guard case .local(let pagePath)? = course.page, let page = version(pagePath) else { return nil }
        let courseFile = CourseFolder.filePath(course.id) { version($0) != nil }
        guard let file = version(courseFile) else { return nil }
        if settled {
            for path in [pagePath, courseFile, BookLayout.settingsFile] {
                guard let entry = snapshot.entries[path], entry.trusted,
                      FileStamp.of(bookRoot.appendingPathComponent(path).path) == entry.stamp else { return nil }
            }
        }
        let material = [base, "course " + course.id, "page " + pagePath, page, "file " + courseFile, file]
        return SHA256.hex(material.map { String($0.utf8.count) + ":" + $0 }.joined(separator: "\n"))
    }
}

extension CourseViews {
    /// The last build's views as this build may use them: a course's view is kept when it was
    /// written under the key its inputs give now.
    struct Reuse: Sendable {
        let views: CourseViews
        let pending: IncrementalBuild.Pending
        let base: String

        /// The kept view of `course` and its text, if its key is the same now; its checks are still to be made.
        func stored(for course: Course) -> (stored: Stored, json: Data?)? {
            guard let key = pending.viewKey(of: course, base: base, settled: false) else { return nil }
            return views.view(of: course.id, key: key)
        }
    }
}

extension IncrementalBuild.Pending {
    /// The views the last build left in the output folder, for the build of `book` with `options`;
    /// nil (parse every page) for `--full`, or when there is no file signed with this user's key
    /// for the same build key.
    func previousViews(options: SiteBuild.Options, book: CourseBook, endpoints: GitHubEndpoints) -> CourseViews.Reuse? {
        guard mayReuse else { return nil }
        let buildKey = IncrementalBuild.keyHash(programID: programID, options: options, today: options.today, zone: book.term.timeZone)
        guard let base = viewKeyBase(buildKey: buildKey, book: book, endpoints: endpoints),
              let views = CourseViews.read(in: output, key: key), views.buildKey == buildKey else { return nil }
        return CourseViews.Reuse(views: views, pending: self, base: base)
    }
}
