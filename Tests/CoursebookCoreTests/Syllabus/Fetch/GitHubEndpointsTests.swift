import CourseModel
import Testing
@testable import CoursebookCore

/// GitHub's raw and blob addresses are built in one place (`GitHubEndpoints`), for a page's own
/// addresses and for the links and images on it.
@Suite("GitHub addresses")
struct GitHubEndpointsTests {
    private let endpoints = GitHubEndpoints(raw: "https://raw.example/", web: "https://web.example")

    @Test func rawAndBlobAddresses() {
        #expect(endpoints.rawFile(owner: "o", repo: "r", ref: "main", path: "docs/a.md") == "https://raw.example/o/r/main/docs/a.md")
        #expect(endpoints.blobPage(owner: "o", repo: "r", ref: "main", path: "docs/a.md") == "https://web.example/o/r/blob/main/docs/a.md")
        #expect(endpoints.rawFile(owner: "o", repo: "r", ref: "main", path: "") == "https://raw.example/o/r/main")
        #expect(endpoints.blobPage(owner: "o", repo: "r", ref: "main", path: "") == "https://web.example/o/r/blob/main")
    }

    @Test func aPageAndItsLinksUseTheSameAddresses() {
        let origin = PageOrigin.github(owner: "o", repo: "r", path: "docs/a.md", ref: "main")
        let resolver = LinkResolver(origin: origin, endpoints: endpoints)
        #expect(origin.rawURL(endpoints) == resolver.image("a.md"))
        #expect(origin.webURL(endpoints) == resolver.link("a.md"))
        #expect(resolver.link("../..#top") == "https://web.example/o/r/blob/main#top")
    }
}
