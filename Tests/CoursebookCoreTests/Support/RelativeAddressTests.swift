import Testing
@testable import CoursebookCore

/// One splitter reads a relative address into path, query and fragment, for the link check and a
/// local page's book files alike.
@Suite("Relative addresses")
struct RelativeAddressTests {
    @Test(arguments: [
        ("a.pdf", "a.pdf", nil),
        ("a.pdf#p2", "a.pdf", "p2"),
        ("a.pdf?x#p2", "a.pdf", "p2"),
        ("a.pdf?x", "a.pdf", nil),
        ("a.pdf#p?2", "a.pdf", "p?2"),
        ("a.pdf#", "a.pdf", ""),
        ("#top", "", "top"),
        ("?sort=name#top", "", "top"),
        ("", "", nil),
    ] as [(String, String, String?)])
    func splits(address: String, path: String, fragment: String?) {
        let split = RelativeAddress(address)
        #expect(split.path == path)
        #expect(split.fragment.map(String.init) == fragment)
    }

    /// The suffix is what follows the path, query and fragment as written, for a rewritten path.
    @Test(arguments: [
        ("a.pdf", ""),
        ("a.pdf#p2", "#p2"),
        ("a.pdf?x#p2", "?x#p2"),
        ("a.pdf#p?2", "#p?2"),
        ("#top", "#top"),
        ("", ""),
    ] as [(String, String)])
    func keepsTheSuffix(address: String, suffix: String) {
        let split = RelativeAddress(address)
        #expect(split.suffix == suffix)
        #expect(split.path + split.suffix == address)
    }

    @Test func thePathIsDecodedOnlyWhereItHasEscapes() {
        #expect(RelativeAddress("a%20b.png?x").decodedPath == "a b.png")
        #expect(RelativeAddress("100%.png").decodedPath == "100%.png")
        #expect(RelativeAddress("plain.png").decodedPath == "plain.png")
    }
}
