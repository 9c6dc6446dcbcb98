import CoursebookCore
import Foundation
import Testing
@testable import CoursebookServe

/// The in-memory site `serve` answers from: what a request sees while the first build still
/// renders, and what later builds change.
struct PreviewSiteTests {
    @Test func aRequestDuringTheFirstBuildWaitsForItsPage() async throws {
        let site = PreviewSite()
        site.publish("index.html", Data("home".utf8))
        guard case .file("index.html", let home) = await site.answer("/") else { Issue.record("the home page is not answered at once"); return }
        #expect(home.data == Data("home".utf8))
        async let waiting = site.answer("/courses/alg/")
        async let missing = site.answer("/no-such-page/")
        try await Task.sleep(for: .milliseconds(50))
        site.publish("courses/alg/index.html", Data("alg".utf8))
        guard case .file("courses/alg/index.html", let course) = await waiting else { Issue.record("the course page is not answered once published"); return }
        #expect(course.data == Data("alg".utf8))
        var files = InMemorySite()
        files.add("index.html", "home")
        files.add("courses/alg/index.html", "alg")
        #expect(site.update(to: files) == 0)
        guard case .notFound = await missing else { Issue.record("a missing page is not answered when the build ends"); return }
        #expect(site.file("index.html")?.modified == home.modified)
    }

    @Test func aPublishedFileWakesOnlyTheRequestsItAnswers() async throws {
        let site = PreviewSite()
        async let course = site.answer("/courses/alg/")
        async let leaf = site.answer("/places")
        async let folder = site.answer("/courses/geo")
        try await waitUntil { site.waitingCount == 3 }
        site.publish("index.html", Data("home".utf8))
        site.publish("courses/net/index.html", Data("net".utf8))
        try await Task.sleep(for: .milliseconds(20))
        #expect(site.wakeups == 0)
        site.publish("courses/alg/index.html", Data("alg".utf8))
        guard case .file("courses/alg/index.html", _) = await course else { Issue.record("the course page is not answered once published"); return }
        #expect(site.wakeups == 1)
        site.publish("places.html", Data("places".utf8))
        guard case .file("places.html", _) = await leaf else { Issue.record("/places is not answered by places.html"); return }
        site.publish("courses/geo/2026-09-08.html", Data("session".utf8))
        guard case .redirect("/courses/geo/") = await folder else { Issue.record("a folder's first file does not answer it"); return }
        #expect(site.wakeups == 3)
        async let missing = site.answer("/no-such-page")
        try await waitUntil { site.waitingCount == 1 }
        site.endOpening()
        guard case .notFound = await missing else { Issue.record("a missing page is not answered when the build ends"); return }
        #expect(site.wakeups == 4)
    }

    /// Polls `condition` for up to ten seconds.
    private func waitUntil(_ condition: () -> Bool) async throws {
        for _ in 0..<1000 where !condition() { try await Task.sleep(for: .milliseconds(10)) }
        #expect(condition())
    }

    @Test func aFailedFirstBuildAnswersWaitingRequests() async throws {
        let site = PreviewSite()
        async let waiting = site.answer("/")
        try await Task.sleep(for: .milliseconds(50))
        site.endOpening()
        guard case .notFound = await waiting else { Issue.record("a request still waits after a failed first build"); return }
        site.publish("index.html", Data("late".utf8))
        #expect(site.file("index.html") == nil)
    }

    @Test func laterBuildsChangeOnlyWhatDiffers() async throws {
        let site = PreviewSite()
        var files = InMemorySite()
        files.add("index.html", "home")
        files.add("courses/alg/index.html", "alg")
        files.add("courses/alg/2026-09-08.html", "session")
        #expect(site.update(to: files) == 3)
        let before = try #require(site.file("index.html")).modified
        try await Task.sleep(for: .milliseconds(20))
        files.add("courses/alg/index.html", "alg, changed")
        files.remove("courses/alg/2026-09-08.html")
        #expect(site.update(to: files) == 2)
        #expect(site.file("index.html")?.modified == before)
        #expect(try #require(site.file("courses/alg/index.html")).modified > before)
        guard case .redirect("/courses/alg/") = await site.answer("/courses/alg") else { Issue.record("the course folder is gone"); return }
        files.remove("courses/alg/index.html")
        #expect(site.update(to: files, touched: ["courses/alg/index.html"]) == 1)
        guard case .notFound = await site.answer("/courses/alg") else { Issue.record("an emptied folder is still answered"); return }
        guard case .notFound = await site.answer("/courses") else { Issue.record("an emptied folder is still answered"); return }
    }
}
