import Foundation

/// A relative address as a link writes it, split into its path, query and fragment: the one
/// splitter of the site's link check (`PageLinks`), of a local course page's links to book
/// files (`PageFileLinks`) and of a GitHub page's links to its repository's files (`LinkResolver`). The fragment is everything after the first `#`, also after a query
/// (`a.pdf?x#p2` is `a.pdf` at `p2`); a `?` after the `#` belongs to the fragment.
struct RelativeAddress {
    /// The path as written, before any `?` or `#` (percent-escapes kept).
    let path: Substring
    /// What follows the first `#` (without it); nil when the address has no `#`.
    let fragment: Substring?
    /// Everything after the path as written: its query and fragment, from the first `?` or `#`
    /// (empty when it has neither), which a rewritten path keeps.
    let suffix: Substring

    /// Splits `address`. Works on bytes: the link check asks for every distinct link of a site.
    init(_ address: String) {
        let bytes = address.utf8
        var hash: String.Index?
        var query: String.Index?
        var index = bytes.startIndex
        while index < bytes.endIndex, hash == nil {
            switch bytes[index] {
            case UInt8(ascii: "?"): query = query ?? index
            case UInt8(ascii: "#"): hash = index
            default: break
            }
            index = bytes.index(after: index)
        }
        path = address[..<(query ?? hash ?? address.endIndex)]
        suffix = address[path.endIndex...]
        fragment = hash.map { address[address.index(after: $0)...] }
    }

    /// `path` with its percent-escapes decoded; as written when it has none or they do not decode.
    var decodedPath: String {
        // Foundation's decoding leaves a path without `%` as it is; most have none.
        path.utf8.contains(UInt8(ascii: "%")) ? path.removingPercentEncoding ?? String(path) : String(path)
    }
}
