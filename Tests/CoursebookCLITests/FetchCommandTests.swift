import Foundation
import Testing

/// `coursebook fetch` ends with a summary line naming the cache folder, and exits 74 when a page
/// a build needs can be neither downloaded nor found in the cache.
@Suite("fetch command", .enabled(if: BuiltTool.isAvailable, "needs .build/debug/coursebook (swift build)"))
struct FetchCommandTests {
    @Test func aPageThatCannotBeHadExits74() throws {
        let book = try BookCopy("valid-book")
        defer { book.remove() }
        let geo = book.root.appendingPathComponent("courses/geo.yml")
        try Data((String(decoding: try Data(contentsOf: geo), as: UTF8.self) + "page: github:example/geometry\n").utf8).write(to: geo)
        // Port 9 (discard) has no listener here: the download fails at once.
        let run = try BuiltTool.run(["fetch", book.root.path], environment: ["COURSEBOOK_GITHUB_RAW_URL": "http://127.0.0.1:9"])
        #expect(run.status == 74, "\(run.output)")
        #expect(run.output.contains("courses/geo.yml: error: http://127.0.0.1:9/example/geometry/HEAD/README.md: cannot download"), "\(run.output)")
        #expect(run.output.contains(".coursebook/cache: 1 page: 0 downloaded, 0 unchanged, 0 kept from the cache, 1 failed"), "\(run.output)")
    }

    @Test func aBookWithoutRemotePagesHasNothingToFetch() throws {
        let book = try BookCopy("valid-book")
        defer { book.remove() }
        let run = try BuiltTool.run(["fetch", book.root.path])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains(": 0 pages: 0 downloaded"), "\(run.output)")
    }
}
