import CourseModel
import Foundation

/// Checks that every relative `href` and `src` in the generated HTML names a file of the site and,
/// when it has a fragment, an `id` on that page.
package struct LinkChecker: Sendable {
    /// Creates a checker.
    package init() {}

    /// One warning per broken link, located at the page that holds it; pages are read on all cores
    /// and the warnings come back in page order.
    package func check(_ site: InMemorySite) async -> [Diagnostic] {
        await checkByPage(site).flatMap(\.problems)
    }

    /// The broken links of every page, page by page in page order.
    func checkByPage(_ site: InMemorySite) async -> [(page: String, problems: [Diagnostic])] {
        let pages = site.paths.filter { $0.hasSuffix(".html") }
        let records = LinkRecords(names: LinkNames())
        let links = await ParallelMap.chunked(pages) { PageLinks(page: $0, html: site.text($0) ?? "", names: records.names) }
        for (page, summary) in zip(pages, links) { records.append(page, summary) }
        return Self.check(records, exists: { site.files[$0] != nil }, html: site.text)
    }

    /// The pages with broken links among those `records` holds, in page order, each with its
    /// warnings. The records are read a few times over rather than held: once for the anchors
    /// the pages name, once for whether the pages they point into have those ids, and once for the
    /// pages whose links point at a missing file or anchor. Only those pages are read again,
    /// through `html`, for warnings that quote each broken link as written.
    static func check(_ records: LinkRecords, exists: (String) -> Bool, html: (String) -> String?) -> [(page: String, problems: [Diagnostic])] {
        let names = records.names.all
        // Every anchor named, as (page number, fragment number) pairs, sorted and each once: a
        // flat array, since a faculty's pages name hundreds of thousands (46 MB as sets per page).
        var wanted: [UInt64] = []
        var compactAt = 1 << 20
        records.forEach { record in
            for index in 0..<record.anchorCount { wanted.append(record.anchor(index)) }
            if wanted.count > compactAt {
                wanted = PageLinks.sortedUnique(wanted)
                compactAt = max(1 << 20, 2 * wanted.count)
            }
        }
        wanted = PageLinks.sortedUnique(wanted)
        // The anchors whose page has a record but not the id.
        var missing: Set<UInt64> = []
        if !wanted.isEmpty {
            records.forEach { record in
                guard let number = records.names.number(of: record.page) else { return }
                var index = firstIndex(in: wanted, notBelow: PageLinks.pair(number, 0))
                while index < wanted.count, wanted[index] >> 32 == UInt64(UInt32(bitPattern: number)) {
                    if !record.hasID(Int32(truncatingIfNeeded: wanted[index] & 0xFFFF_FFFF)) { missing.insert(wanted[index]) }
                    index += 1
                }
            }
        }
        // Each target number's verdict is worked out once: 0 unknown, 1 found, 2 missing.
        var existing = [UInt8](repeating: 0, count: names.count)
        var suspects: [(page: String, anchorTargets: Set<Int32>)] = []
        records.forEach { record in
            var suspect = false
            for index in 0..<record.targetCount {
                let number = Int(record.target(index))
                if existing[number] == 0 { existing[number] = exists(names[number]) ? 1 : 2 }
                if existing[number] == 2 { suspect = true; break }
            }
            if !suspect, !missing.isEmpty {
                suspect = (0..<record.anchorCount).contains { missing.contains(record.anchor($0)) }
            }
            guard suspect else { return }
            suspects.append((record.page, Set((0..<record.anchorCount).map { Int32(truncatingIfNeeded: record.anchor($0) >> 32) })))
        }
        guard !suspects.isEmpty else { return [] }
        // The ids of the pages the suspects' anchors point into, which their warnings need.
        let needed = suspects.reduce(into: Set<Int32>()) { $0.formUnion($1.anchorTargets) }
        var ids: [String: Set<String>] = [:]
        if !needed.isEmpty {
            records.forEach { record in
                guard let number = records.names.number(of: record.page), needed.contains(number) else { return }
                ids[record.page] = Set((0..<record.idCount).map { names[Int(record.id($0))] })
            }
        }
        return suspects.map(\.page).sorted().map { page in
            (page, problems(page: page, html: html(page) ?? "", exists: exists) { ids[$0] })
        }
    }

    /// The first index of sorted `values` whose value is `value` or more.
    private static func firstIndex(in values: [UInt64], notBelow value: UInt64) -> Int {
        var low = 0, high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The broken links of `pages` only, resolved against all of `site`; the `id`s of the pages
    /// they point into are read when a link names an anchor, so a few pages check in milliseconds.
    func check(pages: [String], in site: InMemorySite) -> [String: [Diagnostic]] {
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
}
