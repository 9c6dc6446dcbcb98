import CourseModel
import Testing
@testable import CoursebookCore

/// One rule of what has a URL scheme (`StringProtocol.urlScheme`), asked by the address policy,
/// the course page's link resolver and the site's link check alike.
@Suite("URL schemes")
struct URLSchemeTests {
    /// Each address with the scheme it starts with, or nil.
    static let addresses: [(address: String, scheme: String?)] = [
        ("https://example.org/a", "https"),
        ("HTTP://example.org/a", "HTTP"),
        ("mailto:staff@example.edu", "mailto"),
        ("javascript:alert(1)", "javascript"),
        ("data:image/png;base64,iVBOR", "data"),
        ("x-app+1.0:open", "x-app+1.0"),
        // Wider than the URL standard's scheme syntax, on purpose: fails closed.
        ("week1:intro.md", "week1"),
        ("1x:y", "1x"),
        ("a b:c", "a b"),
        (":x", ""),
        // A colon after `/`, `?` or `#` is no scheme.
        ("slides/week1.pdf", nil),
        ("a/b:c", nil),
        ("a/b?x=1:2", nil),
        ("x#y:z", nil),
        ("#week-2", nil),
        ("/abs/path", nil),
        ("//example.org/a", nil),
        ("", nil),
    ]

    @Test(arguments: addresses.indices)
    func theSchemeIsWhatComesBeforeTheFirstColonBeforeAnySlashQueryOrFragment(_ index: Int) {
        let (address, scheme) = Self.addresses[index]
        #expect(address.urlScheme.map(String.init) == scheme, "\(address)")
        #expect(address.hasURLScheme == (scheme != nil), "\(address)")
    }

    /// The three askers agree: an address with a scheme is neither resolved against a GitHub
    /// page, nor a link inside the site, and the policy judges it by its scheme.
    @Test(arguments: ["week1:intro.md", "1x:y", "a b:c", "tel:+1555"])
    func anAddressWithASchemeIsNeverTakenForARelativePath(_ address: String) {
        let resolver = LinkResolver(origin: .github(owner: "o", repo: "r", path: "docs/README.md", ref: "main"), endpoints: GitHubEndpoints())
        #expect(resolver.link(address) == address)
        #expect(resolver.image(address) == address)
        #expect(!HTMLAttributes.isRelative(address))
        #expect(!SafeURL.isSafeLink(address))
        var cache: [String: String] = [:]
        #expect(PageLinks.target(of: address, page: "courses/c/index.html", folder: "courses/c", cache: &cache) == nil)
    }

    @Test func aRelativeAddressIsResolvedAndCheckedAsOne() {
        let resolver = LinkResolver(origin: .github(owner: "o", repo: "r", path: "docs/README.md", ref: "main"), endpoints: GitHubEndpoints())
        #expect(resolver.link("../a/b:c.md") == "https://github.com/o/r/blob/main/a/b:c.md")
        #expect(HTMLAttributes.isRelative("a/b:c"))
        #expect(SafeURL.isSafeLink("a/b:c"))
    }
}
