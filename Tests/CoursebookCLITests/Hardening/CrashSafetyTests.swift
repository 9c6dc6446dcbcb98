import Foundation
import Testing

/// A build or an edit killed at any moment, or failing a write, leaves the previous files whole.
@Suite("Crash safety", .enabled(if: BuiltTool.isAvailable, "needs .build/debug/coursebook (swift build)"))
struct CrashSafetyTests {
    /// A copy of the site fixture with a built site; returns the book, the site and its digest.
    private static func builtSite() throws -> (book: URL, site: URL, digest: String) {
        let book = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-crash-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: BookCopy.fixtures.appendingPathComponent("site-book"), to: book)
        let site = book.appendingPathComponent("_site")
        let first = try BuiltTool.run(["build", book.path, "--today", "2026-09-09"])
        try #require(first.status == 0, "\(first.output)")
        try FileManager.default.createDirectory(at: site.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try Data("ref: refs/heads/gh-pages\n".utf8).write(to: site.appendingPathComponent(".git/HEAD"))
        // The next build must differ, so a half-swapped tree could not pass for the old one.
        try Data("---\ntitle: Added later\ncreated: 2026-09-09T09:00:00-04:00\n---\nNew.\n".utf8)
            .write(to: book.appendingPathComponent("notes/alg/2026-09-08-added-later.md"))
        return (book, site, try BuiltTool.digest(site))
    }

    @Test func aBuildKilledAtRandomMomentsLeavesTheOldOrTheNewSite() throws {
        let (book, site, old) = try Self.builtSite()
        defer { try? FileManager.default.removeItem(at: book) }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-crash-new-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.copyItem(at: site, to: scratch)
        let full = try BuiltTool.run(["build", book.path, "--today", "2026-09-09", "--output", scratch.path])
        try #require(full.status == 0)
        let new = try BuiltTool.digest(scratch)
        #expect(new != old)
        // Killed between the swap and carrying the old site's dot entries (`.git`) over: the new
        // site is whole and the entries wait, whole, in the retired folder beside it, where the
        // next build takes them from (checked below).
        let newWithoutDotEntries = try BuiltTool.digest(scratch, skipping: [".git"])
        func dotEntriesWaitBeside() -> Bool {
            let siblings = (try? FileManager.default.contentsOfDirectory(atPath: book.path)) ?? []
            return siblings.contains { $0.hasPrefix("._site.coursebook-") && FileManager.default.fileExists(atPath: book.appendingPathComponent($0).appendingPathComponent(".git/HEAD").path) }
        }
        var generator = SystemRandomNumberGenerator()
        var outcomes: [String: Int] = [:]
        for _ in 0..<24 {
            let siteBefore = try BuiltTool.digest(site)
            // `--full`: a site found up to date would not be rebuilt, and the kill would test nothing.
            try BuiltTool.killed(["build", book.path, "--today", "2026-09-09", "--full"], after: Double.random(in: 0.0...0.35, using: &generator))
            let after = try BuiltTool.digest(site)
            let withoutDotEntries = try BuiltTool.digest(site, skipping: [".git"])
            let carrying = after != siteBefore && after != new && withoutDotEntries == newWithoutDotEntries && dotEntriesWaitBeside()
            #expect(after == siteBefore || after == new || carrying,
                    "the site is neither the previous nor the new one: \((try? FileManager.default.subpaths(atPath: site.path)) ?? [])")
            outcomes[after == old ? "old" : after == new ? "new" : carrying ? "carrying" : "other", default: 0] += 1
            if carrying {
                // The next build finishes the swap: the dot entries come back.
                #expect(try BuiltTool.run(["build", book.path, "--today", "2026-09-09"]).status == 0)
                #expect(try BuiltTool.digest(site) == new, "the next build takes the dot entries back")
            }
            if after == new || carrying {
                // Start over from the previous site so later kills test the swap again.
                try FileManager.default.removeItem(at: site)
                try FileManager.default.copyItem(at: scratch, to: site)
                let rebuilt = try BuiltTool.run(["build", book.path, "--today", "2026-09-09"])
                #expect(rebuilt.status == 0)
            }
        }
        #expect(outcomes["other"] == nil, "\(outcomes)")
        // Whatever the kills left, no manifest vouches for a site it does not describe: a build
        // now gives the new site, and the one after finds it up to date.
        let finished = try BuiltTool.run(["build", book.path, "--today", "2026-09-09"])
        #expect(finished.status == 0)
        #expect(try BuiltTool.digest(site) == new)
        let again = try BuiltTool.run(["build", book.path, "--today", "2026-09-09"])
        #expect(again.output.contains("up to date"), "\(again.output)")
        #expect(try BuiltTool.digest(site) == new)
        // Leftover staging folders are hidden siblings, never inside the site.
        let siblings = try FileManager.default.contentsOfDirectory(atPath: book.path).filter { $0.hasPrefix("._site.") }
        #expect(siblings.allSatisfy { $0.contains(".coursebook-") })
    }

    /// A file-size limit makes the second write fail with EFBIG (SIGXFSZ ignored), whoever runs the test.
    @Test func aBuildWhoseWritesFailLeavesThePreviousSite() throws {
        let (book, site, old) = try Self.builtSite()
        defer { try? FileManager.default.removeItem(at: book) }
        let run = try BuiltTool.run(["build", book.path, "--today", "2026-09-09"], shellPrefix: "trap '' XFSZ; ulimit -f 4")
        #expect(run.status == 74, "\(run.output)")
        #expect(run.output.contains("error"))
        #expect(try BuiltTool.digest(site) == old)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: book.path).filter { $0.hasPrefix("._site") }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }

    private static func sampleCopy() throws -> URL {
        let book = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-crash-edit-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: BookCopy.packageRoot.appendingPathComponent("sample-data"), to: book)
        try? FileManager.default.removeItem(at: book.appendingPathComponent("_site"))
        return book
    }

    @Test func anEnrollKilledAtRandomMomentsLeavesEachFileOldOrNew() throws {
        let book = try Self.sampleCopy()
        defer { try? FileManager.default.removeItem(at: book) }
        let file = book.appendingPathComponent("enrollments.csv")
        let original = try Data(contentsOf: file)
        let others = try BuiltTool.digest(book, skipping: ["enrollments.csv", ".coursebook"])
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            try BuiltTool.killed(["enroll", "cs101", "tsigurdardottir", "--book", book.path], after: Double.random(in: 0.0...0.3, using: &generator))
            // `recover` finishes (or undoes) what the killed one left in its journal.
            let recovered = try BuiltTool.run(["recover", book.path])
            #expect(recovered.status == 0, "\(recovered.output)")
            #expect(BookCopy.exitCode(["check", "--quiet", book.path]) == 0)
            let now = try Data(contentsOf: file)
            let added = now.count > original.count
            #expect(now == original || (added && now.starts(with: original) && String(decoding: now.dropFirst(original.count), as: UTF8.self).hasSuffix("cs101,tsigurdardottir,,\n")))
            #expect(try BuiltTool.digest(book, skipping: ["enrollments.csv", ".coursebook"]) == others)
            if added { try original.write(to: file) }
        }
        #expect(BookCopy.exitCode(["check", "--quiet", book.path]) == 0)
    }

    @Test func anEditWhoseWriteFailsChangesNothing() throws {
        let book = try Self.sampleCopy()
        defer { try? FileManager.default.removeItem(at: book) }
        let before = try BuiltTool.digest(book, skipping: [".coursebook"])
        let run = try BuiltTool.run(["enroll", "cs101", "tsigurdardottir", "--book", book.path], shellPrefix: "trap '' XFSZ; ulimit -f 1")
        #expect(run.status == 74, "\(run.output)")
        #expect(try BuiltTool.digest(book, skipping: [".coursebook"]) == before)
        let temporaries = (FileManager.default.subpaths(atPath: book.path) ?? []).filter { $0.contains(".tmp-") }
        #expect(temporaries.isEmpty, "\(temporaries)")
    }

    /// Runs `arguments` (with `--book` and `--yes` added) on fresh copies of the sample book,
    /// killed at each step of its journaled write in turn (the debug-only
    /// `COURSEBOOK_DEBUG_CRASH_AFTER` hook) and then at `randomKills` random moments; after each
    /// kill `recover` recovers the book, which must be byte-for-byte the old or the new one.
    /// Returns how many runs ended old and new.
    private static func killedAtEveryStep(_ arguments: [String], randomKills: Int) throws -> (old: Int, new: Int, runs: Int) {
        let template = try sampleCopy()
        defer { try? FileManager.default.removeItem(at: template) }
        let book = template.deletingLastPathComponent().appendingPathComponent("\(template.lastPathComponent)-run")
        defer { try? FileManager.default.removeItem(at: book) }
        func fresh() throws {
            try? FileManager.default.removeItem(at: book)
            try FileManager.default.copyItem(at: template, to: book)
        }
        let command = arguments + ["--book", book.path, "--yes"]
        let old = try BuiltTool.digest(template, skipping: [".coursebook"])
        try fresh()
        let full = try BuiltTool.run(command)
        try #require(full.status == 0, "\(full.output)")
        let new = try BuiltTool.digest(book, skipping: [".coursebook"])
        #expect(new != old)
        var counts = (old: 0, new: 0, runs: 0)
        func recoverAndCompare(_ context: String) throws {
            // `check` only reports the pending change; `recover` completes it.
            let recover = try BuiltTool.run(["recover", book.path])
            #expect(recover.status == 0, "\(context): \(recover.output)")
            let check = try BuiltTool.run(["check", "--quiet", book.path])
            #expect(check.status == 0, "\(context): \(check.output)")
            let after = try BuiltTool.digest(book, skipping: [".coursebook"])
            #expect(after == old || after == new, "\(context): the book is neither the old nor the new one")
            #expect(!FileManager.default.fileExists(atPath: book.appendingPathComponent(".coursebook/journal").path))
            counts.runs += 1
            if after == old { counts.old += 1 }
            if after == new { counts.new += 1 }
        }
        for step in 1...60 {
            try fresh()
            let run = try BuiltTool.run(command, environment: ["COURSEBOOK_DEBUG_CRASH_AFTER": "\(step)"])
            if run.status == 0 { break }  // every step has been killed once
            #expect(run.status == SIGKILL, "step \(step): \(run.output)")
            try recoverAndCompare("killed at step \(step)")
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<randomKills {
            try fresh()
            let delay = Double.random(in: 0.0...0.4, using: &generator)
            try BuiltTool.killed(command, after: delay)
            try recoverAndCompare("killed after \(delay) s")
        }
        return counts
    }

    /// `person remove` of a student rewrites people.csv, enrollments.csv, attendance.csv and
    /// bonus.csv; of a teacher, people.csv and two course files.
    @Test func aPersonRemoveKilledAtAnyStepLeavesTheWholeBookOldOrNew() throws {
        let student = try Self.killedAtEveryStep(["person", "remove", "eszabo"], randomKills: 6)
        let teacher = try Self.killedAtEveryStep(["person", "remove", "kbrandt"], randomKills: 4)
        #expect(student.runs + teacher.runs >= 20)
        // Kills before the commit roll back, kills after it roll forward.
        #expect(student.old > 0 && student.new > 0, "\(student)")
        #expect(teacher.old > 0 && teacher.new > 0, "\(teacher)")
    }

    /// `course remove` deletes files (the course file and its notes) as well as rewriting CSVs.
    @Test func aCourseRemoveKilledAtAnyStepLeavesTheWholeBookOldOrNew() throws {
        let runs = try Self.killedAtEveryStep(["course", "remove", "cs240"], randomKills: 0)
        #expect(runs.old > 0 && runs.new > 0, "\(runs)")
    }
}
