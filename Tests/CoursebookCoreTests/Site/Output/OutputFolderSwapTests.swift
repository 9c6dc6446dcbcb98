import Foundation
import Testing
@testable import CoursebookCore

@Suite("Output folder safety")
struct OutputFolderSwapTests {
    private let book = SiteTestSupport.fixtureBook

    @Test func refusesAFolderNoBuildMadeUnlessForced() async throws {
        let folder = try SiteTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("mine")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try "precious".write(to: output.appendingPathComponent("thesis.txt"), atomically: true, encoding: .utf8)
        await #expect(throws: SiteError.self) { try await SiteTestSupport.generate(book, into: output) }
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("thesis.txt").path))
        _ = try await SiteTestSupport.generate(book, into: output, force: true)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(OutputFolderSwap.markerName).path))
        // Once it carries the marker, rebuilding needs no force.
        _ = try await SiteTestSupport.generate(book, into: output)
    }

    @Test func refusesDangerousPlaces() throws {
        for place in ["/", FileManager.default.homeDirectoryForCurrentUser.path, book.path, book.deletingLastPathComponent().path] {
            #expect(throws: SiteError.self, "\(place)") { try OutputFolderSwap(url: URL(fileURLWithPath: place)).validate(book: book, audience: .public, force: true) }
        }
    }

    @Test func dotFilesSurviveARebuild() async throws {
        let folder = try SiteTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("site")
        _ = try await SiteTestSupport.generate(book, into: output)
        try FileManager.default.createDirectory(at: output.appendingPathComponent(".git/objects"), withIntermediateDirectories: true)
        try "ref: refs/heads/gh-pages".write(to: output.appendingPathComponent(".git/HEAD"), atomically: true, encoding: .utf8)
        try "stale".write(to: output.appendingPathComponent("old-page.html"), atomically: true, encoding: .utf8)
        _ = try await SiteTestSupport.generate(book, into: output)
        #expect(try String(contentsOf: output.appendingPathComponent(".git/HEAD"), encoding: .utf8) == "ref: refs/heads/gh-pages")
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("old-page.html").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["site"], "no staging folders left behind")
    }

    /// A build killed right after the atomic exchange leaves the old tree, still holding `.git`,
    /// beside the new site; the next build must carry `.git` home and remove the old tree. The
    /// state is made by hand, as the exchange leaves it, under the id of a process that cannot exist.
    @Test func dotFilesLeftInTheOldTreeByAKilledBuildAreRecovered() async throws {
        let folder = try SiteTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("site")
        _ = try await SiteTestSupport.generate(book, into: output)
        let oldTree = folder.appendingPathComponent(".site.coursebook-new-99999999")
        try FileManager.default.createDirectory(at: oldTree.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try "ref: refs/heads/gh-pages".write(to: oldTree.appendingPathComponent(".git/HEAD"), atomically: true, encoding: .utf8)
        try "old".write(to: oldTree.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        _ = try await SiteTestSupport.generate(book, into: output)
        #expect(try String(contentsOf: output.appendingPathComponent(".git/HEAD"), encoding: .utf8) == "ref: refs/heads/gh-pages")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["site"], "the old tree is removed once emptied of dot-files")
    }

    /// Killed between the two renames of the fallback swap: no output, the old site at `-old-<pid>`.
    @Test func aSiteLeftAsideByAKilledBuildComesBack() async throws {
        let folder = try SiteTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("site")
        _ = try await SiteTestSupport.generate(book, into: output)
        try FileManager.default.createDirectory(at: output.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: output, to: folder.appendingPathComponent(".site.coursebook-old-99999999"))
        SiteDotEntries.recover(output: output)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(".git").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["site"])
    }

    /// A `static/courses` file leaves no room for the `courses/` folder, so writing fails midway.
    @Test func aFailedWriteLeavesThePreviousSite() async throws {
        let folder = try SiteTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("site")
        let copy = folder.appendingPathComponent("book")
        try FileManager.default.copyItem(at: book, to: copy)
        _ = try await SiteTestSupport.generate(copy, into: output)
        try FileManager.default.createDirectory(at: output.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let before = SiteTestSupport.files(in: output)
        try FileManager.default.createDirectory(at: copy.appendingPathComponent("static"), withIntermediateDirectories: true)
        try Data("a file where a folder goes".utf8).write(to: copy.appendingPathComponent("static/courses"))
        await #expect(throws: SiteError.self) { try await SiteTestSupport.generate(copy, into: output) }
        #expect(SiteTestSupport.files(in: output) == before)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(".git").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["book", "site"])
    }

    @Test func staffSiteRefusesGitTrackedBookFoldersAndPublicSites() async throws {
        let copy = try SiteTestSupport.copyOfBook(book)
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: copy.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let inside = copy.appendingPathComponent("_site")
        await #expect(throws: SiteError.self) { try await SiteTestSupport.generate(copy, into: inside, audience: .staff) }
        _ = try await SiteTestSupport.generate(copy, into: inside, audience: .public)
        let publicSite = copy.deletingLastPathComponent().appendingPathComponent("public")
        _ = try await SiteTestSupport.generate(copy, into: publicSite)
        await #expect(throws: SiteError.self) { try await SiteTestSupport.generate(copy, into: publicSite.appendingPathComponent("staff"), audience: .staff) }
        _ = try await SiteTestSupport.generate(copy, into: publicSite.appendingPathComponent("staff"), audience: .staff, force: true)
    }
}
