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

    /// The same from the page's UTF-8 bytes, as a build has them once rendered. Each value is
    /// looked up once in what earlier pages of the folder found (`LinkNames.FolderLinks`); only
    /// values no page of the folder had yet are resolved and numbered, under one lock.
    init(page: String, html: UnsafeBufferPointer<UInt8>, names: LinkNames) {
        self.names = names
        let folder = Self.folder(of: page)
        var known = names.known(in: folder)
        var learned: (links: [(String, LinkNames.Resolved)], ids: [(String, Int32)]) = ([], [])
        var ids: [Int32] = []
        var targets: [Int32] = []
        var anchors: [UInt64] = []
        var linksHere = false
        var fragmentsHere: [Int32] = []
        // Values the folder's pages had not shown yet, in order, with the names they need.
        var newIDs: [String] = []
        var newLinks: [(value: String, path: String?, fragment: String)] = []
        var pendingIDs: Set<String> = []
        var pendingLinks: Set<String> = []
        var paths: [String: String] = [:]
        func use(_ resolved: LinkNames.Resolved) {
            switch resolved {
            case .outside: break
            case .samePage(let fragment):
                linksHere = true
                if let fragment { fragmentsHere.append(fragment) }
            case .file(let path, let fragment):
                targets.append(path)
                if let fragment { anchors.append(Self.pair(path, fragment)) }
            }
        }
        HTMLAttributes.scan(Self.attributes, in: html) { match, _ in
            if match.name == "id" {
                if let number = known.ids[match.value] { ids.append(number) } else if pendingIDs.insert(match.value).inserted { newIDs.append(match.value) }
            } else if let resolved = known.links[match.value] {
                use(resolved)
            } else if pendingLinks.insert(match.value).inserted {
                guard let link = Self.target(of: match.value, page: page, folder: folder, cache: &paths) else {
                    learned.links.append((match.value, .outside))
                    return
                }
                // A link with no path (`#main`, `?q=x`, ``) leads to whichever page holds it.
                let samePage = link.raw.utf8.first.map { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "?") } ?? true
                newLinks.append((match.value, samePage ? nil : link.path, link.fragment))
            }
        }
        // One lock per page for every new name, and the page's own when it links to itself.
        let needsPage = linksHere || newLinks.contains { $0.path == nil }
        var wanted = newIDs
        for link in newLinks {
            if let path = link.path { wanted.append(path) }
            if !link.fragment.isEmpty { wanted.append(link.fragment) }
        }
        if needsPage { wanted.append(page) }
        let numbers = wanted.isEmpty ? [] : names.numbers(of: wanted)
        for (id, number) in zip(newIDs, numbers) {
            learned.ids.append((id, number))
            ids.append(number)
        }
        var next = newIDs.count
        for link in newLinks {
            var path: Int32?
            if link.path != nil { path = numbers[next]; next += 1 }
            var fragment: Int32?
            if !link.fragment.isEmpty { fragment = numbers[next]; next += 1 }
            let resolved: LinkNames.Resolved = path.map { .file(path: $0, fragment: fragment) } ?? .samePage(fragment: fragment)
            learned.links.append((link.value, resolved))
            use(resolved)
        }
        if let pageNumber = needsPage ? numbers.last : nil {
            targets.append(pageNumber)
            anchors += fragmentsHere.map { Self.pair(pageNumber, $0) }
        }
        if !learned.links.isEmpty || !learned.ids.isEmpty {
            known = LinkNames.FolderLinks()
            names.remember(links: learned.links, ids: learned.ids, in: folder)
        }
        idNumbers = Self.sortedUnique(ids)
        targetNumbers = Self.sortedUnique(targets)
        anchorNumbers = Self.sortedUnique(anchors)
    }

    /// A summary an earlier build kept (`ReachRecord`), its numbers already turned into `names`'.
    init(names: LinkNames, ids: [Int32], targets: [Int32], anchors: [UInt64]) {
        self.names = names
        idNumbers = Self.sortedUnique(ids)
        targetNumbers = Self.sortedUnique(targets)
        anchorNumbers = Self.sortedUnique(anchors)
    }

    /// The attributes a summary reads.
    private static let attributes: Set<String> = ["id", "href", "src"]

    /// A target path's number in the high half, a fragment's in the low half.
    static func pair(_ path: Int32, _ fragment: Int32) -> UInt64 {
        UInt64(UInt32(bitPattern: path)) << 32 | UInt64(UInt32(bitPattern: fragment))
    }

    static func sortedUnique<T: Comparable>(_ values: [T]) -> [T] {
        var values = values
        values.sort()
        var kept = 0
        for value in values where kept == 0 || values[kept - 1] != value {
            values[kept] = value
            kept += 1
        }
        values.removeLast(values.count - kept)
        return values
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
        let raw = value.utf8.contains(UInt8(ascii: "&")) ? HTMLEscaping.unescape(value) : value
        guard HTMLAttributes.isRelative(raw) else { return nil }
        let address = RelativeAddress(raw)
        let fragment = address.fragment.map(String.init) ?? ""
        guard !address.path.isEmpty else { return (raw, page, fragment) }
        let key = String(address.path)
        if let known = cache[key] { return (raw, known, fragment) }
        var path = page
        let decoded = address.decodedPath
        if !decoded.isEmpty {
            // A `..` above the site's root names a path no site has; a folder, its index page.
            path = RelativePath.resolve(decoded, from: folder, aboveRoot: .refuse) ?? "../outside"
            if path.isEmpty || (decoded.hasSuffix("/") && path != "../outside") { path = SitePath.index(of: path) }
        }
        cache[key] = path
        return (raw, path, fragment)
    }
}
