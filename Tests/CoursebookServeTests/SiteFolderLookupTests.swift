import Foundation
import Testing
@testable import CoursebookServe

/// The raw request paths a client library would normalise away, checked against the lookup itself.
struct SiteFolderLookupTests {
    @Test func rawPathsThatLeaveTheFolderAreRefused() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-lookup-\(UUID().uuidString)")
        let site = root.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site.appendingPathComponent("courses"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("home".utf8).write(to: site.appendingPathComponent("index.html"))
        try Data("secret".utf8).write(to: root.appendingPathComponent("secret.txt"))
        try FileManager.default.createSymbolicLink(atPath: site.appendingPathComponent("out").path, withDestinationPath: root.appendingPathComponent("secret.txt").path)
        try FileManager.default.createSymbolicLink(atPath: site.appendingPathComponent("home").path, withDestinationPath: "index.html")
        let lookup = SiteFolderLookup(folder: site)
        for raw in ["/../secret.txt", "/courses/../../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E%2Fsecret.txt", "/..%2fsecret.txt",
                    "//secret.txt", "/courses/..\\..\\secret.txt", "/courses/%5c..%5csecret.txt", "/index.html%00", "/out",
                    "/./index.html", "relative", "/%zz", "/a%0d%0aSet-Cookie:x"] {
            #expect(lookup.match(rawPath: raw) == .notFound, "\(raw)")
        }
        guard case .file(let path, _) = lookup.match(rawPath: "/") else { Issue.record("no index"); return }
        #expect(path.hasSuffix("/site/index.html"))
        guard case .file = lookup.match(rawPath: "/home") else { Issue.record("a link inside the folder is served"); return }
        #expect(lookup.match(rawPath: "/courses") == .redirect("/courses/"))
        #expect(lookup.match(rawPath: "/courses/") == .notFound)
    }

    @Test func leafPagesAreServedWithoutTheirExtension() throws {
        let site = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-lookup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: site.appendingPathComponent("teachers"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: site) }
        try Data("teacher".utf8).write(to: site.appendingPathComponent("teachers/t1.html"))
        let lookup = SiteFolderLookup(folder: site)
        guard case .file(let path, _) = lookup.match(rawPath: "/teachers/t1") else { Issue.record("/teachers/t1 is not served"); return }
        #expect(path.hasSuffix("/teachers/t1.html"))
        for raw in ["/teachers/t1/", "/teachers/t1.htm", "/teachers/t2", "/teachers/..%2ft1"] {
            #expect(lookup.match(rawPath: raw) == .notFound, "\(raw)")
        }
    }

    @Test func contentTypesByExtension() {
        let expected = [
            "a.html": "text/html; charset=utf-8", "a.css": "text/css; charset=utf-8", "a.js": "text/javascript; charset=utf-8",
            "a.json": "application/json; charset=utf-8", "a.xml": "application/xml; charset=utf-8", "a.ics": "text/calendar; charset=utf-8",
            "a.svg": "image/svg+xml", "a.png": "image/png", "a.JPG": "image/jpeg", "a.gif": "image/gif", "a.webp": "image/webp",
            "a.pdf": "application/pdf", "a.txt": "text/plain; charset=utf-8", "a.md": "text/markdown; charset=utf-8",
            "CNAME": "application/octet-stream",
        ]
        for (name, type) in expected { #expect(ContentType.of(name) == type, "\(name)") }
    }
}
