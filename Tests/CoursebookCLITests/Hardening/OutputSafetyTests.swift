import Foundation
import CoursebookCore
import Testing

/// `build` refuses folders it must never replace, before writing anything, and deletes nothing.
@Suite("Output folder safety (CLI)")
struct OutputSafetyTests {
    private static func copy() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let book = folder.appendingPathComponent("book")
        try FileManager.default.copyItem(at: BookCopy.fixtures.appendingPathComponent("site-book"), to: book)
        return book
    }

    @Test func refusedPlacesExit73AndChangeNothing() async throws {
        let book = try Self.copy()
        let parent = book.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: parent) }
        let unmarked = parent.appendingPathComponent("thesis")
        try FileManager.default.createDirectory(at: unmarked, withIntermediateDirectories: true)
        try Data("precious\n".utf8).write(to: unmarked.appendingPathComponent("chapter1.tex"))
        let before = try BuiltTool.digest(parent)
        for (place, force) in [(book.path, true), (parent.path, true), (unmarked.path, false), (book.path + "/.", true), (book.path + "/courses/..", true)] {
            let code = await BookCopy.exitCode(["build", book.path, "--output", place, "--today", "2026-09-09"] + (force ? ["--force"] : []))
            #expect(code == 73, "\(place)")
            #expect(try BuiltTool.digest(parent) == before, "\(place) changed something")
        }
    }

    /// For `/` and the home folder only the refusal is checked (validation runs before any write).
    @Test func rootAndHomeAreRefusedBeforeAnyWrite() throws {
        let book = try Self.copy()
        defer { try? FileManager.default.removeItem(at: book.deletingLastPathComponent()) }
        for place in ["/", FileManager.default.homeDirectoryForCurrentUser.path, "//", "/tmp/.."] {
            do {
                try CoursebookCore.OutputFolderSwap(url: URL(fileURLWithPath: place)).validate(book: book, audience: .public, force: true)
                Issue.record("\(place) was accepted")
            } catch {
                #expect("\(error)".contains("refus") || "\(error)".contains("root") || "\(error)".contains("home"), "\(error)")
            }
        }
    }

    /// `--force` never replaces a folder inside the book: its data folders (even holding a planted
    /// marker) and any folder of it no build made. Issue 14, item 9.
    @Test func forceNeverReplacesAFolderInsideTheBook() async throws {
        let book = try Self.copy()
        let parent = book.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: parent) }
        try FileManager.default.createDirectory(at: book.appendingPathComponent("handouts"), withIntermediateDirectories: true)
        try Data("week 1\n".utf8).write(to: book.appendingPathComponent("handouts/week1.txt"))
        try Data("audience: public\n".utf8).write(to: book.appendingPathComponent("notes/.coursebook-site"))
        let before = try BuiltTool.digest(parent)
        for place in ["courses", "notes", "pages", "handouts", "courses/../notes", ".coursebook", "courses/new"] {
            let code = await BookCopy.exitCode(["build", book.path, "--output", book.path + "/" + place, "--today", "2026-09-09", "--force"])
            #expect(code == 73, "\(place)")
            #expect(try BuiltTool.digest(parent) == before, "\(place) changed something")
        }
    }

    /// The home folder, and a folder holding it, are refused as `$HOME` names it, not only as the
    /// password file does, and through a link to it. Issue 14, item 9.
    @Test(.enabled(if: BuiltTool.isAvailable, "needs .build/debug/coursebook (swift build)"))
    func homeFromTheEnvironmentIsRefused() throws {
        let book = try Self.copy()
        let parent = book.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: parent) }
        let home = parent.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try Data("export PATH\n".utf8).write(to: home.appendingPathComponent(".bashrc"))
        try FileManager.default.createSymbolicLink(atPath: parent.appendingPathComponent("home-link").path, withDestinationPath: "home")
        let homes = parent.appendingPathComponent("homes")
        try FileManager.default.createDirectory(at: homes.appendingPathComponent("me"), withIntermediateDirectories: true)
        try Data("export PATH\n".utf8).write(to: homes.appendingPathComponent("me/.bashrc"))
        let before = try BuiltTool.digest(parent)
        for (place, home) in [(home.path, home.path), (home.path + "/", home.path), (home.path + "/../home", home.path),
                              (parent.appendingPathComponent("home-link").path + "/.", home.path), (homes.path, homes.path + "/me")] {
            let run = try BuiltTool.run(["build", book.path, "--output", place, "--today", "2026-09-09", "--force"], environment: ["HOME": home])
            #expect(run.status == 73, "\(place): \(run.output)")
            #expect(run.output.contains("home folder") || run.output.contains("symbolic link"), "\(place): \(run.output)")
            #expect(try BuiltTool.digest(parent) == before, "\(place) changed something")
        }
    }

    /// A staff build never replaces a public site (or a public build a staff site) without
    /// `--force`, and by default goes to `_site-staff`. Issue 14, item 8.
    @Test func audiencesNeverReplaceEachOthersSite() async throws {
        let book = try Self.copy()
        defer { try? FileManager.default.removeItem(at: book.deletingLastPathComponent()) }
        let site = book.appendingPathComponent("_site")
        #expect(await BookCopy.exitCode(["build", book.path, "--today", "2026-09-09"]) == 0)
        #expect(OutputFolderSwap.markerAudience(in: site) == "public")
        let publicSite = try BuiltTool.digest(site)
        #expect(await BookCopy.exitCode(["build", book.path, "--today", "2026-09-09", "--audience", "staff", "--output", site.path]) == 73)
        #expect(try BuiltTool.digest(site) == publicSite, "the staff build replaced the public site")
        #expect(await BookCopy.exitCode(["build", book.path, "--today", "2026-09-09", "--audience", "staff"]) == 0)
        #expect(OutputFolderSwap.markerAudience(in: book.appendingPathComponent("_site-staff")) == "staff")
        #expect(try BuiltTool.digest(site) == publicSite)
        let staffSite = try BuiltTool.digest(book.appendingPathComponent("_site-staff"))
        #expect(await BookCopy.exitCode(["build", book.path, "--today", "2026-09-09", "--output", book.path + "/_site-staff"]) == 73)
        #expect(try BuiltTool.digest(book.appendingPathComponent("_site-staff")) == staffSite)
        #expect(await BookCopy.exitCode(["build", book.path, "--today", "2026-09-09", "--audience", "staff", "--output", site.path, "--force"]) == 0)
        #expect(OutputFolderSwap.markerAudience(in: site) == "staff")
    }
}
