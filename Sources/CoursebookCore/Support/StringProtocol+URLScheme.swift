extension StringProtocol where SubSequence == Substring {
    /// The scheme an address starts with (`https` of `https://…`, `mailto` of `mailto:…`), as
    /// written, or nil for an address without one (relative, absolute-path, protocol-relative,
    /// fragment). The one rule of what has a scheme: whatever comes before a `:` that comes before
    /// any `/`, `?` or `#`. That is wider than the URL standard's scheme syntax (a letter, then
    /// letters, digits, `+`, `-`, `.`), so everything a browser reads as a scheme is caught, and
    /// an address such as `week1:intro.md`, which a browser reads as the scheme `week1`, is never
    /// taken for a relative path: the address policy fails closed (`SafeURL`), the renderer does
    /// not resolve it against the page (`LinkResolver`), the link check leaves it alone.
    /// Checked on bytes: the link check asks it of every distinct link of a site.
    var urlScheme: Substring? {
        let bytes = utf8
        for index in bytes.indices {
            switch bytes[index] {
            case UInt8(ascii: ":"): return self[startIndex..<index]
            case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"): return nil
            default: continue
            }
        }
        return nil
    }

    /// Whether the address starts with a scheme (see `urlScheme`).
    var hasURLScheme: Bool { urlScheme != nil }
}
