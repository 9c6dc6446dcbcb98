import CourseModel
import Foundation
import Testing
@testable import CoursebookCore

/// `build --timings` records every stage, the Markdown ones among them, and changes no output.
struct BuildTimingsTests {
    @Test func aTimedBuildRecordsEachStageAndWritesTheSameSite() async throws {
        let folder = try SiteTestSupport.temporaryFolder("timings")
        defer { try? FileManager.default.removeItem(at: folder) }
        let loaded = try BookLoader(root: SiteTestSupport.fixtureBook).load()
        let generator = SiteBuild(bookRoot: SiteTestSupport.fixtureBook, book: loaded.book)
        var options = SiteBuild.Options(output: folder.appendingPathComponent("timed"), today: LocalDate(iso: "2026-11-21")!, offline: true)
        let timings = BuildTimings()
        options.timings = timings
        _ = try await generator.run(options)
        options.timings = nil
        options.output = folder.appendingPathComponent("plain")
        _ = try await generator.run(options)

        let names = timings.recorded.map(\.name)
        #expect(names == ["templates", "markdown: course pages (read, parse, syllabus, HTML)", "markdown: note bodies (parse, HTML)",
                          "site: render and write", "site: swap in"])
        #expect(timings.recorded.allSatisfy { $0.wall >= 0 && $0.cpu >= 0 && $0.peakMiB > 0 })
        // The high-water mark only rises, so each stage's peak is at least the one before.
        #expect(zip(timings.recorded, timings.recorded.dropFirst()).allSatisfy { $0.peakMiB <= $1.peakMiB })
        #expect(timings.lines().allSatisfy { $0.hasPrefix("timing: ") && $0.contains(" s wall, ") && $0.contains(" s CPU, peak ") && $0.hasSuffix(" MiB") })
        let timed = SiteTestSupport.files(in: folder.appendingPathComponent("timed"))
        #expect(timed == SiteTestSupport.files(in: folder.appendingPathComponent("plain")))
        for path in timed {
            #expect(FileManager.default.contents(atPath: folder.appendingPathComponent("timed/" + path).path)
                    == FileManager.default.contents(atPath: folder.appendingPathComponent("plain/" + path).path), "\(path)")
        }
    }
}
