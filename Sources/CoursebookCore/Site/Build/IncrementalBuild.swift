import CourseModel
import Foundation

/// Builds into an existing site that skip what cannot have changed, by way of the signed
/// `BuildManifest` the last build left in the output folder.
///
/// `plan` runs before the book is loaded. It walks the book (`BookSnapshot`), and when the
/// manifest is this user's and this binary's, was made with the same options, lists the same
/// content for every book file, and every file of the site still has the stamp the build recorded
/// (and the folder holds nothing else), the site is what a fresh build would write: nothing is
/// loaded, rendered or written. Otherwise the build runs, and `record` writes a new manifest once
/// the new site is in place. Whatever a manifest says, the worst it can do is cost a full build.
package enum IncrementalBuild {
    /// Where the signing key is and which binary this is; tests set both.
    package struct Settings: Sendable {
        /// The user's build key (made on first use); nil: no manifests are read or written.
        package var keyFile: URL?
        /// The binary's identity; nil: no manifests are read or written.
        package var programID: String?
        /// How recently a book file may have changed before the walk for its stamp to be trusted
        /// next time; tests set 0 to see trusted stamps without waiting.
        package var racyMargin: Int64 = 2_000_000_000

        /// The key in the user's state folder (`BuildIdentity.defaultKeyFile`) and the running binary's build id.
        package init() {
            keyFile = BuildIdentity.defaultKeyFile()
            programID = BuildIdentity.programID
        }

        /// Settings with this key file and binary identity.
        package init(keyFile: URL?, programID: String?) {
            self.keyFile = keyFile
            self.programID = programID
        }
    }

    /// A site found up to date: what its build reported.
    package struct UpToDate: Sendable {
        /// HTML pages and all files of the site.
        package var pages: Int
        package var files: Int
        /// Warnings of loading the book, printed before the site's.
        package var bookWarnings: [Diagnostic]
        /// Warnings of the build.
        package var siteWarnings: [Diagnostic]
    }

    /// What a build must do to record its manifest.
    package struct Pending: Sendable {
        let output: URL
        /// The book folder, as the snapshot walked it.
        let bookRoot: URL
        let key: [UInt8]
        /// Where `key` is kept; it is written there (if missing) only when the manifest is.
        let keyFile: URL
        let programID: String
        let snapshot: BookSnapshot
        let nameKey: @Sendable (String) -> String
        /// What changed in the book since the last manifest (paths new or different, and how
        /// many are gone); nil when there was no usable manifest.
        package let changes: (paths: Set<String>, removed: Int)?
        /// The last build's manifest, signed with this user's key; nil when there was none.
        let previous: BuildManifest?
        /// Whether pages may be kept from the last site (`SiteReuse`); false for `--full`.
        let mayReuse: Bool
    }

    /// What `plan` found.
    package enum Plan: Sendable {
        /// Nothing to do: the site is what a fresh build would write.
        case upToDate(UpToDate)
        /// Build, and record a manifest with `pending` (nil: none can be kept); `note` says why an
        /// existing manifest was not used, for standard error.
        case build(Pending?, note: String?)
    }

    /// Decides whether the build into `options.output` can be skipped. `options.today` is not
    /// used: the day is `fixedToday` or, without it, today in the time zone the last build
    /// recorded (the book's own, since `coursebook.yml` is unchanged when that matters).
    /// `maySkip: false` (`--full`) only prepares the new manifest.
    package static func plan(bookRoot: URL, options: SiteBuild.Options, fixedToday: LocalDate?, maySkip: Bool = true, settings: Settings = Settings()) -> Plan {
        guard let programID = settings.programID, let keyFile = settings.keyFile else { return .build(nil, note: nil) }
        // No key yet: no manifest can be ours; a new key is kept once a build records one.
        let stored = BuildIdentity.existingKey(at: keyFile)
        if stored == nil, FileManager.default.fileExists(atPath: keyFile.path) { return .build(nil, note: "note: \(keyFile.path) is not a private file of yours; builds are not recorded") }
        let key = stored ?? BuildIdentity.newKey()
        let output = OutputFolderSwap(url: options.output)
        let bookRoot = bookRoot.standardizedFileURL.resolvingSymlinksInPath()
        var note: String?
        var manifest: BuildManifest?
        switch stored == nil ? .failure(.missing) : BuildManifest.read(in: output.url, key: key) {
        case .success(let found): manifest = found
        case .failure(.missing): break
        case .failure(.unusable(let reason)):
            note = "note: \(output.url.path)/\(BuildManifest.fileName) \(reason); building everything"
        }
        let nameKey = nameKey(key)
        let snapshot = BookSnapshot.take(bookRoot: bookRoot, excluded: excludedPaths(bookRoot: bookRoot, output: output.url), previous: manifest?.inputs ?? [:], racyMargin: settings.racyMargin, nameKey: nameKey)
        let changes = manifest.map { snapshot.changes(since: $0.inputs, nameKey: nameKey) }
        let pending = Pending(output: output.url, bookRoot: bookRoot, key: key, keyFile: keyFile, programID: programID, snapshot: snapshot, nameKey: nameKey, changes: changes,
                              previous: manifest, mayReuse: maySkip)
        guard maySkip, let manifest, let changes, changes.paths.isEmpty, changes.removed == 0, snapshot.complete, !manifest.remotePages || options.offline,
              !options.strict || (manifest.bookWarnings.isEmpty && manifest.siteWarnings.isEmpty),
              let today = fixedToday ?? TermClock(zone: manifest.zone)?.today(),
              manifest.key == keyHash(programID: programID, options: options, today: today, zone: manifest.zone)
        else { return .build(pending, note: note) }
        do throws(SiteError) {
            try output.validate(book: bookRoot, audience: options.audience, force: options.force)
        } catch {
            return .build(pending, note: note)
        }
        // A killed build's leftovers would give their dot-entries back in a full build too.
        SiteDotEntries.recover(output: output.url)
        guard let outputs = manifest.readOutputs() else { return .build(pending, note: "note: \(output.url.path)/\(BuildManifest.fileName) is malformed; building everything") }
        guard siteMatches(outputs, in: output.url.path) else { return .build(pending, note: note) }
        return .upToDate(UpToDate(pages: manifest.pages, files: manifest.files, bookWarnings: manifest.bookWarnings, siteWarnings: manifest.siteWarnings))
    }

    /// The name a book path is kept under in the manifest: a hash of it under the user's key, so
    /// the manifest reveals no file names and cannot be matched against guessed ones.
    static func nameKey(_ key: [UInt8]) -> @Sendable (String) -> String {
        let secret = HexDigits.bytes(key)
        return { path in String(SHA256.hex(secret + "\u{0}" + path).prefix(32)) }
    }

    /// Book paths the snapshot leaves out: `.git`, the output folder, the default site folders
    /// when they hold a build's marker, and the staging folders builds leave beside a site.
    static func excludedPaths(bookRoot: URL, output: URL) -> Set<String> {
        var excluded: Set<String> = [".git"]
        let root = bookRoot.path
        func relative(_ path: String) -> String? { RealPaths.path(path, relativeTo: root) }
        for audience in SiteAudience.allCases {
            let site = bookRoot.appendingPathComponent(OutputFolderSwap.defaultName(for: audience))
            if OutputFolderSwap.markerAudience(in: site) != nil { excluded.insert(OutputFolderSwap.defaultName(for: audience)) }
        }
        if let path = relative(output.path) { excluded.insert(path) }
        for folder in Set([bookRoot, output.deletingLastPathComponent()]) {
            guard let prefix = folder.path == root ? "" : relative(folder.path).map({ $0 + "/" }) else { continue }
            for case let name? in BookSnapshot.names(in: folder.path) ?? [] where OutputFolderSwap.workEntry(named: name) != nil { excluded.insert(prefix + name) }
        }
        return excluded
    }

    /// The hash of everything besides the book's files that a site depends on: the binary, the
    /// options, the GitHub addresses from the environment, and the time zone data of the term's zone.
    static func keyHash(programID: String, options: SiteBuild.Options, today: LocalDate, zone: String) -> String {
        let endpoints = GitHubEndpoints.fromEnvironment()
        let baseURL = SiteInput.normalizedBaseURL(options.baseURL) ?? "-"
        let zoneFile = BookPath.isSafeRelative(zone)
            ? (FileStamp.of("/usr/share/zoneinfo/" + zone, following: true)?.fields ?? "none") : "none"
        let material = [
            "program \(programID)", "audience \(options.audience.rawValue)", "today \(today)", "base-url \(baseURL)",
            "offline \(options.offline)", "source-date-epoch \(options.sourceDateEpoch.map(String.init) ?? "-")",
            "github \(endpoints.raw) \(endpoints.web)", "zone \(zone) \(zoneFile)",
            "tz \(ProcessInfo.processInfo.environment["TZ"] ?? "-") \(ProcessInfo.processInfo.environment["TZDIR"] ?? "-")",
        ]
        return SHA256.hex(material.joined(separator: "\n"))
    }

    /// The stamps of the regular files at `paths` under `root`, taken folder by folder relative
    /// to the open folder; nil when one is missing or not a regular file.
    static func stamps(of paths: [String], in root: String) -> [String: FileStamp]? {
        var byFolder: [String: [String]] = [:]
        for path in paths {
            if let slash = path.lastIndex(of: "/") {
                byFolder[String(path[..<slash]), default: []].append(String(path[path.index(after: slash)...]))
            } else {
                byFolder["", default: []].append(path)
            }
        }
        var stamps: [String: FileStamp] = [:]
        stamps.reserveCapacity(paths.count)
        for (folder, names) in byFolder {
            let descriptor = open(folder.isEmpty ? root : root + "/" + folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard descriptor >= 0 else { return nil }
            defer { close(descriptor) }
            for name in names {
                var status = stat()
                guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
                let stamp = FileStamp(status)
                guard stamp.isRegular else { return nil }
                stamps[folder.isEmpty ? name : folder + "/" + name] = stamp
            }
        }
        return stamps
    }

    /// Whether the site folder holds exactly the recorded files, each with its recorded stamp,
    /// and the folders they sit in: no other file, folder or link, except the top-level
    /// dot-entries a build leaves alone (`SiteDotEntries`).
    static func siteMatches(_ outputs: [String: FileStamp], in root: String) -> Bool {
        var folders: Set<String> = []
        for path in outputs.keys {
            var parent = path
            while let slash = parent.lastIndex(of: "/") {
                parent = String(parent[..<slash])
                if !folders.insert(parent).inserted { break }
            }
        }
        var seen = 0
        var pending: [String] = [""]
        while let folder = pending.popLast() {
            guard let entries = BookSnapshot.entries(in: folder.isEmpty ? root : root + "/" + folder) else { return false }
            for (name, stamp) in entries {
                guard let name else { return false }
                let relative = folder.isEmpty ? name : folder + "/" + name
                if folder.isEmpty {
                    if name == BuildManifest.fileName || name == ReachRecord.fileName || name == CourseViews.fileName { continue }
                    if name.hasPrefix(BuildManifest.fileName) { return false }
                    if name.hasPrefix("."), outputs[name] == nil, !folders.contains(name) { continue }
                }
                guard let stamp else { return false }
                if stamp.isDirectory {
                    guard folders.contains(relative) else { return false }
                    pending.append(relative)
                } else {
                    guard stamp.isRegular, outputs[relative] == stamp else { return false }
                    seen += 1
                }
            }
        }
        return seen == outputs.count
    }
}

extension IncrementalBuild.Pending {
    /// Writes the manifest of a finished build into its output folder, last: `paths` are the
    /// site's files (the marker included); nothing is written when one of them cannot be read,
    /// or when the site is not the one planned for.
    func record(output folder: URL, paths: [String], options: SiteBuild.Options, book: CourseBook, pages: Int, files: Int,
                bookWarnings: [Diagnostic], siteWarnings: [Diagnostic], reach: SiteRenderer.CourseFiles? = nil,
                views: CourseSyllabusAdapter.Views? = nil, endpoints: GitHubEndpoints = .fromEnvironment()) {
        guard folder.path == output.path else { return }
        // Every file of the site is written by now. Waiting a little past the file system's
        // clock tick means a file changed after it is stamped below gets a later change time.
        usleep(20_000)
        guard let outputs = IncrementalBuild.stamps(of: paths, in: folder.path) else { return }
        let remote = book.courses.contains { course in
            guard let page = course.page else { return false }
            if case .local = page { return false }
            return true
        }
        let zone = book.term.timeZone
        let manifest = BuildManifest(
            key: IncrementalBuild.keyHash(programID: programID, options: options, today: options.today, zone: zone), zone: zone, remotePages: remote,
            pages: pages, files: files, bookWarnings: bookWarnings, siteWarnings: siteWarnings, inputs: snapshot.keyed, outputs: outputs
        )
        // The key is made now, with the first manifest; should another build have made one
        // meanwhile, the manifest is signed (and its names kept) under that one.
        guard let stored = BuildIdentity.store(key, at: keyFile) else { return }
        var signed = manifest
        if stored != key {
            let nameKey = IncrementalBuild.nameKey(stored)
            signed.inputs = Dictionary(snapshot.entries.map { (nameKey($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
        }
        // The views and the reach record go first: a manifest is only ever beside those of its own
        // build. Views are a cache: one that cannot be written is only pages parsed next time.
        if let views, let base = viewKeyBase(buildKey: manifest.key, book: book, endpoints: endpoints) {
            var entries: [CourseViews.Entry] = []
            for course in book.courses {
                guard let source = views.sources[course.id], let view = views.syllabi[course.id], view.record != nil,
                      let key = viewKey(of: course, base: base, settled: true) else { continue }
                entries.append(CourseViews.Entry(courseID: course.id, key: key, view: view, source: source))
            }
            _ = CourseViews.write(entries, buildKey: manifest.key, into: folder, key: stored)
        }
        if let reach {
            let nameKey = stored == key ? nameKey : IncrementalBuild.nameKey(stored)
            var record = ReachRecord(key: manifest.key, courses: reach.digests, names: reach.names)
            record.courseInputs = Set(snapshot.entries.keys.filter(SiteReuse.isCourseInput).map(nameKey))
            for (path, links) in reach.files {
                guard let stamp = outputs[path] else { continue }
                record.pages[path] = ReachRecord.Page(stamp: stamp, links: links.map { ($0.idNumbers, $0.targetNumbers, $0.anchorNumbers) })
            }
            guard record.write(into: folder, key: stored) else { return }
        }
        _ = signed.write(into: folder, key: stored)
    }
}
