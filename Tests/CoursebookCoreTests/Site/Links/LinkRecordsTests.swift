import CourseModel
import Foundation
import Testing
@testable import CoursebookCore

/// What a build keeps per page until the end: the link check's records and the notes' HTML go to
/// files without a name in the staging folder, not memory, and come back exactly as written.
@Suite("Link records")
struct LinkRecordsTests {
    private func folderEntries(_ path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path)
    }

    /// Every record as (page, ids, targets, anchors) in names, in the order `forEach` gives them.
    private func readBack(_ records: LinkRecords) -> [String] {
        let names = records.names.all
        var out: [String] = []
        records.forEach { record in
            let ids = (0..<record.idCount).map { names[Int(record.id($0))] }
            let targets = (0..<record.targetCount).map { names[Int(record.target($0))] }
            let anchors = (0..<record.anchorCount).map { index -> String in
                let pair = record.anchor(index)
                return names[Int(pair >> 32)] + "#" + names[Int(pair & 0xFFFF_FFFF)]
            }
            out.append("\(record.page) ids=\(ids.sorted()) targets=\(targets.sorted()) anchors=\(anchors.sorted())")
        }
        return out
    }

    private func expected(_ page: String, _ links: PageLinks) -> String {
        let anchors = links.anchors.flatMap { target, fragments in fragments.map { target + "#" + $0 } }
        return "\(page) ids=\(links.ids.sorted()) targets=\(links.targets.sorted()) anchors=\(anchors.sorted())"
    }

    @Test func aBuildIntoAFolderSpillsTheRecordsToAFileNoOneSeesAndReadsThemBackAsWritten() throws {
        let folder = try SiteTestSupport.temporaryFolder("link-records")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = RenderedFileSink(writer: StagingWriter(root: folder.path, previous: nil))
        #expect(output.linkRecords.spills, "the records of a build into a folder are not kept in memory")
        let memory = RenderedFileSink()
        #expect(!memory.linkRecords.spills)

        // Enough pages that the records pass the write buffer several times over.
        var pages: [(String, String)] = []
        for course in 0..<40 {
            for session in 0..<60 {
                let page = "courses/c\(course)/sessions/s\(session).html"
                var html = ##"<main id="main"><h2 id="notes">N</h2><a href="../index.html#schedule">back</a><a href="#notes">here</a>"##
                for other in 0..<60 { html += ##"<a href="s\##(other).html">\##(other)</a>"## }
                html += ##"<a href="s\##((session + 1) % 60).html#notes">next</a></main>"##
                pages.append((page, html))
            }
            pages.append(("courses/c\(course)/index.html", ##"<h2 id="schedule">S</h2><a href="sessions/s0.html">first</a>"##))
        }
        for (page, html) in pages {
            output.add(page, html)
            memory.add(page, html)
        }
        #expect(output.failure == nil)
        #expect(output.linkRecords.count == pages.count)
        let spilled = readBack(output.linkRecords)
        #expect(spilled == readBack(memory.linkRecords))
        let names = output.linkRecords.names
        let summaries = pages.map { expected($0.0, PageLinks(page: $0.0, html: $0.1, names: names)) }
        #expect(Set(spilled) == Set(summaries))
        #expect(spilled.count == pages.count)
        // The staging folder holds the pages and their folders only: the records' file has no name.
        #expect(try folderEntries(folder.path) == ["courses"])
        #expect(try folderEntries(folder.path + "/courses/c0").sorted() == ["index.html", "sessions"])
        #expect(output.linkProblems().isEmpty)
    }

    @Test func aPageAddedTwiceCountsWithItsLastRecord() throws {
        let folder = try SiteTestSupport.temporaryFolder("link-records-twice")
        defer { try? FileManager.default.removeItem(at: folder) }
        for output in [RenderedFileSink(), RenderedFileSink(writer: StagingWriter(root: folder.path, previous: nil))] {
            output.add("index.html", ##"<a href="missing.html">a static page's link</a>"##)
            output.add("other.html", ##"<a href="index.html#top">top</a>"##)
            output.add("index.html", ##"<p id="top">generated</p>"##)
            #expect(output.linkRecords.count == 3)
            #expect(output.linkProblems().isEmpty, "the replaced page's broken link and missing anchor are gone")
        }
    }

    @Test func brokenLinksAndAnchorsAreFoundFromSpilledRecordsInPageOrder() async throws {
        let folder = try SiteTestSupport.temporaryFolder("link-records-broken")
        defer { try? FileManager.default.removeItem(at: folder) }
        var site = InMemorySite()
        site.add("b.html", ##"<p id="here">b</p><a href="a.html#gone">x</a><a href="a.html#top">ok</a>"##)
        site.add("a.html", ##"<p id="top">a</p><a href="nothing.html">n</a><a href="#nowhere">s</a><a href="b.html#here">ok</a><a href="style.css#x">css</a>"##)
        site.add("c.html", ##"<a href="a.html">fine</a>"##)
        site.add("style.css", "p {}")
        let output = RenderedFileSink(writer: StagingWriter(root: folder.path, previous: nil))
        for path in ["c.html", "b.html", "style.css", "a.html"] { output.add(path, site.files[path]!) }
        let found = output.linkProblems()
        #expect(found.map(\.page) == ["a.html", "b.html"])
        #expect(found.flatMap(\.problems).map(\.description) == [
            "_site/a.html: warning: link 'nothing.html' does not resolve to a file of the site",
            "_site/a.html: warning: link '#nowhere' names an anchor that a.html does not have",
            "_site/b.html: warning: link 'a.html#gone' names an anchor that a.html does not have",
        ])
        #expect(await LinkChecker().check(site).map(\.description) == found.flatMap(\.problems).map(\.description))
    }

    @Test func noteBodiesSpilledToAFileReadBackAsRendered() async throws {
        let folder = try SiteTestSupport.temporaryFolder("note-html")
        defer { try? FileManager.default.removeItem(at: folder) }
        let zone = try #require(ZoneClock(identifier: "UTC"))
        let notes = (0..<5000).map { index in
            Note(courseID: "c\(index % 7)", sessionDate: LocalDate(year: 2026, month: 9, day: 10 + index % 9)!, slug: "n\(index)", title: "N\(index)",
                 created: zone.instant(LocalDate(year: 2026, month: 9, day: 1)!, secondsOfDay: index), body: index % 11 == 0 ? "" : "Body **\(index)** é",
                 path: "notes/c\(index % 7)/2026-09-\(10 + index % 9)-n\(index).md")
        }
        let render: @Sendable (Note) -> String = { "<p>" + $0.body + "</p>" }
        let spilled = await NoteHTML.render(notes, spillingInto: folder.path, render)
        let memory = await NoteHTML.render(notes, spillingInto: nil, render)
        #expect(spilled.values.isEmpty, "nothing stays in memory")
        #expect(memory.values.count == notes.count)
        for note in notes { #expect(spilled[note.path] == render(note)) }
        #expect(spilled["notes/none.md"] == nil)
        #expect(try folderEntries(folder.path).isEmpty)
    }
}
