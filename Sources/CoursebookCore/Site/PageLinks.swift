import Foundation

/// What one generated page offers and points at, reduced to what link checking needs, so a build
/// can check links after the pages have left memory: the page's `id`s, and each distinct site
/// file and anchor its relative `href`s and `src`s resolve to, as sorted numbers into the build's
/// `LinkNames`.
struct PageLinks: Sendable {
    /// The table the numbers refer to.
    let names: LinkNames
    /// The page's `id` attributes, sorted.
    private(set) var idNumbers: [Int32] = []
    /// The site paths the page's links resolve to, sorted.
    private(set) var targetNumbers: [Int32] = []
    /// The anchors the page's links name: a target path's number in the high half, the fragment's
    /// in the low half, sorted.
    private(set) var anchorNumbers: [UInt64] = []

    /// The links and ids of the page at `page`, whose HTML is `html`; every summary one check
    /// compares must share `names`.
    init(page: String, html: String, names: LinkNames) {
        var html = html
        self = html.withUTF8 { PageLinks(page: page, html: $0, names: names) }
    }

    /// The same from the page's UTF-8 bytes, as a build has them once rendered.
    init(page: String, html: UnsafeBufferPointer<UInt8>, names: LinkNames) {
        self.names = names
        let folder = Self.folder(of: page)
        var resolved = names.resolutions(in: folder)
        let known = resolved.count
        var ids: Set<String> = []
        var targets: Set<String> = []
        var anchors: Set<[String]> = []
        // Navigation and lists repeat links; each distinct value is resolved once.
        var seen: Set<String> = []
        for match in HTMLAttributes.find(["id", "href", "src"], in: html) {
            if match.name == "id" {
                ids.insert(match.value)
                continue
            }
            guard seen.insert(match.value).inserted, let link = Self.target(of: match.value, page: page, folder: folder, cache: &resolved) else { continue }
            targets.insert(link.path)
            if !link.fragment.isEmpty { anchors.insert([link.path, link.fragment]) }
        }
        if resolved.count > known { names.remember(resolved, in: folder) }
        // One lock per page for all of its names.
        let anchorList = Array(anchors)
        let numbers = names.numbers(of: Array(ids) + Array(targets) + anchorList.flatMap { $0 })
        idNumbers = numbers[..<ids.count].sorted()
        targetNumbers = numbers[ids.count..<(ids.count + targets.count)].sorted()
        let pairs = numbers[(ids.count + targets.count)...]
        anchorNumbers = stride(from: pairs.startIndex, to: pairs.endIndex, by: 2).map { UInt64(UInt32(pairs[$0])) << 32 | UInt64(UInt32(pairs[$0 + 1])) }.sorted()
    }

    /// Whether the page has the `id` numbered `number`.
    func hasID(_ number: Int32) -> Bool {
        var low = 0, high = idNumbers.count
        while low < high {
            let middle = (low + high) / 2
            if idNumbers[middle] < number { low = middle + 1 } else { high = middle }
        }
        return low < idNumbers.count && idNumbers[low] == number
    }

    /// The page's `id`s, for tests and diagnostics.
    var ids: Set<String> { let all = names.all; return Set(idNumbers.map { all[Int($0)] }) }
    /// The site paths the page's links resolve to.
    var targets: Set<String> { let all = names.all; return Set(targetNumbers.map { all[Int($0)] }) }
    /// The fragments the page's links name, by the site path they point into.
    var anchors: [String: Set<String>] {
        let all = names.all
        var result: [String: Set<String>] = [:]
        for pair in anchorNumbers { result[all[Int(pair >> 32)], default: []].insert(all[Int(pair & 0xFFFF_FFFF)]) }
        return result
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
