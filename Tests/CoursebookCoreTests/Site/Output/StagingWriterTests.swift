import CourseModel
import Foundation
import Testing
@testable import CoursebookCore

/// Writing a site as it renders: unchanged files carried over from the previous site, which a
/// build never alters, and a rebuild that rewrites only what changed.
@Suite("Site writer")
struct StagingWriterTests {
    private func inode(_ path: String) -> (inode: UInt64, modified: Int) {
        var status = stat()
        guard stat(path, &status) == 0 else { return (0, 0) }
        return (UInt64(status.st_ino), Int(status.st_mtim.tv_sec) * 1_000_000_000 + Int(status.st_mtim.tv_nsec))
    }

    @Test func unchangedFilesAreLinkedAndChangedOnesWrittenAfresh() throws {
        let folder = try SiteTestSupport.temporaryFolder("writer")
        defer { try? FileManager.default.removeItem(at: folder) }
        let previous = folder.appendingPathComponent("previous").path
        let staging = folder.appendingPathComponent("staging").path
        try FileManager.default.createDirectory(atPath: previous + "/a", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true)
        try Data("same".utf8).write(to: URL(fileURLWithPath: previous + "/a/same.html"))
        try Data("old".utf8).write(to: URL(fileURLWithPath: previous + "/a/edited.html"))
        try Data("long".utf8).write(to: URL(fileURLWithPath: previous + "/a/grown.html"))

        let writer = StagingWriter(root: staging, previous: previous)
        try writer.write("a/same.html", Data("same".utf8))
        try writer.write("a/edited.html", Data("new".utf8))
        try writer.write("a/grown.html", Data("longer".utf8))
        try writer.write("b/c/new.html", Data())

        #expect(inode(staging + "/a/same.html").inode == inode(previous + "/a/same.html").inode)
        #expect(inode(staging + "/a/edited.html").inode != inode(previous + "/a/edited.html").inode)
        #expect(try String(contentsOfFile: staging + "/a/edited.html", encoding: .utf8) == "new")
        #expect(try String(contentsOfFile: staging + "/a/grown.html", encoding: .utf8) == "longer")
        #expect(try String(contentsOfFile: previous + "/a/edited.html", encoding: .utf8) == "old")
        #expect(FileManager.default.fileExists(atPath: staging + "/b/c/new.html"))
        #expect(writer.written == (written: 3, linked: 1))
    }

    /// A generated file replacing one already written (a `static/` copy of the same name) must not
    /// write through a link into the previous site, which stays whole if the build then fails.
    @Test func replacingALinkedFileLeavesThePreviousSiteAlone() throws {
        let folder = try SiteTestSupport.temporaryFolder("writer")
        defer { try? FileManager.default.removeItem(at: folder) }
        let previous = folder.appendingPathComponent("previous").path
        let staging = folder.appendingPathComponent("staging").path
        try FileManager.default.createDirectory(atPath: previous, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true)
        try Data("published".utf8).write(to: URL(fileURLWithPath: previous + "/index.html"))

        let writer = StagingWriter(root: staging, previous: previous)
        try writer.write("index.html", Data("published".utf8))
        try writer.write("index.html", Data("generated".utf8))

        #expect(try String(contentsOfFile: previous + "/index.html", encoding: .utf8) == "published")
        #expect(try String(contentsOfFile: staging + "/index.html", encoding: .utf8) == "generated")
    }

    @Test func writingIntoAMissingFolderFailsWithThePath() throws {
        let writer = StagingWriter(root: "/nonexistent-coursebook-staging", previous: nil)
        #expect(throws: SiteError.self) { try writer.write("index.html", Data("x".utf8)) }
    }

    /// A rebuild of an unchanged book rewrites nothing: every file keeps its inode and time, so
    /// deploy tools that compare times copy nothing; the site is byte-identical to a fresh build.
    @Test func aRebuildKeepsUnchangedFilesAsTheyWere() async throws {
        let folder = try SiteTestSupport.temporaryFolder("rebuild")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("site")
        _ = try await SiteTestSupport.generate(SiteTestSupport.fixtureBook, into: output)
        let files = SiteTestSupport.files(in: output)
        let before = files.map { inode(output.path + "/" + $0) }
        _ = try await SiteTestSupport.generate(SiteTestSupport.fixtureBook, into: output)
        #expect(SiteTestSupport.files(in: output) == files)
        let after = files.map { inode(output.path + "/" + $0) }
        for (path, (old, new)) in zip(files, zip(before, after)) where path != OutputFolderSwap.markerName {
            #expect(old.inode == new.inode && old.modified == new.modified, "\(path)")
        }
        let fresh = folder.appendingPathComponent("fresh")
        _ = try await SiteTestSupport.generate(SiteTestSupport.fixtureBook, into: fresh)
        for path in files {
            #expect(FileManager.default.contents(atPath: output.path + "/" + path) == FileManager.default.contents(atPath: fresh.path + "/" + path), "\(path)")
        }
    }

    /// A build that writes pages as they render must give what the in-memory render gives, and
    /// report the same broken links (a `static/` page here carries a missing file and anchor).
    @Test func aStreamedBuildMatchesTheInMemoryRender() async throws {
        let folder = try SiteTestSupport.temporaryFolder("streamed")
        defer { try? FileManager.default.removeItem(at: folder) }
        let book = folder.appendingPathComponent("book")
        try FileManager.default.copyItem(at: SiteTestSupport.fixtureBook, to: book)
        try FileManager.default.createDirectory(at: book.appendingPathComponent("static/extra"), withIntermediateDirectories: true)
        try Data(##"<p><a href="../missing.html">gone</a> <a href="../index.html#nowhere">anchor</a> <a href="#top">self</a></p>"##.utf8)
            .write(to: book.appendingPathComponent("static/extra/links.html"))
        let output = folder.appendingPathComponent("site")
        let summary = try await SiteTestSupport.generate(book, into: output)
        let loaded = try BookLoader(root: book).load().book
        let generator = SiteBuild(bookRoot: book, book: loaded)
        let options = SiteBuild.Options(output: output, today: LocalDate(iso: "2026-11-21")!, offline: true)
        var pageWarnings: [Diagnostic] = []
        let syllabi = await generator.syllabi(offline: true, diagnostics: &pageWarnings)
        let memory = await generator.render(options, templates: try generator.templates(), syllabi: syllabi)
        #expect(SiteTestSupport.files(in: output).filter { $0 != OutputFolderSwap.markerName } == memory.files.paths)
        for path in memory.files.paths {
            #expect(FileManager.default.contents(atPath: output.path + "/" + path) == memory.files.files[path], "\(path)")
        }
        #expect(summary.warnings.map(\.description) == (pageWarnings + memory.warnings).map(\.description))
        #expect(summary.warnings.map(\.message) == [
            "link '../missing.html' does not resolve to a file of the site",
            "link '../index.html#nowhere' names an anchor that index.html does not have",
            "link '#top' names an anchor that extra/links.html does not have",
        ])
        #expect(summary.pages == memory.files.pageCount)
    }

    /// A FIFO where the previous site had a file is no unchanged file, for a whole file and a
    /// streamed one alike, and opening it does not wait for a writer.
    @Test func aFIFOInThePreviousSiteIsNeitherWaitedForNorLinked() throws {
        let folder = try SiteTestSupport.temporaryFolder("fifo")
        defer { try? FileManager.default.removeItem(at: folder) }
        let previous = folder.appendingPathComponent("previous").path
        let staging = folder.appendingPathComponent("staging").path
        try FileManager.default.createDirectory(atPath: previous, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true)
        for name in ["page.html", "feed.xml"] { #expect(mkfifo(previous + "/" + name, 0o600) == 0) }
        #expect(StagingWriter.openPrevious(previous + "/page.html") == nil)
        #expect(!StagingWriter.sameBytes(previous + "/page.html", Data()))

        let writer = StagingWriter(root: staging, previous: previous)
        try writer.write("page.html", Data())
        #expect(writer.written.written == 1 && writer.written.linked == 0)
        let stream = SiteStream(path: "feed.xml", file: writer.prepare("feed.xml"), previous: previous + "/feed.xml")
        stream.append("")
        guard case .success = stream.finish() else { Issue.record("the stream failed"); return }
        #expect(!stream.linked)
        var status = stat()
        #expect(lstat(staging + "/feed.xml", &status) == 0 && status.st_mode & S_IFMT == S_IFREG)
    }
}
