import Foundation
import Testing

/// The built tool writes the same bytes whatever the time zone, language, file-creation order or
/// run; compared as one SHA-256 over the whole output tree.
@Suite("Reproducible builds", .enabled(if: BuiltTool.isAvailable, "needs .build/debug/coursebook (swift build)"))
struct ReproducibilityTests {
    /// Copies every file of `source` into a new folder, creating them in reverse (or forward) order.
    private static func copy(_ source: URL, reversed: Bool) throws -> URL {
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-repro-\(UUID().uuidString)")
        var paths = (FileManager.default.subpaths(atPath: source.path) ?? []).sorted()
        if reversed { paths.reverse() }
        for path in paths {
            let from = source.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: from.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            let to = target.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: from, to: to)
        }
        return target
    }

    private static func build(_ book: URL, _ output: URL, audience: String = "staff", environment: [String: String]) throws -> String {
        let run = try BuiltTool.run(["build", book.path, "--output", output.path, "--audience", audience, "--today", "2026-09-09",
                                     "--base-url", "https://example.org/c/"], environment: environment)
        #expect(run.status == 0, "\(run.output)")
        return try BuiltTool.digest(output)
    }

    @Test func timeZoneLanguageAndFileOrderDoNotChangeTheOutput() throws {
        let fixture = BookCopy.fixtures.appendingPathComponent("site-book")
        let forward = try Self.copy(fixture, reversed: false)
        let backward = try Self.copy(fixture, reversed: true)
        let outputs = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-repro-out-\(UUID().uuidString)")
        defer { for folder in [forward, backward, outputs] { try? FileManager.default.removeItem(at: folder) } }
        let first = try Self.build(forward, outputs.appendingPathComponent("a"), environment: ["TZ": "UTC", "LANG": "C"])
        let second = try Self.build(backward, outputs.appendingPathComponent("b"),
                                    environment: ["TZ": "Asia/Kathmandu", "LANG": "tr_TR.UTF-8", "LC_ALL": "de_DE.UTF-8"])
        #expect(first == second)
    }

    @Test func twentyRepeatedBuildsAreIdentical() throws {
        let book = try Self.copy(BookCopy.fixtures.appendingPathComponent("site-book"), reversed: false)
        defer { try? FileManager.default.removeItem(at: book) }
        var digests: Set<String> = []
        for run in 0..<20 {
            // Each audience in its own folder: neither build replaces the other's site.
            let audience = run.isMultiple(of: 2) ? "public" : "staff"
            digests.insert(try Self.build(book, book.appendingPathComponent(audience == "staff" ? "_site-staff" : "_site"), audience: audience, environment: ["TZ": "UTC"]))
        }
        #expect(digests.count == 2, "one digest per audience")
    }
}
