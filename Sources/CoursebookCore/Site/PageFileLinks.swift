import CourseModel
import Foundation

/// The relative links of one local course page: files of the book it names are copied into the
/// site's `files/` folder (once, however many pages link them) and the links point there; links to
/// missing files are warnings located in the page and are disarmed so the site has no broken links.
struct PageFileLinks {
    /// What the book's files allow, shared by all pages of a build.
    let checks: BookFileChecks
    /// The page, relative to the book.
    let pagePath: String
    /// The site page the page's HTML is shown on, which its rewritten links are relative to.
    let sitePage: String
    /// Files to copy, as (path relative to the book, path relative to the site).
    private(set) var files: [(source: String, target: String)] = []
    /// Where each link and image of the page is written, by address in document order (from the
    /// syllabus record, which has them from the parse), and how many of each were located so far.
    private let linkStarts: [String: [SourceLocation]]
    private var located: [String: Int] = [:]

    /// The book folder.
    var bookRoot: URL { checks.bookRoot }

    init(checks: BookFileChecks, pagePath: String, sitePage: String, record: Syllabus) {
        self.checks = checks
        self.pagePath = pagePath
        self.sitePage = sitePage
        var starts: [String: [SourceLocation]] = [:]
        for (url, line, column) in record.links.map({ ($0.url, $0.line, $0.column) }) + record.images.map({ ($0.url, $0.line, $0.column) }) {
            starts[url, default: []].append(SourceLocation(path: pagePath, line: line ?? 0, column: line == nil ? nil : column))
        }
        // Links and images interleave in the page; sort each address's places into page order.
        linkStarts = starts.mapValues { $0.sorted() }
    }

    /// `html` with its relative `href`/`src` rewritten.
    mutating func rewrite(_ html: String, diagnostics: inout [Diagnostic]) -> String {
        let folder = (pagePath as NSString).deletingLastPathComponent
        let root = SitePath.root(of: sitePage)
        return HTMLAttributes.rewrite(["href", "src"], in: html) { match in
            let raw = HTMLAttributes.unescape(match.value)
            guard HTMLAttributes.isRelative(raw), !raw.hasPrefix("#") else { return nil }
            let (target, fragment) = Self.split(raw)
            let decoded = target.removingPercentEncoding ?? target
            let resolved = checks.standardized(folder.isEmpty ? decoded : folder + "/" + decoded)
            switch checks.check(resolved) {
            case .missing:
                diagnostics.append(.warning(location(of: raw, target: target), "broken link '\(raw)': no such file in the book"))
                return "data-broken-\(match.name)=\"\(match.value)\""
            case .refused(let problem):
                diagnostics.append(.warning(location(of: raw, target: target), "link '\(raw)' \(problem); it is not copied"))
                return "data-broken-\(match.name)=\"\(match.value)\""
            case .copyable:
                break
            }
            let site = SitePath.bookFile(resolved)
            if !files.contains(where: { $0.source == resolved }) { files.append((resolved, site)) }
            let encoded = root + (site.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? site)
            return "\(match.name)=\"\(HTMLEscaping.escape(encoded + fragment))\""
        }
    }

    /// The address without its query, and its fragment (kept for the rewritten link).
    private static func split(_ target: String) -> (String, String) {
        guard let hash = target.firstIndex(where: { $0 == "#" || $0 == "?" }) else { return (target, "") }
        return (String(target[..<hash]), target[hash] == "#" ? String(target[hash...]) : "")
    }

    /// Where the link to `raw` is written in the page, as `path:line:col`: the next link or image
    /// with that address (links come out of the page in document order, and one address has one
    /// outcome, so the n-th warning is the n-th link).
    private mutating func location(of raw: String, target: String) -> SourceLocation {
        let seen = located[raw, default: 0]
        guard let starts = linkStarts[raw], seen < starts.count else { return SourceLocation(path: pagePath) }
        located[raw] = seen + 1
        return starts[seen]
    }
}
