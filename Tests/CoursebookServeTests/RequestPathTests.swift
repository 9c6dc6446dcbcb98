import Foundation
import Testing
@testable import CoursebookServe

/// The raw request paths a client library would normalise away, checked against the lookup itself.
struct RequestPathTests {
    /// A site of `files`, with the folders they imply.
    private func match(_ raw: String, in files: Set<String>) -> RequestPath.Match {
        var folders: Set<String> = [""]
        for file in files {
            var parts = file.split(separator: "/").dropLast()
            while !parts.isEmpty {
                folders.insert(parts.joined(separator: "/"))
                parts = parts.dropLast()
            }
        }
        return RequestPath.match(raw, isFile: { files.contains($0) }, isFolder: { folders.contains($0) })
    }

    @Test func rawPathsThatAreNoPlainNamesAreRefused() {
        // `secret.txt` stands for any name a path trick could reach; the site holds it at the root
        // so that only the trick, not its absence, makes the answer 404.
        let site: Set<String> = ["index.html", "secret.txt", "courses/alg/index.html", ".coursebook-site"]
        for raw in ["/../secret.txt", "/courses/../../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E%2Fsecret.txt", "/..%2fsecret.txt",
                    "//secret.txt", "/courses/..\\..\\secret.txt", "/courses/%5c..%5csecret.txt", "/index.html%00",
                    "/./index.html", "relative", "/%zz", "/a%0d%0aSet-Cookie:x", "/.coursebook-site", "/courses/./alg/"] {
            #expect(match(raw, in: site) == .notFound, "\(raw)")
        }
        #expect(match("/", in: site) == .file("index.html"))
        #expect(match("/secret.txt", in: site) == .file("secret.txt"))
        #expect(match("/courses/alg/", in: site) == .file("courses/alg/index.html"))
        #expect(match("/courses/al%67/", in: site) == .file("courses/alg/index.html"))
        #expect(match("/courses", in: site) == .redirect("/courses/"))
        #expect(match("/courses/", in: site) == .notFound)
        #expect(match("/index.html/", in: site) == .notFound)
    }

    @Test func leafPagesAreServedWithoutTheirExtension() {
        let site: Set<String> = ["teachers/t1.html", "feed.xml"]
        #expect(match("/teachers/t1", in: site) == .file("teachers/t1.html"))
        #expect(match("/teachers/t1.html", in: site) == .file("teachers/t1.html"))
        for raw in ["/teachers/t1/", "/teachers/t1.htm", "/teachers/t2", "/teachers/..%2ft1", "/feed"] {
            #expect(match(raw, in: site) == .notFound, "\(raw)")
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
