import Foundation
import Testing

/// State files that come with a book (`.coursebook/journal`, `.coursebook` itself) never make a
/// command act outside the book, and a journal is replayed only by an editing command (or
/// `recover`) in the folder and on the machine it was written for.
@Suite("Shipped state files", .enabled(if: BuiltTool.isAvailable, "needs .build/debug/coursebook (swift build)"))
struct ShippedStateTests {
    /// A sample book beside the files an attacker's journal aims at: `victim/rel.txt`,
    /// `victim/bashrc` and `v2/id_rsa`, all outside the book.
    private struct Scene {
        let scratch: URL
        var book: URL { scratch.appendingPathComponent("book") }
        var outside: [URL] { ["victim/rel.txt", "victim/bashrc", "v2/id_rsa"].map { scratch.appendingPathComponent($0) } }

        init() throws {
            scratch = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-shipped-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: BookCopy.packageRoot.appendingPathComponent("sample-data"), to: book)
            try? FileManager.default.removeItem(at: book.appendingPathComponent("_site"))
            for (file, text) in zip(outside, ["relative target\n", "# the user's shell setup\n", "-----BEGIN KEY canary-id-rsa-----\n"]) {
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: file)
            }
            try Data("echo pwned\n".utf8).write(to: book.appendingPathComponent(".payload.tmp-1-1"))
        }

        /// Writes `.coursebook/journal` with `header` and the three entries of the report.
        func plant(header: String, entries: [String] = Scene.reportedEntries) throws {
            try FileManager.default.createDirectory(at: book.appendingPathComponent(".coursebook"), withIntermediateDirectories: true)
            try Data(([header] + entries + ["commit"]).map { $0 + "\n" }.joined().utf8).write(to: journal)
        }

        static let reportedEntries = [
            #"{"path":"../victim/rel.txt"}"#,
            #"{"path":"../victim/bashrc","temporary":".payload.tmp-1-1"}"#,
            #"{"path":"static/stolen.txt","temporary":"../v2/id_rsa"}"#,
        ]

        var journal: URL { book.appendingPathComponent(".coursebook/journal") }

        /// Every file outside the book, and the book's own files (not its state, site or `.git`).
        func digests() throws -> (outside: String, book: String) {
            let outsideFiles = try outside.map { $0.path + ":" + (FileManager.default.contents(atPath: $0.path).map { String(decoding: $0, as: UTF8.self) } ?? "<gone>") }
            return (try BuiltTool.sha256(Data(outsideFiles.joined(separator: "\n").utf8)),
                    try BuiltTool.digest(book, skipping: [".coursebook", "_site", ".git"]))
        }

        /// Removes the scene and the seals planted for its book.
        func remove() {
            try? FileManager.default.removeItem(at: scratch)
            let bookPath = Data((book.standardizedFileURL.resolvingSymlinksInPath().path + "\n").utf8)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: ShippedStateTests.sealFolder.path)) ?? [] {
                let seal = ShippedStateTests.sealFolder.appendingPathComponent(name)
                if FileManager.default.contents(atPath: seal.path) == bookPath { try? FileManager.default.removeItem(at: seal) }
            }
        }
    }

    /// Seals live under `$HOME/.local/state/coursebook/journals/`; the built tool runs with
    /// `BuiltTool.baseEnvironment`'s `HOME`.
    fileprivate static var sealFolder: URL {
        URL(fileURLWithPath: BuiltTool.baseEnvironment["HOME"]!).appendingPathComponent(".local/state/coursebook/journals")
    }

    /// Leaves a seal, as `coursebook` would, for a journal of `book`; returns its token.
    private static func seal(for book: URL) throws -> String {
        let token = UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        try FileManager.default.createDirectory(at: sealFolder, withIntermediateDirectories: true)
        try Data((book.standardizedFileURL.resolvingSymlinksInPath().path + "\n").utf8).write(to: sealFolder.appendingPathComponent(token))
        return token
    }

    /// Commands that only read the book, and the two that may act on a journal.
    static let readingCommands: [[String]] = [
        ["check", "BOOK"], ["report", "sessions", "BOOK"], ["build", "BOOK", "--offline", "--today", "2026-09-09"],
        ["syllabus", "cs101", "--book", "BOOK", "--offline"], ["serve", "BOOK", "--port", "0", "--offline"],
    ]
    static let actingCommands: [[String]] = [["recover", "BOOK"], ["enroll", "cs101", "tsigurdardottir", "--book", "BOOK"]]

    private static func run(_ command: [String], book: URL) throws -> BuiltTool.Run {
        let arguments = command.map { $0 == "BOOK" ? book.path : $0 }
        // `serve` runs until stopped: SIGTERM after it has had time to start (and to warn).
        let prefix = command.first == "serve" ? "(sleep 4; kill -TERM $$) & true" : nil
        return try BuiltTool.run(arguments, shellPrefix: prefix)
    }

    /// The journals of the report, under the old header, a well-formed header with a token no seal
    /// backs, and a header whose seal is real (so only the path checks stand in the way).
    private static func headers(for book: URL) throws -> [String] {
        ["coursebook-journal 1", "coursebook-journal 2 0123456789abcdef0123456789abcdef", "coursebook-journal 2 \(try seal(for: book))"]
    }

    @Test(arguments: readingCommands + actingCommands)
    func aShippedJournalNeverActsOutsideTheBook(_ command: [String]) throws {
        let scene = try Scene()
        defer { scene.remove() }
        for header in try Self.headers(for: scene.book) {
            try scene.plant(header: header)
            let before = try scene.digests()
            let run = try Self.run(command, book: scene.book)
            let after = try scene.digests()
            #expect(after.outside == before.outside, "\(command) with '\(header)' changed a file outside the book: \(run.output)")
            #expect(!FileManager.default.fileExists(atPath: scene.book.appendingPathComponent("static/stolen.txt").path), "\(command)")
            #expect(FileManager.default.fileExists(atPath: scene.book.appendingPathComponent(".payload.tmp-1-1").path), "\(command) touched a file the journal names")
            #expect(!run.output.contains("completed an interrupted change"), "\(command): \(run.output)")
            if Self.readingCommands.contains(command) {
                #expect(FileManager.default.fileExists(atPath: scene.journal.path), "\(command) acted on the journal")
                #expect(run.output.contains(".coursebook/journal: warning: ignored a journal"), "\(command): \(run.output)")
                #expect(run.output.contains("coursebook recover"), "\(command): \(run.output)")
            } else {
                #expect(!FileManager.default.fileExists(atPath: scene.journal.path), "\(command) kept a foreign journal")
                #expect(run.output.contains(".coursebook/journal: warning: removed a journal"), "\(command): \(run.output)")
            }
            if command.first == "build" {
                let site = scene.book.appendingPathComponent("_site")
                let published = (FileManager.default.subpaths(atPath: site.path) ?? []).filter {
                    (FileManager.default.contents(atPath: site.appendingPathComponent($0).path).map { String(decoding: $0, as: UTF8.self) } ?? "").contains("canary-id-rsa")
                }
                #expect(published.isEmpty, "\(published)")
            }
            try? FileManager.default.removeItem(at: scene.journal)
        }
    }

    /// Even a journal with a genuine seal is refused when a path in it is absolute, climbs out,
    /// leads through a symbolic link, or is not a temporary beside its target.
    @Test(arguments: [
        [#"{"path":"ABS/victim/rel.txt"}"#],
        [#"{"path":"linked/rel.txt"}"#],
        [#"{"path":"linked/bashrc","temporary":"linked/.bashrc.tmp-1-1"}"#],
        [#"{"path":"people.csv","temporary":".payload.tmp-1-1"}"#],
        [#"{"path":"courses/../../victim/rel.txt"}"#],
        [#"{"path":".coursebook/lock"}"#],
    ])
    func aSealedJournalNamingAPathOutsideTheBookIsRefused(_ entries: [String]) throws {
        let scene = try Scene()
        defer { scene.remove() }
        try FileManager.default.createSymbolicLink(atPath: scene.book.appendingPathComponent("linked").path, withDestinationPath: "../victim")
        try Data("echo pwned\n".utf8).write(to: scene.scratch.appendingPathComponent("victim/.bashrc.tmp-1-1"))
        let absolute = entries.map { $0.replacingOccurrences(of: "ABS", with: scene.scratch.path) }
        let token = try Self.seal(for: scene.book)
        try scene.plant(header: "coursebook-journal 2 \(token)", entries: absolute)
        let before = try scene.digests()
        let run = try BuiltTool.run(["recover", scene.book.path])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("removed a journal that names a file outside the book or behind a link"), "\(run.output)")
        let after = try scene.digests()
        #expect(after.outside == before.outside)
        #expect(after.book == before.book)
        #expect(FileManager.default.fileExists(atPath: scene.scratch.appendingPathComponent("victim/.bashrc.tmp-1-1").path))
        #expect(!FileManager.default.fileExists(atPath: Self.sealFolder.appendingPathComponent(token).path), "the refused journal's seal is left")
    }

    /// A temporary that is a link (here to the key outside) is never moved into the book.
    @Test func aSealedJournalsLinkedTemporaryIsNotMoved() throws {
        let scene = try Scene()
        defer { scene.remove() }
        try FileManager.default.createDirectory(at: scene.book.appendingPathComponent("static"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: scene.book.appendingPathComponent("static/.notes.txt.tmp-1-1").path, withDestinationPath: "../../v2/id_rsa")
        try scene.plant(header: "coursebook-journal 2 \(try Self.seal(for: scene.book))", entries: [#"{"path":"static/notes.txt","temporary":"static/.notes.txt.tmp-1-1"}"#])
        let run = try BuiltTool.run(["recover", scene.book.path])
        #expect(run.status == 0, "\(run.output)")
        #expect(!FileManager.default.fileExists(atPath: scene.book.appendingPathComponent("static/notes.txt").path))
        #expect(FileManager.default.fileExists(atPath: scene.scratch.appendingPathComponent("v2/id_rsa").path))
    }

    /// A `.coursebook` that links out of the book gets no lock file, journal or seal written through it.
    @Test func aLinkedStateFolderIsRefused() throws {
        let scene = try Scene()
        defer { scene.remove() }
        let elsewhere = scene.scratch.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: scene.book.appendingPathComponent(".coursebook").path, withDestinationPath: "../elsewhere")
        let before = try scene.digests()
        let run = try BuiltTool.run(["enroll", "cs101", "tsigurdardottir", "--book", scene.book.path])
        #expect(run.status == 74, "\(run.output)")
        #expect(run.output.contains("is a symbolic link"), "\(run.output)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
        #expect(try scene.digests() == before)
    }

    /// A sample book whose `person remove eszabo` was killed after its journal was committed and
    /// some renames done; returns the book, and the digests of the old and the finished book.
    private static func interruptedRemoval(at book: URL) throws -> (old: String, new: String) {
        func fresh() throws {
            try? FileManager.default.removeItem(at: book)
            try FileManager.default.copyItem(at: BookCopy.packageRoot.appendingPathComponent("sample-data"), to: book)
            try? FileManager.default.removeItem(at: book.appendingPathComponent("_site"))
        }
        let command = ["person", "remove", "eszabo", "--yes", "--book", book.path]
        try fresh()
        let old = try BuiltTool.digest(book, skipping: [".coursebook"])
        let full = try BuiltTool.run(command)
        try #require(full.status == 0, "\(full.output)")
        let new = try BuiltTool.digest(book, skipping: [".coursebook"])
        for step in 1...30 {
            try fresh()
            let run = try BuiltTool.run(command, environment: ["COURSEBOOK_DEBUG_CRASH_AFTER": "\(step)"])
            try #require(run.status == SIGKILL, "no step left the journal committed and part done")
            let journal = (try? String(contentsOf: book.appendingPathComponent(".coursebook/journal"), encoding: .utf8)) ?? ""
            if journal.hasSuffix("commit\n"), try BuiltTool.digest(book, skipping: [".coursebook"]) != old { return (old, new) }
        }
        Issue.record("no step left the journal committed and part done")
        return (old, new)
    }

    /// Commands that only read a book report a genuine interrupted change and leave it;
    /// `recover` then completes it.
    @Test func readingCommandsOnlyReportAnInterruptedChange() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-pending-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let book = scratch.appendingPathComponent("book")
        let (_, new) = try Self.interruptedRemoval(at: book)
        let halfway = try BuiltTool.digest(book, skipping: [".coursebook", "_site"])
        let journal = try Data(contentsOf: book.appendingPathComponent(".coursebook/journal"))
        for command in Self.readingCommands {
            let run = try Self.run(command, book: book)
            #expect(try BuiltTool.digest(book, skipping: [".coursebook", "_site"]) == halfway, "\(command) changed the book")
            #expect(try Data(contentsOf: book.appendingPathComponent(".coursebook/journal")) == journal, "\(command) acted on the journal")
            #expect(run.output.contains(".coursebook/journal: warning: an interrupted change to ") && run.output.contains("people.csv"), "\(command): \(run.output)")
            #expect(run.output.contains("'coursebook recover \(book.path)'"), "\(command): \(run.output)")
        }
        try? FileManager.default.removeItem(at: book.appendingPathComponent("_site"))
        let recover = try BuiltTool.run(["recover", book.path])
        #expect(recover.status == 0 && recover.output.contains("completed an interrupted change"), "\(recover.output)")
        #expect(try BuiltTool.digest(book, skipping: [".coursebook"]) == new)
    }

    /// `git add -f` + `git clone` of a book with a committed journal: the clone never replays it
    /// (its seal names the original folder), while the original still completes its change.
    @Test func aClonedJournalIsNeverReplayed() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-clone-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let book = scratch.appendingPathComponent("book")
        let clone = scratch.appendingPathComponent("clone")
        let (_, new) = try Self.interruptedRemoval(at: book)
        func git(_ arguments: [String], in folder: URL) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
            process.arguments = ["-c", "user.name=t", "-c", "user.email=t@example.invalid", "-c", "init.defaultBranch=main"] + arguments
            process.currentDirectoryURL = folder
            process.environment = BuiltTool.baseEnvironment.merging(["GIT_CONFIG_NOSYSTEM": "1"]) { $1 }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            try #require(process.terminationStatus == 0, "git \(arguments)")
        }
        try git(["init", "-q"], in: book)
        try git(["add", "-A"], in: book)
        try git(["add", "-f", ".coursebook/journal"], in: book)
        try git(["commit", "-q", "-m", "book"], in: book)
        try git(["clone", "-q", book.path, clone.path], in: scratch)
        try #require(FileManager.default.fileExists(atPath: clone.appendingPathComponent(".coursebook/journal").path))
        let cloned = try BuiltTool.digest(clone, skipping: [".coursebook", ".git"])
        let check = try BuiltTool.run(["check", clone.path])
        #expect(check.output.contains("warning: ignored a journal"), "\(check.output)")
        let recover = try BuiltTool.run(["recover", clone.path])
        #expect(recover.status == 0 && recover.output.contains("removed a journal"), "\(recover.output)")
        #expect(try BuiltTool.digest(clone, skipping: [".coursebook", ".git"]) == cloned, "the clone replayed the journal")
        let original = try BuiltTool.run(["recover", book.path])
        #expect(original.output.contains("completed an interrupted change"), "\(original.output)")
        #expect(try BuiltTool.digest(book, skipping: [".coursebook", ".git"]) == new)
    }
}
