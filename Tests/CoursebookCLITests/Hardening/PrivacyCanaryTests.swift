import Foundation
import Testing

/// The site fixture's canary student (unique name, e-mail, attendance and bonus) through the built
/// tool: nowhere in a public build or its log, everywhere expected in a staff build. The in-memory
/// check of every public file is `SiteRendererTests.publicBuildCarriesNoStudentData`.
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

    /// The text of every file of a public build of `book` and of its log; the build's status.
    private static func publicBuild(of book: URL) throws -> (status: Int32, output: String, all: String) {
        let output = book.appendingPathComponent("site-public")
        let run = try BuiltTool.run(["build", book.path, "--output", output.path, "--today", "2026-09-09"])
        var all = "LOG\n" + run.output
        for path in FileManager.default.subpaths(atPath: output.path) ?? [] {
            guard let data = FileManager.default.contents(atPath: output.appendingPathComponent(path).path) else { continue }
            all += "\nFILE \(path)\n" + String(decoding: data, as: UTF8.self)
        }
        return (run.status, run.output, all)
    }

    private static func book() throws -> URL {
        let book = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-canary-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: BookCopy.fixtures.appendingPathComponent("site-book"), to: book)
        return book
    }

    private static func setPage(_ page: String, of book: URL) throws {
        let url = book.appendingPathComponent("courses/alg.yml")
        let course = try String(contentsOf: url, encoding: .utf8)
        try Data(course.replacingOccurrences(of: "page: pages/alg.md", with: "page: \(page)").utf8).write(to: url)
    }

    @Test(arguments: ["people.csv", "attendance.csv", "pages/roster.md"])
    func aDataFileAsACoursePageIsRefused(_ page: String) throws {
        let book = try Self.book()
        defer { try? FileManager.default.removeItem(at: book) }
        // pages/roster.md is a symbolic link inside the book to the roster.
        try FileManager.default.createSymbolicLink(atPath: book.appendingPathComponent("pages/roster.md").path, withDestinationPath: "../people.csv")
        try Self.setPage(page, of: book)
        let build = try Self.publicBuild(of: book)
        #expect(build.status == 65, "\(build.output)")
        #expect(build.output.contains("courses/alg.yml:"), "\(build.output)")
        for canary in Self.canaries { #expect(!build.all.contains(canary), "a public build leaks \(canary)") }
    }

    @Test func dataFilesLinkedFromACoursePageAreNotCopied() throws {
        let book = try Self.book()
        defer { try? FileManager.default.removeItem(at: book) }
        try FileManager.default.createSymbolicLink(atPath: book.appendingPathComponent("pages/roster.csv").path, withDestinationPath: "../people.csv")
        try FileManager.default.createSymbolicLink(atPath: book.appendingPathComponent("pages/state").path, withDestinationPath: "..")
        let page = book.appendingPathComponent("pages/alg.md")
        let links = ["roster.csv", "../people.csv", "../attendance.csv", "../bonus.csv", "../enrollments.csv", "../courses/alg.yml",
                     "../coursebook.yml", "state/people.csv", "state/attendance.csv"]
        try (try Data(contentsOf: page) + Data(("\n" + links.map { "See [it](\($0)).\n" }.joined()).utf8)).write(to: page)
        let build = try Self.publicBuild(of: book)
        #expect(build.status == 0, "\(build.output)")
        #expect(build.output.contains("data file of the book"), "\(build.output)")
        for canary in Self.canaries { #expect(!build.all.contains(canary), "a public build leaks \(canary)") }
    }

    @Test func dataFilesReachedThroughStaticAreNotCopied() throws {
        let book = try Self.book()
        defer { try? FileManager.default.removeItem(at: book) }
        let files = FileManager.default
        try files.createDirectory(at: book.appendingPathComponent("static/sub"), withIntermediateDirectories: true)
        try files.linkItem(at: book.appendingPathComponent("people.csv"), to: book.appendingPathComponent("static/people.csv"))
        try files.linkItem(at: book.appendingPathComponent("bonus.csv"), to: book.appendingPathComponent("static/sub/b.txt"))
        try files.createSymbolicLink(atPath: book.appendingPathComponent("static/roster.csv").path, withDestinationPath: "../people.csv")
        try files.copyItem(at: book.appendingPathComponent("attendance.csv"), to: book.appendingPathComponent("static/sub/a.csv"))
        try files.copyItem(at: book.appendingPathComponent("people.csv"), to: book.appendingPathComponent("pages/copy.csv"))
        let page = book.appendingPathComponent("pages/alg.md")
        try (try Data(contentsOf: page) + Data("\nSee [the copy](copy.csv).\n".utf8)).write(to: page)
        try files.createSymbolicLink(atPath: book.appendingPathComponent("static/book").path, withDestinationPath: "..")
        let build = try Self.publicBuild(of: book)
        #expect(build.status == 0, "\(build.output)")
        #expect(build.output.contains("static/people.csv: warning:") && build.output.contains("static/sub/a.csv: warning:"), "\(build.output)")
        for canary in Self.canaries { #expect(!build.all.contains(canary), "a public build leaks \(canary)") }
    }
}
