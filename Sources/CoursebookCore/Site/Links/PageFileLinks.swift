import CourseModel
import Foundation

/// The relative addresses of one local course page as the site writes them: files of the book it
/// names are copied into the site's `files/` folder (once, however many pages link them) and the
/// links point there; links to missing or refused files are disarmed with a warning, so the site has
/// no broken links. The renderer asks it for each address as it writes the page, once.
struct PageFileLinks: PageAddressRewriter {
    /// What the book's files allow, shared by all pages of a build.
    let checks: BookFileChecks
    /// The page, relative to the book.
    let pagePath: String
    /// The site page the page's HTML is shown on, which its rewritten links are relative to.
    let sitePage: String
    /// The folder of `pagePath`, which its relative addresses start from.
    private let folder: String

    /// The book folder.
    var bookRoot: URL { checks.bookRoot }

    init(checks: BookFileChecks, pagePath: String, sitePage: String) {
        self.checks = checks
        self.pagePath = pagePath
        self.sitePage = sitePage
        folder = (pagePath as NSString).deletingLastPathComponent
    }

    func rewrite(_ address: String) -> PageAddressRewrite {
        guard let target = target(of: address) else { return .keep }
        guard let resolved = target.resolved else { return .disarm(warning: "broken link '\(address)': no such file in the book") }
        switch checks.check(resolved, for: pagePath) {
        case .missing:
            return .disarm(warning: "broken link '\(address)': no such file in the book")
        case .refused(let problem):
            return .disarm(warning: "link '\(address)' \(problem); it is not copied")
        case .copyable:
            let root = SitePath.root(of: sitePage)
            let site = SitePath.bookFile(resolved)
            return .replace(root + (site.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? site) + target.fragment)
        }
    }

    /// The files the page's links and images name that the site copies, as (path relative to the
    /// book, path relative to the site), in page order without repeats; and where each link's
    /// address, as written, lands in the site (relative to the site's root), so views of the page
    /// other than its HTML (a session's materials) link the same copies.
    func files(of record: Syllabus) -> (files: [(source: String, target: String)], linkTargets: [String: String]) {
        var files: [(source: String, target: String)] = []
        var linkTargets: [String: String] = [:]
        let links = Set(record.links.map(\.url))
        for address in record.links.map(\.url) + record.images.map(\.url) {
            guard let target = target(of: address), let resolved = target.resolved, case .copyable = checks.check(resolved, for: pagePath) else { continue }
            let site = SitePath.bookFile(resolved)
            if links.contains(address) { linkTargets[address] = (site.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? site) + target.fragment }
            guard !files.contains(where: { $0.source == resolved }) else { continue }
            files.append((resolved, site))
        }
        return (files, linkTargets)
    }

    /// The book path a relative address names (nil when it climbs above the book's folder), and
    /// its fragment; nil for other addresses.
    private func target(of address: String) -> (resolved: String?, fragment: String)? {
        guard !address.isEmpty, HTMLAttributes.isRelative(address), !address.hasPrefix("#") else { return nil }
        let split = RelativeAddress(address)
        // The fragment is kept for the rewritten link, the query dropped.
        return (RelativePath.resolve(split.decodedPath, from: folder, aboveRoot: .refuse), split.fragment.map { "#" + $0 } ?? "")
    }
}
