import Foundation

/// What one generated page offers and points at, reduced to what link checking needs, so a build
/// can check links after the pages have left memory: the page's `id`s, and each distinct site
/// file and anchor its relative `href`s and `src`s resolve to.
struct PageLinks: Sendable {
    /// The `id` attributes of the page.
    var ids: Set<String> = []
    /// The site paths the page's links resolve to.
    var targets: Set<String> = []
    /// The fragments the page's links name, by the site path they point into.
    var anchors: [String: Set<String>] = [:]

    /// The links and ids of the page at `page`, whose HTML is `html`.
    init(page: String, html: String) {
        var html = html
        self = html.withUTF8 { PageLinks(page: page, html: $0) }
    }

    /// The same from the page's UTF-8 bytes, as a build has them once rendered.
    init(page: String, html: UnsafeBufferPointer<UInt8>) {
        let folder = Self.folder(of: page)
        var resolved: [String: String] = [:]
        // Navigation and lists repeat links; each distinct value is resolved once.
        var seen: Set<String> = []
        for match in HTMLAttributes.find(["id", "href", "src"], in: html) {
            if match.name == "id" {
                ids.insert(match.value)
                continue
            }
            guard seen.insert(match.value).inserted, let link = Self.target(of: match.value, page: page, folder: folder, cache: &resolved) else { continue }
            targets.insert(link.path)
            if !link.fragment.isEmpty { anchors[link.path, default: []].insert(link.fragment) }
        }
    }

    /// The folder part of a site path, `""` at the root.
    static func folder(of page: String) -> String {
        page.lastIndex(of: "/").map { String(page[..<$0]) } ?? ""
    }

    /// Where the raw (entity-escaped) link `value` on `page` leads inside the site — a site path and
    /// a fragment — or nil for links that leave the site. `cache` keeps the resolution of each
    /// distinct target, since pages repeat the same links (navigation, course lists).
    static func target(of value: String, page: String, folder: String, cache: inout [String: String]) -> (raw: String, path: String, fragment: String)? {
        // Runs for every distinct link of every page: the checks are made on the UTF-8 bytes.
        let raw = value.utf8.contains(UInt8(ascii: "&")) ? HTMLAttributes.unescape(value) : value
        let bytes = raw.utf8
        var hash: String.Index?
        var query: String.Index?
        var index = bytes.startIndex
        // A scheme (`https:`, `mailto:`) is whatever precedes a colon that comes before any `/?#`.
        while index < bytes.endIndex, hash == nil {
            switch bytes[index] {
            case UInt8(ascii: ":") where query == nil: if !bytes[bytes.startIndex..<index].contains(UInt8(ascii: "/")) { return nil }
            case UInt8(ascii: "/") where index == bytes.startIndex: return nil
            case UInt8(ascii: "?"): query = query ?? index
            case UInt8(ascii: "#"): hash = index
            default: break
            }
            index = bytes.index(after: index)
        }
        let fragment = hash.map { String(raw[raw.index(after: $0)...]) } ?? ""
        let target = raw[..<(query ?? hash ?? raw.endIndex)]
        guard !target.isEmpty else { return (raw, page, fragment) }
        let key = String(target)
        if let known = cache[key] { return (raw, known, fragment) }
        var path = page
        let decoded = key.utf8.contains(UInt8(ascii: "%")) ? key.removingPercentEncoding ?? key : key
        if !decoded.isEmpty {
            path = LinkChecker.resolve(folder, decoded)
            if path.isEmpty || path.hasSuffix("/") { path += "index.html" }
        }
        cache[key] = path
        return (raw, path, fragment)
    }
}
