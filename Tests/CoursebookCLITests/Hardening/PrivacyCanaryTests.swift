import Foundation
import Testing

/// The site fixture's canary student (unique name, e-mail, attendance and bonus) through the built
/// tool: nowhere in a public build or its log, everywhere expected in a staff build. The in-memory
/// check of every public file is `SiteBuilderTests.publicBuildCarriesNoStudentData`.
@Suite("Privacy canary", .enabled(if: BuiltTool.isAvailable, "needs .build/debug/coursebook (swift build)"))
struct PrivacyCanaryTests {
    /// The canary's values as they appear in data: name, e-mail, bonus reason, and the id that
    /// keys their attendance and bonus rows.
    static let canaries = ["Quillfeather", "Zanzibarovna", "qz.canary-7f3a@canary.example.edu", "Canary bonus for a clever proof", "qzcanary"]

    @Test func publicBuildAndItsLogHoldNoCanaryStaffBuildHoldsThem() throws {
        let book = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-canary-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: BookCopy.fixtures.appendingPathComponent("site-book"), to: book)
        defer { try? FileManager.default.removeItem(at: book) }
        var texts: [String: String] = [:]
        for audience in ["public", "staff"] {
            let output = book.appendingPathComponent("site-\(audience)")
            let run = try BuiltTool.run(["build", book.path, "--audience", audience, "--output", output.path, "--today", "2026-09-09",
                                         "--base-url", "https://example.org/c/"])
            #expect(run.status == 0, "\(run.output)")
            var all = "LOG\n" + run.output
            let paths = FileManager.default.subpaths(atPath: output.path) ?? []
            for kind in ["index.html", "search/index.json", "assets/search-index.js", "feed.xml", "sitemap.xml", "calendar.ics"] {
                #expect(paths.contains(kind), "\(audience) build has no \(kind)")
            }
            for path in paths {
                guard let data = FileManager.default.contents(atPath: output.appendingPathComponent(path).path) else { continue }
                all += "\nFILE \(path)\n" + String(decoding: data, as: UTF8.self)
            }
            texts[audience] = all
        }
        for canary in Self.canaries {
            #expect(!(texts["public"] ?? "").contains(canary), "public build leaks \(canary)")
            #expect((texts["staff"] ?? "").contains(canary), "staff build lacks \(canary)")
        }
        let staffAttendance = try String(contentsOf: book.appendingPathComponent("site-staff/people/qzcanary.html"), encoding: .utf8)
        #expect(staffAttendance.lowercased().contains("present"), "the canary's attendance is on their staff page")
    }
}
