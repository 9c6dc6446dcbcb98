import Foundation
import Testing
@testable import CoursebookServe

/// `coursebook serve` over real loopback HTTP: pages, types, caching, live reload and recovery.
@Suite(.serialized) struct PreviewServerTests {
    @Test func servesPagesWithTypesAndTheReloadScriptOnlyWhenServed() async throws {
        let served = try await ServedBook()
        let home = try await served.request("/")
        #expect(home.status == 200)
        #expect(home.headers["content-type"] == "text/html; charset=utf-8")
        #expect(home.text.contains("Canary Test Institute"))
        #expect(home.text.contains(PreviewPage.eventsPath))
        let built = String(decoding: try #require(served.server.builtFile("index.html")), as: UTF8.self)
        #expect(built.contains("Canary Test Institute"))
        #expect(!built.contains(PreviewPage.eventsPath))
        let types = [
            "assets/site.css": "text/css; charset=utf-8", "assets/site.js": "text/javascript; charset=utf-8",
            "feed.xml": "application/xml; charset=utf-8", "calendar.ics": "text/calendar; charset=utf-8",
            "search/index.json": "application/json; charset=utf-8", "files/pages/img/figure.svg": "image/svg+xml",
        ]
        for (path, type) in types {
            let reply = try await served.request(path)
            #expect(reply.status == 200, "\(path)")
            #expect(reply.headers["content-type"] == type, "\(path)")
            #expect(!reply.text.contains(PreviewPage.eventsPath), "\(path)")
        }
        let redirect = try await served.request("/courses")
        #expect(redirect.status == 301)
        #expect(redirect.headers["location"] == "/courses/")
        #expect(try await served.request("/courses/").text.contains("<h1"))
        let missing = try await served.request("/no-such-page/")
        #expect(missing.status == 404)
        #expect(missing.text.contains("Page not found"))
        await served.close()
    }

    @Test func headAndIfModifiedSince() async throws {
        try await ServedBook.with { served in
            let get = try await served.request("/feed.xml")
            let head = try await served.request("/feed.xml", method: "HEAD")
            #expect(head.status == 200)
            #expect(head.body.isEmpty)
            #expect(head.headers["content-length"] == String(get.body.count))
            #expect(head.headers["content-type"] == "application/xml; charset=utf-8")
            let stamp = try #require(get.headers["last-modified"])
            #expect(HTTPDate.parse(stamp) != nil)
            #expect(try await served.request("/feed.xml", headers: ["If-Modified-Since": stamp]).status == 304)
            #expect(try await served.request("/feed.xml", headers: ["If-Modified-Since": "Thu, 01 Jan 2015 00:00:00 GMT"]).status == 200)
            #expect(try await served.request("/", headers: ["If-Modified-Since": try #require(try await served.request("/").headers["last-modified"])]).status == 304)
        }
    }

    /// Header values holding commas (an HTTP date, a query) go out as one field line each, as
    /// written: a client that reads the first `Last-Modified` line must get the whole date.
    @Test func headerValuesWithCommasStayOneFieldLine() async throws {
        try await ServedBook.with { served in
            let port = served.baseURL.port!
            func head(_ target: String) async throws -> [Substring] {
                let reply = try await RawClient.offThread {
                    let client = try RawClient(port: port)
                    client.send("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
                    return client.readToEnd()
                }
                let text = try #require(reply)
                return text[..<(text.range(of: "\r\n\r\n")?.lowerBound ?? text.endIndex)].split(separator: "\r\n")
            }
            let page = try await head("/")
            let modified = page.filter { $0.lowercased().hasPrefix("last-modified:") }
            #expect(modified.count == 1)
            #expect(HTTPDate.parse(String(try #require(modified.first).dropFirst("Last-Modified: ".count))) != nil)
            let redirect = try await head("/courses?q=a,b")
            #expect(redirect.filter { $0.lowercased().hasPrefix("location:") } == ["Location: /courses/?q=a,b"])
        }
    }

    @Test func aNoteEditReloadsOpenPagesWithinTwoSeconds() async throws {
        try await ServedBook.with { served in
            let events = EventListener(served.baseURL)
            #expect(await events.wait(for: ": connected", seconds: 5))
            let note = "notes/alg/2026-09-08-first-meeting.md"
            try served.write(try served.read(note) + "\nThe served preview noticed this sentence.\n", to: note)
            #expect(await events.wait(for: "event: reload", seconds: 2))
            let page = try await served.request("/courses/alg/sessions/2026-09-08.html")
            #expect(page.text.contains("The served preview noticed this sentence."))
            events.close()
        }
    }

    @Test func aBrokenFileShowsEscapedErrorsKeepsTheLastSiteAndRecovers() async throws {
        try await ServedBook.with { served in
            let events = EventListener(served.baseURL)
            #expect(await events.wait(for: ": connected", seconds: 5))
            // Only a finished first build leaves a last site to keep; under AddressSanitizer it can
            // still be running when the events stream connects.
            await served.server.waitForFirstBuild()
            let original = try served.read("enrollments.csv")
            try served.write(original + "alg,<b>nobody</b>\n", to: "enrollments.csv")
            #expect(await events.wait(for: "event: reload", seconds: 5))
            let broken = try await served.request("/")
            #expect(broken.status == 200)
            #expect(broken.text.contains("coursebook-serve-errors"))
            #expect(broken.text.contains("enrollments.csv:5:5: error: unknown person"))
            #expect(broken.text.contains("&lt;b&gt;nobody&lt;/b&gt;"))
            #expect(!broken.text.contains("<b>nobody</b>"))
            #expect(broken.text.contains("Canary Test Institute"))
            #expect(try await served.request("/feed.xml").status == 200)
            let reloadsBeforeFix = events.count(of: "event: reload")
            try served.write(original, to: "enrollments.csv")
            #expect(await events.wait(for: "event: reload", count: reloadsBeforeFix + 1, seconds: 5))
            #expect(try await served.request("/").text.contains("coursebook-serve-errors") == false)
            events.close()
        }
    }

    @Test func requestsOutsideTheSiteGet404() async throws {
        try await ServedBook.with { served in
            // A symbolic link in the book is no way out either: the site is served from memory.
            // Made after the first build, which would otherwise read it (and refuse the book).
            await served.server.waitForFirstBuild()
            try FileManager.default.createDirectory(at: served.book.appendingPathComponent("static"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: served.book.appendingPathComponent("static/leak").path, withDestinationPath: "/etc/passwd")
            for path in ["/../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd", "//etc/passwd",
                         "/courses/..%5C..%5Cetc/passwd", "/index.html%00", "/leak", "/static/leak", "/.coursebook-site"] {
                let reply = try await served.request(path)
                #expect(reply.status == 404, "\(path)")
                #expect(!reply.text.contains("root:"), "\(path)")
            }
        }
    }
}
