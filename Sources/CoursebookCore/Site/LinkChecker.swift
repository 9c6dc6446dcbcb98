import CourseModel
import Foundation

/// Checks that every relative `href` and `src` in the generated HTML names a file of the site and,
/// when it has a fragment, an `id` on that page.
public struct LinkChecker: Sendable {
    /// Creates a checker.
    public init() {}

    /// One warning per broken link, located at the page that holds it; pages are read on all cores
    /// and the warnings come back in page order.
    public func check(_ site: SiteFiles) async -> [Diagnostic] {
        await checkByPage(site).flatMap(\.problems)
    }

    /// The broken links of every page, page by page in page order.
    func checkByPage(_ site: SiteFiles) async -> [(page: String, problems: [Diagnostic])] {
        let pages = site.paths.filter { $0.hasSuffix(".html") }
        let names = LinkNames()
        let links = await ParallelMap.chunked(pages) { PageLinks(page: $0, html: site.text($0) ?? "", names: names) }
        return Self.check(Dictionary(zip(pages, links), uniquingKeysWith: { first, _ in first }), exists: { site.files[$0] != nil }, html: site.text)
    }

    /// The broken links of every page summarised in `links`, page by page in page order. Only a
    /// page whose summary points at a missing file or anchor is read again, through `html`, for
    /// warnings that quote each broken link as written.
    static func check(_ links: [String: PageLinks], exists: (String) -> Bool, html: (String) -> String?) -> [(page: String, problems: [Diagnostic])] {
        // Every summary of one check shares its names table; each name's verdict is worked out once.
        let table = links.first?.value.names
        assert(links.values.allSatisfy { $0.names === table }, "link summaries of one check share one names table")
        let names = table?.all ?? []
        var existing: [Int32: Bool] = [:]
        return links.keys.sorted().map { page in
            let summary = links[page]!
            let suspect = summary.targetNumbers.contains { number in
                if let known = existing[number] { return !known }
                let found = exists(names[Int(number)])
                existing[number] = found
                return !found
            } || summary.anchorNumbers.contains { pair in
                guard let target = links[names[Int(pair >> 32)]] else { return false }
                return !target.hasID(Int32(truncatingIfNeeded: pair & 0xFFFF_FFFF))
            }
            guard suspect else { return (page, []) }
            return (page, problems(page: page, html: html(page) ?? "", exists: exists) { links[$0]?.ids })
        }
    }

    /// The broken links of `pages` only, resolved against all of `site`; the `id`s of the pages
    /// they point into are read when a link names an anchor, so a few pages check in milliseconds.
    func check(pages: [String], in site: SiteFiles) -> [String: [Diagnostic]] {
        var known: [String: Set<String>] = [:]
        var result: [String: [Diagnostic]] = [:]
        for page in pages {
            result[page] = Self.problems(page: page, html: site.text(page) ?? "", exists: { site.files[$0] != nil }) { target in
                guard target.hasSuffix(".html") else { return nil }
                if let ids = known[target] { return ids }
                let ids = Set(HTMLAttributes.find(["id"], in: site.text(target) ?? "").map(\.value))
                known[target] = ids
                return ids
            }
        }
        return result
    }

    /// The broken links of `page`, whose HTML is `html`, in document order; `ids` gives the `id`s of
    /// an HTML page (nil for other files, whose fragments are not checked).
    private static func problems(page: String, html: String, exists: (String) -> Bool, ids: (String) -> Set<String>?) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let folder = PageLinks.folder(of: page)
        var cache: [String: String] = [:]
        let location = SourceLocation(path: "_site/" + page)
        for match in HTMLAttributes.find(["href", "src"], in: html) {
            guard let link = PageLinks.target(of: match.value, page: page, folder: folder, cache: &cache) else { continue }
            guard exists(link.path) else {
                problems.append(.warning(location, unresolved(link.raw)))
                continue
            }
            if !link.fragment.isEmpty, let targets = ids(link.path), !targets.contains(link.fragment) {
                problems.append(.warning(location, "link '\(link.raw)' names an anchor that \(link.path) does not have"))
            }
        }
        return problems
    }

    /// The warning for a link `raw` that names no file of the site.
    static func unresolved(_ raw: String) -> String { "link '\(raw)' does not resolve to a file of the site" }

    /// The link a warning of this checker is about, as written; nil for other warnings.
    static func brokenLink(in message: String) -> String? {
        guard message.hasPrefix("link '") else { return nil }
        for ending in ["' does not resolve to a file of the site", "' names an anchor that "] {
            if let end = message.range(of: ending, options: .backwards) { return String(message[message.index(message.startIndex, offsetBy: 6)..<end.lowerBound]) }
        }
        return nil
    }

    /// `folder/relative` with `.` and `..` applied; `..` above the root yields a path that never exists.
    /// Works on bytes: it runs for every distinct link of every page.
    static func resolve(_ folder: String, _ relative: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(folder.utf8.count + relative.utf8.count)
        for part in folder.utf8.split(separator: UInt8(ascii: "/")) {
            if !out.isEmpty { out.append(UInt8(ascii: "/")) }
            out.append(contentsOf: part)
        }
        for part in relative.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            if part.isEmpty || part.elementsEqual([UInt8(ascii: ".")]) { continue }
            if part.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")]) {
                guard !out.isEmpty else { return "../outside" }
                out.removeSubrange((out.lastIndex(of: UInt8(ascii: "/")) ?? 0)...)
                continue
            }
            if !out.isEmpty { out.append(UInt8(ascii: "/")) }
            out.append(contentsOf: part)
        }
        if relative.utf8.last == UInt8(ascii: "/"), !out.isEmpty { out.append(UInt8(ascii: "/")) }
        return String(decoding: out, as: UTF8.self)
    }
}
