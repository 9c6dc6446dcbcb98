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
        let found = await ParallelMap.chunked(pages) { page in
            let html = site.text(page) ?? ""
            return (Set(HTMLAttributes.find(["id"], in: html).map(\.value)), HTMLAttributes.find(["href", "src"], in: html).map(\.value))
        }
        let ids = Dictionary(zip(pages, found.map(\.0)), uniquingKeysWith: { first, _ in first })
        let checked = await ParallelMap.chunked(Array(zip(pages, found.map(\.1)))) { page, links in
            Self.problems(page: page, links: links, site: site) { ids[$0] }
        }
        return Array(zip(pages, checked))
    }

    /// The broken links of `pages` only, resolved against all of `site`; the `id`s of the pages
    /// they point into are read when a link names an anchor, so a few pages check in milliseconds.
    func check(pages: [String], in site: SiteFiles) -> [String: [Diagnostic]] {
        var known: [String: Set<String>] = [:]
        var result: [String: [Diagnostic]] = [:]
        for page in pages {
            let links = HTMLAttributes.find(["href", "src"], in: site.text(page) ?? "").map(\.value)
            result[page] = Self.problems(page: page, links: links, site: site) { target in
                guard target.hasSuffix(".html") else { return nil }
                if let ids = known[target] { return ids }
                let ids = Set(HTMLAttributes.find(["id"], in: site.text(target) ?? "").map(\.value))
                known[target] = ids
                return ids
            }
        }
        return result
    }

    /// The broken links among `links`, the raw `href`/`src` values of `page`.
    private static func problems(page: String, links: [String], site: SiteFiles, ids: (String) -> Set<String>?) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let folder = page.lastIndex(of: "/").map { String(page[..<$0]) } ?? ""
        // Pages repeat the same links (navigation, course lists): resolve each distinct one once.
        var resolvedLinks: [String: String] = [:]
        for value in links {
            let raw = HTMLAttributes.unescape(value)
            guard HTMLAttributes.isRelative(raw) else { continue }
            var target = raw
            var fragment = ""
            if let hash = target.firstIndex(of: "#") {
                fragment = String(target[target.index(after: hash)...])
                target = String(target[..<hash])
            }
            if let query = target.firstIndex(of: "?") { target = String(target[..<query]) }
            var resolved = page
            if !target.isEmpty {
                if let known = resolvedLinks[target] {
                    resolved = known
                } else {
                    let decoded = target.contains("%") ? target.removingPercentEncoding ?? target : target
                    if !decoded.isEmpty {
                        resolved = Self.resolve(folder, decoded)
                        if resolved.isEmpty || resolved.hasSuffix("/") { resolved += "index.html" }
                    }
                    resolvedLinks[target] = resolved
                }
            }
            let location = SourceLocation(path: "_site/" + page)
            guard site.files[resolved] != nil else {
                problems.append(.warning(location, "link '\(raw)' does not resolve to a file of the site"))
                continue
            }
            if !fragment.isEmpty, let targets = ids(resolved), !targets.contains(fragment) {
                problems.append(.warning(location, "link '\(raw)' names an anchor that \(resolved) does not have"))
            }
        }
        return problems
    }

    /// `folder/relative` with `.` and `..` applied; `..` above the root yields a path that never exists.
    static func resolve(_ folder: String, _ relative: String) -> String {
        var parts = folder.isEmpty ? [] : folder.split(separator: "/").map(String.init)
        for part in relative.split(separator: "/", omittingEmptySubsequences: false) {
            switch part {
            case ".", "": continue
            case "..": if parts.popLast() == nil { return "../outside" }
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/") + (relative.hasSuffix("/") && !parts.isEmpty ? "/" : "")
    }
}
