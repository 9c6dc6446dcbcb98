import CourseModel
import Foundation
import Testing
@testable import CoursebookCore

/// Builds into an existing site that skip what did not change (`IncrementalBuild`): after every
/// kind of change the site equals a fresh build's byte for byte, file list included, and no
/// manifest, however made, makes it differ or reaches outside the output folder.
@Suite("Incremental builds")
struct IncrementalBuildTests {
    /// One book copy, its output folder and a build key of its own.
    struct Setup {
        let folder: URL
        let book: URL
        let output: URL
        let keyFile: URL

        init() throws {
            folder = try SiteTestSupport.temporaryFolder("incremental")
            book = folder.appendingPathComponent("book")
            try FileManager.default.copyItem(at: SiteTestSupport.fixtureBook, to: book)
            try? FileManager.default.removeItem(at: book.appendingPathComponent("_site"))
            output = folder.appendingPathComponent("site")
            keyFile = folder.appendingPathComponent("key/build-key")
        }

        func remove() { try? FileManager.default.removeItem(at: folder) }

        var manifest: URL { output.appendingPathComponent(BuildManifest.fileName) }
    }

    /// The options a test build uses.
    struct Choice: Sendable {
        var today = "2026-11-21"
        var audience = SiteAudience.public
        var baseURL: String?
        var epoch: Int64?
        var program = "test-build-1"
        var strict = false
        var racyMargin: Int64 = 2_000_000_000
    }

    enum Outcome: Equatable {
        case skipped
        case built
    }

    /// A build as `coursebook build` runs it: the plan, then (unless up to date) load and build.
    @discardableResult
    static func build(_ setup: Setup, into output: URL? = nil, _ choice: Choice = Choice(), keyFile: URL? = nil, notes: inout [String]) async throws -> Outcome {
        let output = output ?? setup.output
        let today = LocalDate(iso: choice.today)!
        var options = SiteBuild.Options(output: output, audience: choice.audience, today: today, baseURL: choice.baseURL, offline: true, strict: choice.strict, sourceDateEpoch: choice.epoch)
        var settings = IncrementalBuild.Settings(keyFile: keyFile ?? setup.keyFile, programID: choice.program)
        settings.racyMargin = choice.racyMargin
        switch IncrementalBuild.plan(bookRoot: setup.book, options: options, fixedToday: today, settings: settings) {
        case .upToDate: return .skipped
        case .build(let pending, let note):
            if let note { notes.append(note) }
            options.incremental = pending
        }
        let loaded = try BookLoader(root: setup.book, keepsAttendance: choice.audience == .staff).load()
        options.bookWarnings = loaded.warnings
        _ = try await SiteBuild(bookRoot: setup.book, book: loaded.book).run(options)
        return .built
    }

    @discardableResult
    static func build(_ setup: Setup, _ choice: Choice = Choice()) async throws -> Outcome {
        var notes: [String] = []
        return try await build(setup, choice, notes: &notes)
    }

    /// Every file and folder under `folder` (the manifest aside) with its bytes; a link or other
    /// special file is recorded as such.
    static func tree(_ folder: URL) -> [String: Data] {
        var out: [String: Data] = [:]
        let base = folder.standardizedFileURL.resolvingSymlinksInPath().path
        let enumerator = FileManager.default.enumerator(atPath: base)
        while let path = enumerator?.nextObject() as? String {
            if path == BuildManifest.fileName || path == ReachRecord.fileName || path == CourseViews.fileName { continue }
            let full = base + "/" + path
            guard let stamp = FileStamp.of(full) else { continue }
            if stamp.isDirectory { out[path + "/"] = Data() } else if stamp.isRegular { out[path] = FileManager.default.contents(atPath: full) } else { out[path] = Data("special".utf8) }
        }
        return out
    }

    /// A fresh build of the book as it is now, with the same options, into a new folder, with no manifest.
    static func fresh(_ setup: Setup, _ choice: Choice = Choice()) async throws -> [String: Data] {
        let output = setup.folder.appendingPathComponent("fresh-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let today = LocalDate(iso: choice.today)!
        let loaded = try BookLoader(root: setup.book, keepsAttendance: choice.audience == .staff).load()
        let options = SiteBuild.Options(output: output, audience: choice.audience, today: today, baseURL: choice.baseURL, offline: true, strict: choice.strict, sourceDateEpoch: choice.epoch)
        _ = try await SiteBuild(bookRoot: setup.book, book: loaded.book).run(options)
        return tree(output)
    }

    static func expectSameAsFresh(_ setup: Setup, _ choice: Choice = Choice(), sourceLocation: Testing.SourceLocation = #_sourceLocation) async throws {
        let built = tree(setup.output)
        let fresh = try await fresh(setup, choice)
        #expect(built.keys.sorted() == fresh.keys.sorted(), sourceLocation: sourceLocation)
        for (path, data) in fresh where built[path] != data {
            Issue.record("\(path) differs from a fresh build", sourceLocation: sourceLocation)
        }
    }

    static func append(_ text: String, to file: URL) throws {
        let handle = try FileHandle(forWritingTo: file)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    static func replace(_ old: String, with new: String, in file: URL) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(old), "\(file.lastPathComponent) holds \(old)")
        try text.replacingOccurrences(of: old, with: new).write(to: file, atomically: false, encoding: .utf8)
    }

    @Test func aSecondBuildOfAnUnchangedBookIsSkippedAndTouchesNothing() async throws {
        let setup = try Setup()
        defer { setup.remove() }
        #expect(try await Self.build(setup) == .built)
        #expect(FileManager.default.fileExists(atPath: setup.manifest.path))
        let before = Self.tree(setup.output)
        let stamps = before.keys.sorted().map { FileStamp.of(setup.output.path + "/" + $0) }
        #expect(try await Self.build(setup) == .skipped)
        #expect(Self.tree(setup.output) == before)
        #expect(before.keys.sorted().map { FileStamp.of(setup.output.path + "/" + $0) } == stamps)
        try await Self.expectSameAsFresh(setup)
    }

    /// Each kind of change: the next build runs, gives a fresh build's site, and the one after is skipped.
    static let changes: [(String, @Sendable (Setup) throws -> Void)] = [
        ("edited note", Self.editedNote),
        ("new note", { setup in
            try Data("---\ntitle: Late addition\ncreated: 2026-09-10T09:00:00-04:00\n---\nSomething new.\n".utf8).write(to: setup.book.appendingPathComponent("notes/alg/2026-09-10-late.md"))
        }),
        ("deleted note", { try FileManager.default.removeItem(at: $0.book.appendingPathComponent("notes/alg/2026-09-08-follow-up.md")) }),
        ("course page", Self.coursePageEdited),
        ("image a course page links to", Self.linkedImageChanged),
        ("CSV row", Self.attendanceRow),
        ("people CSV", Self.person),
        ("course file", { try append("\n", to: $0.book.appendingPathComponent("courses/geo.yml")) }),
        ("template", Self.template),
        ("static file", Self.staticFile),
    ]

    @Test(arguments: 0..<changes.count)
    func aChangedBookIsBuiltAgainAsAFreshBuildWould(_ index: Int) async throws {
        let (name, change) = Self.changes[index]
        let setup = try Setup()
        defer { setup.remove() }
        try await Self.build(setup)
        try change(setup)
        #expect(try await Self.build(setup) == .built, "\(name)")
        try await Self.expectSameAsFresh(setup)
        #expect(try await Self.build(setup) == .skipped, "\(name)")
    }

    /// Options and the binary are part of the manifest's key.
    static let optionChanges: [(String, Choice)] = [
        ("--today", Choice(today: "2026-11-22")),
        ("another binary", Choice(program: "test-build-2")),
        ("--base-url", Choice(baseURL: "https://example.edu/course/")),
        ("SOURCE_DATE_EPOCH", Choice(epoch: 1_790_000_000)),
    ]

    @Test(arguments: 0..<optionChanges.count)
    func changedOptionsOrBinaryBuildAgain(_ index: Int) async throws {
        let (name, choice) = Self.optionChanges[index]
        let setup = try Setup()
        defer { setup.remove() }
        try await Self.build(setup)
        #expect(try await Self.build(setup, choice) == .built, "\(name)")
        try await Self.expectSameAsFresh(setup, choice)
        #expect(try await Self.build(setup, choice) == .skipped, "\(name)")
        #expect(try await Self.build(setup) == .built, "\(name), back")
        try await Self.expectSameAsFresh(setup)
    }

    /// Stamps trusted at once (as they are for files not changed in the last 2 s): a file first
    /// seen is recorded by its stamp alone and read only once that changes, so an edit is a
    /// change, and rewriting the same bytes is one only until its hash is known.
    @Test func stampsStandForHashesUntilAFileChanges() async throws {
        let setup = try Setup()
        defer { setup.remove() }
        var choice = Choice()
        choice.racyMargin = 0
        #expect(try await Self.build(setup, choice) == .built)
        #expect(try await Self.build(setup, choice) == .skipped)
        let people = setup.book.appendingPathComponent("people.csv")
        let bytes = try Data(contentsOf: people)
        try Self.replace("Ada,Lovelace", with: "Adele,Lovelace", in: people)
        #expect(try await Self.build(setup, choice) == .built)
        try await Self.expectSameAsFresh(setup, choice)
        #expect(try await Self.build(setup, choice) == .skipped)
        // The same bytes written again: a new stamp, the hash recorded last time, no change.
        let edited = try Data(contentsOf: people)
        try edited.write(to: people)
        #expect(try await Self.build(setup, choice) == .skipped)
        // Back to the first bytes: a change.
        try bytes.write(to: people)
        #expect(try await Self.build(setup, choice) == .built)
        try await Self.expectSameAsFresh(setup, choice)
        // A note never read before (its hash unknown) edited in place: a change.
        try Self.append("\nMore.\n", to: setup.book.appendingPathComponent("notes/alg/2026-09-08-first-meeting.md"))
        #expect(try await Self.build(setup, choice) == .built)
        try await Self.expectSameAsFresh(setup, choice)
        // Touched only, hash unknown: built once (the hash is taken then), then skipped.
        let course = setup.book.appendingPathComponent("courses/geo.yml")
        try Data(contentsOf: course).write(to: course)
        #expect(try await Self.build(setup, choice) == .built)
        try Data(contentsOf: course).write(to: course)
        #expect(try await Self.build(setup, choice) == .skipped)
        try await Self.expectSameAsFresh(setup, choice)
    }

    @Test func aStaffSiteIsKeptApartFromThePublicOne() async throws {
        let setup = try Setup()
        defer { setup.remove() }
        var notes: [String] = []
        let staff = Choice(audience: .staff)
        let staffOutput = setup.folder.appendingPathComponent("staff")
        #expect(try await Self.build(setup, into: staffOutput, staff, notes: &notes) == .built)
        #expect(try await Self.build(setup, into: staffOutput, staff, notes: &notes) == .skipped)
        try Self.append("alg,plain,2026-09-10,absent\n", to: setup.book.appendingPathComponent("attendance.csv"))
        #expect(try await Self.build(setup, into: staffOutput, staff, notes: &notes) == .built)
        let fresh = try await Self.fresh(setup, staff)
        #expect(Self.tree(staffOutput) == fresh)
    }

    // MARK: - Keeping what a change cannot reach

    /// A build as `coursebook build` runs it, with what it reported; nil when it was skipped.
    static func built(_ setup: Setup, _ choice: Choice = Choice(), full: Bool = false) async throws -> SiteBuild.Summary? {
        let today = LocalDate(iso: choice.today)!
        var options = SiteBuild.Options(output: setup.output, audience: choice.audience, today: today, baseURL: choice.baseURL, offline: true, strict: choice.strict, sourceDateEpoch: choice.epoch)
        var settings = IncrementalBuild.Settings(keyFile: setup.keyFile, programID: choice.program)
        settings.racyMargin = choice.racyMargin
        switch IncrementalBuild.plan(bookRoot: setup.book, options: options, fixedToday: today, maySkip: !full, settings: settings) {
        case .upToDate: return nil
        case .build(let pending, _): options.incremental = pending
        }
        let loaded = try BookLoader(root: setup.book, keepsAttendance: choice.audience == .staff).load()
        options.bookWarnings = loaded.warnings
        return try await SiteBuild(bookRoot: setup.book, book: loaded.book).run(options)
    }

    /// The warnings of a fresh build of the book as it is now.
    static func freshWarnings(_ setup: Setup, _ choice: Choice = Choice()) async throws -> [String] {
        let output = setup.folder.appendingPathComponent("fresh-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let loaded = try BookLoader(root: setup.book, keepsAttendance: choice.audience == .staff).load()
        let options = SiteBuild.Options(output: output, audience: choice.audience, today: LocalDate(iso: choice.today)!, baseURL: choice.baseURL, offline: true, strict: choice.strict, sourceDateEpoch: choice.epoch)
        return try await SiteBuild(bookRoot: setup.book, book: loaded.book).run(options).warnings.map(\.description)
    }

    /// Removes the lines holding `text` from a file.
    static func removeLines(containing text: String, in file: URL, expected: Bool = true) throws {
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        if expected { #expect(lines.contains { $0.contains(text) }, "\(file.lastPathComponent) holds \(text)") }
        try lines.filter { !$0.contains(text) }.joined(separator: "\n").write(to: file, atomically: false, encoding: .utf8)
    }

    /// Each kind of change, the audience it is built for, and which courses' files the next build
    /// keeps from the last site (the book has two: `alg` with a course page and notes, `geo`).
    // The changes both the reach and the view tables make, written once.
    static let editedNote: @Sendable (Setup) throws -> Void = { try append("\nA line added later.\n", to: $0.book.appendingPathComponent("notes/alg/2026-09-08-follow-up.md")) }
    static let coursePageEdited: @Sendable (Setup) throws -> Void = { try append("\n## Extra section\n\nMore reading.\n", to: $0.book.appendingPathComponent("pages/alg.md")) }
    static let linkedImageChanged: @Sendable (Setup) throws -> Void = { try Data("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8).write(to: $0.book.appendingPathComponent("pages/img/figure.svg")) }
    static let linkedImageRemoved: @Sendable (Setup) throws -> Void = { try FileManager.default.removeItem(at: $0.book.appendingPathComponent("pages/img/figure.svg")) }
    static let enrollmentsRow: @Sendable (Setup) throws -> Void = { try append("geo,plain\n", to: $0.book.appendingPathComponent("enrollments.csv")) }
    static let attendanceRow: @Sendable (Setup) throws -> Void = { try append("alg,plain,2026-09-10,absent\n", to: $0.book.appendingPathComponent("attendance.csv")) }
    static let person: @Sendable (Setup) throws -> Void = { try replace("Ada,Lovelace", with: "Adele,Lovelace", in: $0.book.appendingPathComponent("people.csv")) }
    static let coursebookYML: @Sendable (Setup) throws -> Void = { try replace("Canary Test Institute", with: "Canary Institute", in: $0.book.appendingPathComponent("coursebook.yml")) }
    static let template: @Sendable (Setup) throws -> Void = { setup in
        let folder = setup.book.appendingPathComponent(TemplateLibrary.overridesFolderName)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("body { color: #123456; }\n".utf8).write(to: folder.appendingPathComponent("site.css"))
    }
    static let staticFile: @Sendable (Setup) throws -> Void = { setup in
        let folder = setup.book.appendingPathComponent("static")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("example.edu\n".utf8).write(to: folder.appendingPathComponent("CNAME"))
    }

    static let reachChanges: [(name: String, audience: SiteAudience, kept: Set<String>, change: @Sendable (Setup) throws -> Void)] = [
        ("edited note", .public, ["geo"], Self.editedNote),
        ("new note in another course", .public, ["alg"], { setup in
            try FileManager.default.createDirectory(at: setup.book.appendingPathComponent("notes/geo"), withIntermediateDirectories: true)
            try Data("---\ntitle: Compass work\ncreated: 2026-09-09T16:00:00-04:00\n---\nBring a compass.\n".utf8).write(to: setup.book.appendingPathComponent("notes/geo/2026-09-09-compass.md"))
        }),
        ("deleted note", .public, ["geo"], { try FileManager.default.removeItem(at: $0.book.appendingPathComponent("notes/alg/2026-09-08-follow-up.md")) }),
        ("course page", .public, ["geo"], Self.coursePageEdited),
        ("image a course page links to", .public, ["alg", "geo"], Self.linkedImageChanged),
        ("image a course page links to, removed", .public, ["geo"], Self.linkedImageRemoved),
        ("enrollments row", .public, ["alg"], Self.enrollmentsRow),
        ("attendance row, public", .public, ["alg", "geo"], Self.attendanceRow),
        ("attendance row, staff", .staff, ["geo"], Self.attendanceRow),
        ("bonus row", .staff, ["geo"], { try append("alg,plain,2,Good question,2026-09-10\n", to: $0.book.appendingPathComponent("bonus.csv")) }),
        ("projects row", .public, ["alg"], { try append("geo,Sketchbook,2026-10-07,no\n", to: $0.book.appendingPathComponent("projects.csv")) }),
        ("a session cancelled", .public, ["alg"], { try append("  cancel: [2026-09-16]\n", to: $0.book.appendingPathComponent("courses/geo.yml")) }),
        ("new course", .public, ["alg", "geo"], { setup in
            try Data("name: Topology\nsubject: Mathematics\nbranch: North Campus\nteacher: tlovelace\nmeets:\n  - {days: M, start: \"09:00\", end: \"10:00\", room: N-303}\n".utf8)
                .write(to: setup.book.appendingPathComponent("courses/top.yml"))
        }),
        ("removed course", .public, ["alg"], { setup in
            try FileManager.default.removeItem(at: setup.book.appendingPathComponent("courses/geo.yml"))
            try removeLines(containing: "geo,", in: setup.book.appendingPathComponent("enrollments.csv"))
        }),
        ("person", .public, [], Self.person),
        ("person removed", .staff, [], { setup in
            try removeLines(containing: "plain", in: setup.book.appendingPathComponent("people.csv"))
            for file in ["enrollments.csv", "attendance.csv", "bonus.csv"] { try removeLines(containing: ",plain", in: setup.book.appendingPathComponent(file), expected: false) }
        }),
        ("coursebook.yml", .public, [], Self.coursebookYML),
        ("template", .public, [], Self.template),
        ("static file", .public, [], Self.staticFile),
    ]

    @Test(arguments: 0..<reachChanges.count)
    func aChangeKeepsTheCoursesItCannotReachAndGivesAFreshBuildsSite(_ index: Int) async throws {
        let (name, audience, kept, change) = Self.reachChanges[index]
        let setup = try Setup()
        defer { setup.remove() }
        let choice = Choice(audience: audience)
        let first = try #require(try await Self.built(setup, choice))
        #expect(first.keptCourses == 0)
        try change(setup)
        let summary = try #require(try await Self.built(setup, choice), "\(name)")
        let courses = try BookLoader(root: setup.book).load().book.courses.filter { kept.contains($0.id) }
        #expect(summary.keptCourses == kept.count, "\(name): kept \(summary.keptCourses) courses, expected \(kept.sorted())")
        try await Self.expectSameAsFresh(setup, choice)
        #expect(summary.warnings.map(\.description) == (try await Self.freshWarnings(setup, choice)), "\(name)")
        #expect(courses.count == kept.count)
        // The record the build left serves the next change too.
        try Self.append("\nAnd one more line.\n", to: setup.book.appendingPathComponent("pages/alg.md"))
        let next = try #require(try await Self.built(setup, choice), "\(name), then a course page")
        let others = try BookLoader(root: setup.book).load().book.courses.filter { $0.id != "alg" }.count
        #expect(next.keptCourses == others, "\(name), then a course page")
        try await Self.expectSameAsFresh(setup, choice)
        #expect(try await Self.built(setup, choice) == nil, "\(name)")
    }

    /// Options are the manifest's key: a change of any renders everything.
    @Test(arguments: 0..<optionChanges.count)
    func changedOptionsKeepNothing(_ index: Int) async throws {
        let (name, choice) = Self.optionChanges[index]
        let setup = try Setup()
        defer { setup.remove() }
        _ = try await Self.built(setup)
        let summary = try #require(try await Self.built(setup, choice), "\(name)")
        #expect(summary.keptCourses == 0, "\(name)")
        try await Self.expectSameAsFresh(setup, choice)
    }

    /// `--full` renders everything whatever the record says.
    @Test func aFullBuildKeepsNothing() async throws {
        let setup = try Setup()
        defer { setup.remove() }
        _ = try await Self.built(setup)
        try Self.append("\nMore.\n", to: setup.book.appendingPathComponent("pages/alg.md"))
        let summary = try #require(try await Self.built(setup, full: true))
        #expect(summary.keptCourses == 0)
        try await Self.expectSameAsFresh(setup)
    }

    /// The reach record beside the manifest, however it was changed, keeps nothing a fresh build
    /// would not write: edited, signed with another key, a link, stale, or naming paths outside
    /// the site, it is no record; a kept file changed since the build is rendered again.
    @Test(arguments: ["flipped byte", "other key", "symlink", "stale", "outside path", "edited page", "replaced page", "truncated"])
    func aTamperedReachRecordCannotChangeTheSite(_ kind: String) async throws {
        let setup = try Setup()
        defer { setup.remove() }
        let record = setup.output.appendingPathComponent(ReachRecord.fileName)
        _ = try await Self.built(setup)
        let stale = try Data(contentsOf: record)
        let geoPage = setup.output.appendingPathComponent("courses/geo/index.html")
        // Any change of alg alone: geo's files would be kept.
        try Self.append("\nA line added later.\n", to: setup.book.appendingPathComponent("notes/alg/2026-09-08-follow-up.md"))
        switch kind {
        case "flipped byte":
            var data = try Data(contentsOf: record)
            data[data.count / 2] ^= 0x01
            try data.write(to: record)
        case "other key":
            var data = try Data(contentsOf: record)
            let body = data[..<data.range(of: Data("mac ".utf8), options: .backwards)!.lowerBound]
            data = Data(body) + Data("mac \(SHA256.hmac(key: [UInt8](repeating: 7, count: 32), message: Data(body)))\n".utf8)
            try data.write(to: record)
        case "symlink":
            let elsewhere = setup.folder.appendingPathComponent("record-copy")
            try FileManager.default.moveItem(at: record, to: elsewhere)
            try FileManager.default.createSymbolicLink(at: record, withDestinationURL: elsewhere)
        case "stale":
            _ = try await Self.built(setup)
            try Self.append("\nAnother line.\n", to: setup.book.appendingPathComponent("notes/alg/2026-09-08-follow-up.md"))
            try stale.write(to: record)
        case "outside path":
            let key = BuildIdentity.key(at: setup.keyFile)!
            var text = try String(contentsOf: record, encoding: .utf8)
            text = String(text[..<text.range(of: "mac ", options: .backwards)!.lowerBound])
            let stamp = FileStamp.of(geoPage.path)!
            text += "file \(stamp.fields) ../outside.txt\n"
            var data = Data(text.utf8)
            data += Data("mac \(SHA256.hmac(key: key, message: data))\n".utf8)
            try data.write(to: record)
        case "edited page":
            // Same size and modification time: the change time tells.
            var data = try Data(contentsOf: geoPage)
            let stamp = FileStamp.of(geoPage.path)!
            data[data.count - 2] = UInt8(ascii: "X")
            let handle = try FileHandle(forWritingTo: geoPage)
            try handle.write(contentsOf: data)
            try handle.close()
            var times = [timespec(tv_sec: Int(stamp.modified / 1_000_000_000), tv_nsec: Int(stamp.modified % 1_000_000_000)),
                         timespec(tv_sec: Int(stamp.modified / 1_000_000_000), tv_nsec: Int(stamp.modified % 1_000_000_000))]
            utimensat(AT_FDCWD, geoPage.path, &times, 0)
        case "replaced page":
            try FileManager.default.removeItem(at: geoPage)
            try FileManager.default.createSymbolicLink(atPath: geoPage.path, withDestinationPath: "/etc/hostname")
        default:
            let data = try Data(contentsOf: record)
            try data.prefix(data.count / 3).write(to: record)
        }
        let summary = try #require(try await Self.built(setup))
        #expect(summary.keptCourses == 0, "\(kind)")
        try await Self.expectSameAsFresh(setup)
        #expect(try String(contentsOf: geoPage, encoding: .utf8).contains("Geometry Workshop"))
        // The next change keeps again, from the record this build left.
        try Self.append("\nA third line.\n", to: setup.book.appendingPathComponent("notes/alg/2026-09-08-follow-up.md"))
        #expect(try #require(try await Self.built(setup)).keptCourses == 1, "\(kind)")
        try await Self.expectSameAsFresh(setup)
    }

    /// A kept page is link-checked as a rendered one is: its summary comes from the record, and a
    /// broken link on it is reported as a fresh build reports it.
    @Test func keptPagesAreLinkCheckedWithTheirRecordedSummaries() async throws {
        let setup = try Setup()
        defer { setup.remove() }
        // A note on geo's session links to a page of the site that alg's page offers.
        try FileManager.default.createDirectory(at: setup.book.appendingPathComponent("notes/geo"), withIntermediateDirectories: true)
        try Data("---\ntitle: See algebra\ncreated: 2026-09-09T16:00:00-04:00\n---\nSee [the algebra notes](../../alg/sessions/2026-09-08.html#note-follow-up) and [a missing page](../../alg/nothing.html).\n".utf8)
            .write(to: setup.book.appendingPathComponent("notes/geo/2026-09-09-see.md"))
        _ = try await Self.built(setup)
        let before = try await Self.freshWarnings(setup)
        #expect(before.contains { $0.contains("nothing.html") })
        // alg's note goes: the anchor geo's kept page links to is gone.
        try FileManager.default.removeItem(at: setup.book.appendingPathComponent("notes/alg/2026-09-08-follow-up.md"))
        let summary = try #require(try await Self.built(setup))
        #expect(summary.keptCourses == 1)
        let fresh = try await Self.freshWarnings(setup)
        #expect(summary.warnings.map(\.description) == fresh)
        #expect(fresh.contains { $0.contains("note-follow-up") })
        try await Self.expectSameAsFresh(setup)
    }

    // MARK: - Keeping course page views

    /// A rebuild's site and warnings against a fresh build's, and how many of the course pages'
    /// views it kept (the book has one page, `alg`'s). Stamps are trusted at once, so the views of
    /// files just written are kept too.
    static func expectViews(_ setup: Setup, _ choice: Choice, full: Bool = false, pages: Int = 1, reused: Int, _ name: String,
                            sourceLocation: Testing.SourceLocation = #_sourceLocation) async throws {
        let summary = try #require(try await Self.built(setup, choice, full: full), "\(name)", sourceLocation: sourceLocation)
        #expect(summary.pageViews == pages, "\(name)", sourceLocation: sourceLocation)
        #expect(summary.reusedViews == reused, "\(name): reused \(summary.reusedViews) views, expected \(reused)", sourceLocation: sourceLocation)
        try await Self.expectSameAsFresh(setup, choice, sourceLocation: sourceLocation)
        #expect(summary.warnings.map(\.description) == (try await Self.freshWarnings(setup, choice)), "\(name)", sourceLocation: sourceLocation)
    }

    /// Each kind of change and whether the course page's view is kept: only its page, the course's
    /// file, `coursebook.yml`, the build's key and what the page's links find in the book count.
    static let viewChanges: [(name: String, audience: SiteAudience, reused: Int, change: @Sendable (Setup) throws -> Void)] = [
        ("edited note", .public, 1, Self.editedNote),
        ("course page edited", .public, 0, Self.coursePageEdited),
        ("course page's line replaced, same size", .public, 0, { try replace("| 2 | Sep 15 |", with: "| 2 | Sep 16 |", in: $0.book.appendingPathComponent("pages/alg.md")) }),
        ("linked image changed", .public, 1, Self.linkedImageChanged),
        ("linked image removed", .public, 0, Self.linkedImageRemoved),
        ("linked image replaced by a folder", .public, 0, { setup in
            let image = setup.book.appendingPathComponent("pages/img/figure.svg")
            try FileManager.default.removeItem(at: image)
            try FileManager.default.createDirectory(at: image, withIntermediateDirectories: false)
        }),
        ("linked image made a copy of people.csv", .public, 0, { setup in
            try FileManager.default.removeItem(at: setup.book.appendingPathComponent("pages/img/figure.svg"))
            try FileManager.default.copyItem(at: setup.book.appendingPathComponent("people.csv"), to: setup.book.appendingPathComponent("pages/img/figure.svg"))
        }),
        ("coursebook.yml", .public, 0, Self.coursebookYML),
        ("course file", .public, 0, { try append("\n", to: $0.book.appendingPathComponent("courses/alg.yml")) }),
        ("another course's file", .public, 1, { try append("\n", to: $0.book.appendingPathComponent("courses/geo.yml")) }),
        ("attendance row, public", .public, 1, Self.attendanceRow),
        ("attendance row, staff", .staff, 1, Self.attendanceRow),
        ("enrollments row", .public, 1, Self.enrollmentsRow),
        ("person", .public, 1, Self.person),
        ("template", .public, 1, Self.template),
        ("static file", .public, 1, Self.staticFile),
    ]

    @Test(arguments: 0..<viewChanges.count)
    func aChangeKeepsTheViewsItCannotReachAndGivesAFreshBuildsSite(_ index: Int) async throws {
        let (name, audience, reused, change) = Self.viewChanges[index]
        let setup = try Setup()
        defer { setup.remove() }
        var choice = Choice(audience: audience)
        choice.racyMargin = 0
        let first = try #require(try await Self.built(setup, choice))
        #expect(first.reusedViews == 0 && first.pageViews == 1)
        #expect(FileManager.default.fileExists(atPath: setup.output.appendingPathComponent(CourseViews.fileName).path))
        try change(setup)
        try await Self.expectViews(setup, choice, reused: reused, name)
        // The views this build left serve the next change too.
        try Self.append("\nAnd one more line.\n", to: setup.book.appendingPathComponent("notes/alg/2026-09-08-follow-up.md"))
        try await Self.expectViews(setup, choice, reused: 1, "\(name), then a note")
    }

    /// A page that links to a file the book lacks: the view is kept while the file is missing, and
    /// not once it appears (the link is then a copy, not a warning).
    @Test func aLinkedFileAppearingIsAChangeOfTheView() async throws {
        let setup = try Setup()
        defer { setup.remove() }
        var choice = Choice()
        choice.racyMargin = 0
        let image = setup.book.appendingPathComponent("pages/img/figure.svg")
        let bytes = try Data(contentsOf: image)
        try FileManager.default.removeItem(at: image)
        _ = try await Self.built(setup, choice)
        try Self.append("\nA line.\n", to: setup.book.appendingPathComponent("notes/alg/2026-09-08-follow-up.md"))
        try await Self.expectViews(setup, choice, reused: 1, "image still missing")
        #expect(try await Self.freshWarnings(setup, choice).contains { $0.contains("figure.svg") })
        try bytes.write(to: image)
        try await Self.expectViews(setup, choice, reused: 0, "image back")
    }

    /// Two courses on one page, meeting on other days: each keeps a view of its own (the schedule's
    /// disagreements with its sessions are its own warnings), and a change of the course file or
    /// of what the page's links find reaches the course it should.
    @Test func coursesSharingAPageKeepTheirOwnViews() async throws {
        let setup = try Setup()
        defer { setup.remove() }
        var choice = Choice()
        choice.racyMargin = 0
        let top = setup.book.appendingPathComponent("courses/top.yml")
        try Data("name: Topology\nsubject: Mathematics\nbranch: North Campus\nteacher: tlovelace\nmeets:\n  - {days: M, start: \"09:00\", end: \"10:00\", room: N-303}\npage: pages/alg.md\n".utf8)
            .write(to: top)
        _ = try await Self.built(setup, choice)
        try Self.append("\nA line.\n", to: setup.book.appendingPathComponent("notes/alg/2026-09-08-follow-up.md"))
        try await Self.expectViews(setup, choice, pages: 2, reused: 2, "a note")
        try Self.replace("days: M,", with: "days: W,", in: top)
        try await Self.expectViews(setup, choice, pages: 2, reused: 1, "the second course's file")
        try FileManager.default.removeItem(at: setup.book.appendingPathComponent("pages/img/figure.svg"))
        try await Self.expectViews(setup, choice, pages: 2, reused: 0, "the linked image removed")
        try Self.append("\nAnother line.\n", to: setup.book.appendingPathComponent("notes/alg/2026-09-08-follow-up.md"))
        try await Self.expectViews(setup, choice, pages: 2, reused: 2, "then a note")
    }

    /// The build's key is the views' key too: options and the binary parse every page again.
    @Test(arguments: 0..<optionChanges.count)
    func changedOptionsKeepNoView(_ index: Int) async throws {
        let (name, changed) = Self.optionChanges[index]
        let setup = try Setup()
        defer { setup.remove() }
        var choice = Choice()
        choice.racyMargin = 0
        var other = changed
        other.racyMargin = 0
        _ = try await Self.built(setup, choice)
        try await Self.expectViews(setup, other, reused: 0, name)
        try Self.append("\nA line.\n", to: setup.book.appendingPathComponent("notes/alg/2026-09-08-follow-up.md"))
        try await Self.expectViews(setup, other, reused: 1, "\(name), then a note")
    }

    /// `--full` parses every page, and leaves views for the next build.
    @Test func aFullBuildKeepsNoViewButWritesThem() async throws {
        let setup = try Setup()
        defer { setup.remove() }
        var choice = Choice()
        choice.racyMargin = 0
        _ = try await Self.built(setup, choice)
        try Self.append("\nA line.\n", to: setup.book.appendingPathComponent("notes/alg/2026-09-08-follow-up.md"))
        try await Self.expectViews(setup, choice, full: true, reused: 0, "--full")
        try Self.append("\nAnother line.\n", to: setup.book.appendingPathComponent("notes/alg/2026-09-08-follow-up.md"))
        try await Self.expectViews(setup, choice, reused: 1, "after --full")
    }

    /// A view is written only for a page whose stamps could be trusted: with the usual 2 s margin
    /// a page written just before the build is parsed again next time rather than kept.
    @Test func aPageJustWrittenLeavesNoView() async throws {
        let setup = try Setup()
        defer { setup.remove() }
        try Self.append("\nA line.\n", to: setup.book.appendingPathComponent("pages/alg.md"))
        _ = try await Self.built(setup)
        try Self.append("\nA line.\n", to: setup.book.appendingPathComponent("notes/alg/2026-09-08-follow-up.md"))
        try await Self.expectViews(setup, Choice(), reused: 0, "racy page")
    }

    /// The views file beside the manifest, however it was changed, keeps no view a fresh parse
    /// would not give: edited (even a view whose key still matches), signed with another key, a
    /// link, larger than the limit, truncated or stale, it holds no views, and the build parses
    /// every page, says nothing of it and fails on nothing.
    @Test(arguments: ["flipped byte", "view body altered", "other key", "symlink", "huge", "truncated", "stale", "not a file", "empty"])
    func aTamperedViewsFileCannotChangeTheSite(_ kind: String) async throws {
        let setup = try Setup()
        defer { setup.remove() }
        var choice = Choice()
        choice.racyMargin = 0
        let views = setup.output.appendingPathComponent(CourseViews.fileName)
        _ = try await Self.built(setup, choice)
        let stale = try Data(contentsOf: views)
        try Self.append("\nA line added later.\n", to: setup.book.appendingPathComponent("notes/alg/2026-09-08-follow-up.md"))
        switch kind {
        case "flipped byte":
            var data = try Data(contentsOf: views)
            data[data.count / 2] ^= 0x01
            try data.write(to: views)
        case "view body altered":
            // The line's course and key are untouched: only the signature can tell.
            var text = try String(contentsOf: views, encoding: .utf8)
            #expect(text.contains("Algebra syllabus"))
            text = text.replacingOccurrences(of: "Algebra syllabus", with: "Algebra syllabuz")
            try Data(text.utf8).write(to: views)
        case "other key":
            var data = try Data(contentsOf: views)
            var body = Data(data[..<data.range(of: Data("mac ".utf8), options: .backwards)!.lowerBound])
            body = Data(String(decoding: body, as: UTF8.self).replacingOccurrences(of: "Algebra syllabus", with: "Algebra syllabuz").utf8)
            data = body + Data("mac \(SHA256.hmac(key: [UInt8](repeating: 7, count: 32), message: body))\n".utf8)
            try data.write(to: views)
        case "symlink":
            let elsewhere = setup.folder.appendingPathComponent("views-copy")
            try FileManager.default.moveItem(at: views, to: elsewhere)
            try FileManager.default.createSymbolicLink(at: views, withDestinationURL: elsewhere)
        case "huge":
            // Larger than the limit (sparse: no disk is used).
            try FileManager.default.removeItem(at: views)
            let descriptor = open(views.path, O_WRONLY | O_CREAT, 0o644)
            ftruncate(descriptor, off_t(CourseViews.maximumSize + 1))
            close(descriptor)
        case "truncated":
            let data = try Data(contentsOf: views)
            try data.prefix(data.count * 2 / 3).write(to: views)
        case "stale":
            // Our own file, of a build before the page changed: the view's key no longer matches.
            try Self.append("\n## Later\n\nAdded after.\n", to: setup.book.appendingPathComponent("pages/alg.md"))
            _ = try await Self.built(setup, choice)
            try Self.append("\nAnother line.\n", to: setup.book.appendingPathComponent("notes/alg/2026-09-08-follow-up.md"))
            try stale.write(to: views)
        case "not a file":
            try FileManager.default.removeItem(at: views)
            try FileManager.default.createDirectory(at: views, withIntermediateDirectories: false)
        default:
            try Data().write(to: views)
        }
        try await Self.expectViews(setup, choice, reused: 0, kind)
        #expect(try String(contentsOf: setup.output.appendingPathComponent("courses/alg/index.html"), encoding: .utf8).contains("Algebra syllabus"))
        // The next build keeps the view again, from the file this build left.
        try Self.append("\nA third line.\n", to: setup.book.appendingPathComponent("notes/alg/2026-09-08-follow-up.md"))
        try await Self.expectViews(setup, choice, reused: 1, "\(kind), then a note")
    }

    /// A view decoded from the file is the record a fresh parse gives, field for field, and the
    /// front matter's numbers keep their bits.
    @Test func aStoredViewDecodesToTheSameRecord() throws {
        var record = Syllabus(title: "T", summary: "S", meta: [
            SyllabusMetaEntry(key: "zero", value: .double(-0.0)), SyllabusMetaEntry(key: "inf", value: .double(-.infinity)),
            SyllabusMetaEntry(key: "list", value: .list([.null, .bool(true), .int(-3), .text("a\nb\u{0}"), .map([SyllabusMetaEntry(key: "k", value: .double(0.1))])])),
        ])
        record.schedule = [ScheduleEntry(week: "1", date: LocalDate(iso: "2026-09-08"), topic: "Groups", cells: [ScheduleCell(header: "Week", text: "1")], line: 9)]
        record.sections = [SyllabusSection(title: "Plan", level: 2, anchor: "plan", kind: .schedule, text: "x", line: 5)]
        record.tasks = [SyllabusTask(number: 4, text: "Prove", group: nil, required: false, line: 12)]
        record.links = [SyllabusLink(text: "d", url: "img/a.svg", line: 7, column: 3)]
        record.images = [SyllabusImage(alt: "", url: "b.png")]
        record.deadlines = [SyllabusDeadline(title: "HW", due: LocalDate(iso: "2026-09-18")!)]
        record.notices = [SyllabusNotice(line: 2, column: nil, message: "left out")]
        let data = try JSONEncoder().encode(record)
        let decoded = try JSONDecoder().decode(Syllabus.self, from: data)
        #expect(decoded == record)
        #expect(String(reflecting: decoded) == String(reflecting: record))
        guard case .double(let zero)? = decoded.meta["zero"] else { Issue.record("no double"); return }
        #expect(zero.sign == .minus)
    }

    // MARK: - What a manifest cannot do

    /// A file of the site changed after the build: its stamp differs, so the build runs and puts it right.
    @Test(arguments: ["edit", "symlink", "extra file", "extra folder", "removed file", "touched"])
    func aChangedSiteIsBuiltAgain(_ kind: String) async throws {
        let setup = try Setup()
        defer { setup.remove() }
        try await Self.build(setup)
        let page = setup.output.appendingPathComponent("index.html")
        switch kind {
        case "edit":
            // Same size, same modification time: only the change time and the bytes tell.
            var data = try Data(contentsOf: page)
            let stamp = FileStamp.of(page.path)!
            data[data.count - 2] = UInt8(ascii: "X")
            let handle = try FileHandle(forWritingTo: page)
            try handle.write(contentsOf: data)
            try handle.close()
            var times = [timespec(tv_sec: Int(stamp.modified / 1_000_000_000), tv_nsec: Int(stamp.modified % 1_000_000_000)),
                         timespec(tv_sec: Int(stamp.modified / 1_000_000_000), tv_nsec: Int(stamp.modified % 1_000_000_000))]
            utimensat(AT_FDCWD, page.path, &times, 0)
        case "symlink":
            try FileManager.default.removeItem(at: page)
            try FileManager.default.createSymbolicLink(atPath: page.path, withDestinationPath: "/etc/hostname")
        case "extra file":
            try Data("<script>evil()</script>".utf8).write(to: setup.output.appendingPathComponent("courses/evil.html"))
        case "extra folder":
            try FileManager.default.createDirectory(at: setup.output.appendingPathComponent("courses/empty"), withIntermediateDirectories: true)
        case "removed file":
            try FileManager.default.removeItem(at: page)
        default:
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 0)], ofItemAtPath: page.path)
        }
        #expect(try await Self.build(setup) == .built, "\(kind)")
        try await Self.expectSameAsFresh(setup)
    }

    /// Writes `text` as the manifest, signed with `key` (the right one unless given).
    static func forge(_ setup: Setup, _ text: String, key: [UInt8]? = nil) throws {
        let key = key ?? BuildIdentity.key(at: setup.keyFile)!
        var data = Data(text.utf8)
        data += Data("mac \(SHA256.hmac(key: key, message: data))\n".utf8)
        try data.write(to: setup.manifest)
    }

    /// The manifest the last build wrote, as text without its signature line.
    static func manifestBody(_ setup: Setup) throws -> String {
        let text = try String(contentsOf: setup.manifest, encoding: .utf8)
        return String(text[..<text.range(of: "mac ", options: .backwards)!.lowerBound])
    }

    @Test func anEditedManifestIsIgnoredWithANote() async throws {
        let setup = try Setup()
        defer { setup.remove() }
        try await Self.build(setup)
        try Self.replace("pages 1", with: "pages 9", in: setup.manifest)
        var notes: [String] = []
        #expect(try await Self.build(setup, notes: &notes) == .built)
        #expect(notes.count == 1 && notes[0].contains("was not written by a build of this user's"))
        try await Self.expectSameAsFresh(setup)
    }

    /// Someone else's manifest (another key), however right it looks, counts for nothing: here it
    /// vouches for a page that was replaced after the build.
    @Test func aManifestSignedWithAnotherKeyIsIgnored() async throws {
        let setup = try Setup()
        defer { setup.remove() }
        try await Self.build(setup)
        let page = setup.output.appendingPathComponent("index.html")
        try FileManager.default.removeItem(at: page)
        try Data("<p>defaced</p>".utf8).write(to: page)
        let stamp = FileStamp.of(page.path)!
        let lines = try Self.manifestBody(setup).split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix("out ") && line.hasSuffix(" index.html") ? "out \(stamp.fields) index.html" : String(line)
        }
        try Self.forge(setup, lines.joined(separator: "\n"), key: [UInt8](repeating: 7, count: 32))
        var notes: [String] = []
        #expect(try await Self.build(setup, notes: &notes) == .built)
        #expect(notes.count == 1)
        try await Self.expectSameAsFresh(setup)
    }

    /// Even signed with the right key, a manifest naming paths outside the site (`..`, absolute)
    /// is malformed; nothing outside the output folder is read as the site or removed.
    @Test(arguments: ["../outside.txt", "/etc/hostname", "courses/../../outside.txt", "a//b"])
    func aManifestWithPathsOutsideTheSiteIsMalformed(_ path: String) async throws {
        let setup = try Setup()
        defer { setup.remove() }
        try await Self.build(setup)
        let outside = setup.folder.appendingPathComponent("outside.txt")
        try Data("keep me".utf8).write(to: outside)
        let stamp = FileStamp.of(outside.path)!
        try Self.forge(setup, try Self.manifestBody(setup) + "out \(stamp.fields) \(ManifestPath.escape(path))\n")
        var notes: [String] = []
        #expect(try await Self.build(setup, notes: &notes) == .built)
        #expect(notes.first?.contains("is malformed") == true)
        #expect(try String(contentsOf: outside, encoding: .utf8) == "keep me")
        try await Self.expectSameAsFresh(setup)
    }

    /// Our own manifest, but of an earlier build: the book and the site have moved on since.
    @Test func aStaleManifestIsNotBelieved() async throws {
        let setup = try Setup()
        defer { setup.remove() }
        try await Self.build(setup)
        let stale = try Data(contentsOf: setup.manifest)
        try Self.append("\nChanged after the build.\n", to: setup.book.appendingPathComponent("notes/alg/2026-09-08-follow-up.md"))
        #expect(try await Self.build(setup) == .built)
        try stale.write(to: setup.manifest)
        #expect(try await Self.build(setup) == .built)
        try await Self.expectSameAsFresh(setup)
        #expect(try await Self.build(setup) == .skipped)
    }

    @Test func aHugeOrSpecialManifestIsNotRead() async throws {
        let setup = try Setup()
        defer { setup.remove() }
        try await Self.build(setup)
        // Larger than the limit (sparse: no disk is used).
        try FileManager.default.removeItem(at: setup.manifest)
        let descriptor = open(setup.manifest.path, O_WRONLY | O_CREAT, 0o644)
        ftruncate(descriptor, off_t(BuildManifest.maximumSize + 1))
        close(descriptor)
        var notes: [String] = []
        #expect(try await Self.build(setup, notes: &notes) == .built)
        #expect(notes.first?.contains("larger than") == true)
        try await Self.expectSameAsFresh(setup)
        // A link to a file elsewhere is not followed.
        try FileManager.default.removeItem(at: setup.manifest)
        try FileManager.default.createSymbolicLink(atPath: setup.manifest.path, withDestinationPath: "/dev/zero")
        notes = []
        #expect(try await Self.build(setup, notes: &notes) == .built)
        #expect(notes.count == 1)
        try await Self.expectSameAsFresh(setup)
        #expect(try await Self.build(setup) == .skipped)
    }

    @Test func aManifestIsNeverCarriedIntoTheNextSite() throws {
        let folder = try SiteTestSupport.temporaryFolder("carry")
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = folder.appendingPathComponent("old")
        let new = folder.appendingPathComponent("new")
        try FileManager.default.createDirectory(at: old.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: new, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: old.appendingPathComponent(BuildManifest.fileName))
        try Data("x".utf8).write(to: old.appendingPathComponent(BuildManifest.fileName + ".new-123"))
        #expect(SiteDotEntries.carry(from: old, to: new).isEmpty)
        #expect(FileManager.default.fileExists(atPath: new.appendingPathComponent(".git").path))
        #expect(!FileManager.default.fileExists(atPath: new.appendingPathComponent(BuildManifest.fileName).path))
        #expect(!FileManager.default.fileExists(atPath: new.appendingPathComponent(BuildManifest.fileName + ".new-123").path))
    }

    /// A manifest is written beside the site and renamed in: a build killed before the rename
    /// leaves it there, unused, and the next build removes it.
    @Test func aHalfWrittenManifestBesideTheSiteIsRemoved() async throws {
        let setup = try Setup()
        defer { setup.remove() }
        try await Self.build(setup)
        let leftover = setup.folder.appendingPathComponent(BuildManifest.temporaryName(site: setup.output.lastPathComponent, pid: 999_999))
        try FileManager.default.copyItem(at: setup.manifest, to: leftover)
        try FileManager.default.removeItem(at: setup.manifest)
        #expect(try await Self.build(setup) == .built)
        #expect(!FileManager.default.fileExists(atPath: leftover.path))
        #expect(try await Self.build(setup) == .skipped)
        try await Self.expectSameAsFresh(setup)
    }

    /// A copy of the site (another folder, new inodes) is not up to date, though its manifest is ours.
    @Test func aCopiedSiteIsBuiltAgain() async throws {
        let setup = try Setup()
        defer { setup.remove() }
        try await Self.build(setup)
        let copy = setup.folder.appendingPathComponent("copy")
        try FileManager.default.copyItem(at: setup.output, to: copy)
        var notes: [String] = []
        #expect(try await Self.build(setup, into: copy, notes: &notes) == .built)
        #expect(Self.tree(copy) == Self.tree(setup.output))
    }

    @Test func theUserKeyIsPrivateAndMadeOnce() throws {
        let folder = try SiteTestSupport.temporaryFolder("key")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a/build-key")
        let key = try #require(BuildIdentity.key(at: file))
        #expect(BuildIdentity.key(at: file) == key)
        #expect(FileStamp.of(file.path)!.mode & 0o777 == 0o600)
        chmod(file.path, 0o644)
        #expect(BuildIdentity.key(at: file) == nil)
    }

    /// The key is made with the first manifest, never by a build that fails or is refused.
    @Test func onlyARecordedBuildMakesTheKey() async throws {
        let setup = try Setup()
        defer { setup.remove() }
        try Data("not a site".utf8).write(to: setup.output)
        await #expect(throws: SiteError.self) { try await Self.build(setup) }
        #expect(!FileManager.default.fileExists(atPath: setup.keyFile.path))
        try FileManager.default.removeItem(at: setup.output)
        #expect(try await Self.build(setup) == .built)
        #expect(FileManager.default.fileExists(atPath: setup.keyFile.path))
        #expect(try await Self.build(setup) == .skipped)
    }

    @Test func sha256MatchesKnownDigests() {
        #expect(SHA256.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(String(repeating: "a", count: 1000)) == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
        // RFC 4231, test case 2.
        #expect(SHA256.hmac(key: Array("Jefe".utf8), message: Data("what do ya want for nothing?".utf8))
            == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    }

    @Test func theProgramHasABuildID() {
        #expect(BuildIdentity.programID != nil)
    }
}
