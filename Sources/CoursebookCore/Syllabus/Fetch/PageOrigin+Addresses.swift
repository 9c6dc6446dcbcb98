import CourseModel
import Foundation

/// Reading a page's origin from what people write, and the addresses it is fetched from and shown at.
extension PageOrigin {
    /// What a written page address is: a course file's `page:` and the `syllabus` command's
    /// SOURCE are read by this one parser.
    package enum Reading: Equatable, Sendable {
        /// A page on GitHub or the web.
        case origin(PageOrigin)
        /// An address that cannot be used, and why (`must use https, not http`).
        case problem(String)
        /// No address: a local path, which the caller checks.
        case path
    }

    /// Reads `github:OWNER/REPO[/PATH][@REF]`, a GitHub address as people paste it
    /// (`https://github.com/OWNER/REPO` and its `tree/REF[/FOLDER]` pages mean that folder's
    /// README.md, `blob/REF/PATH` the file; the scheme may be left out or be `http`, since the file
    /// is downloaded from GitHub's https endpoint either way), another https address; any other
    /// `http://` address is a problem, since a page fetched without TLS could be altered on the way.
    package static func read(_ text: String, endpoints: GitHubEndpoints = .fromEnvironment()) -> Reading {
        if text.hasPrefix("github:") {
            return GitHubPageReference.parse(text).map(Reading.origin) ?? .problem("is not a valid GitHub reference (expected github:OWNER/REPO[/PATH][@REF])")
        }
        for web in ["https://github.com", "http://github.com", "github.com", "www.github.com", "https://www.github.com", "http://www.github.com", endpoints.web] {
            if let page = githubAddress(text, web: web) { return .origin(page) }
        }
        let lowered = text.lowercased()
        if lowered.hasPrefix("https://") { return .origin(.web(text)) }
        if lowered.hasPrefix("http://") { return .problem("must use https, not http") }
        return .path
    }

    /// The page `source` names on GitHub or the web; nil for a local path or an address that
    /// cannot be used (`read` says why).
    package static func parse(_ source: String, endpoints: GitHubEndpoints = .fromEnvironment()) -> PageOrigin? {
        if case .origin(let origin) = read(source, endpoints: endpoints) { return origin }
        return nil
    }

    /// Whether `name` is a Markdown file's, the only kind a course page may be: `.md` or
    /// `.markdown`, in any case. The course file's `page:` is checked with it, and a
    /// `syllabus` SOURCE so named is a file, never `OWNER/REPO`.
    package static func isMarkdownFileName(_ name: some StringProtocol) -> Bool {
        let lowered = name.lowercased()
        return lowered.hasSuffix(".md") || lowered.hasSuffix(".markdown")
    }

    /// `OWNER/REPO` alone, as people copy it from a repository's page; nil for anything else.
    /// Only meaningful where no local file of that name exists, which the caller checks.
    package static func repositoryShorthand(_ source: String) -> PageOrigin? {
        let parts = source.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, !isMarkdownFileName(parts[1]) else { return nil }
        return parse("github:\(source)")
    }

    /// The address the page's text is downloaded from; nil for a local page.
    package func rawURL(_ endpoints: GitHubEndpoints) -> String? {
        switch self {
        case .local: nil
        case .github(let owner, let repo, let path, let ref): endpoints.rawFile(owner: owner, repo: repo, ref: ref, path: path)
        case .web(let url): url
        }
    }

    /// The address a reader opens the page at (GitHub's file view for repository pages); nil for a local page.
    package func webURL(_ endpoints: GitHubEndpoints) -> String? {
        switch self {
        case .local: nil
        case .github(let owner, let repo, let path, let ref): endpoints.blobPage(owner: owner, repo: repo, ref: ref, path: path)
        case .web(let url): url
        }
    }

    /// A page on GitHub's web site: `WEB/OWNER/REPO/blob/REF/PATH` (a file),
    /// `WEB/OWNER/REPO/tree/REF[/FOLDER]` (the folder's README.md) or `WEB/OWNER/REPO` (the
    /// repository's README.md on its default branch).
    private static func githubAddress(_ source: String, web: String) -> PageOrigin? {
        guard source.lowercased().hasPrefix(web.lowercased() + "/") else { return nil }
        let address = source.dropFirst(web.count + 1).split(whereSeparator: { $0 == "?" || $0 == "#" }).first ?? ""
        var parts = address.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if parts.last == "" { parts.removeLast() }
        guard parts.count >= 2 else { return nil }
        let owner = parts[0]
        let repo = parts[1].hasSuffix(".git") ? String(parts[1].dropLast(4)) : parts[1]
        let path: String
        let ref: String
        switch parts.count {
        case 2:
            (path, ref) = ("README.md", "HEAD")
        case 4... where parts[2] == "tree":
            (path, ref) = ((parts[4...] + ["README.md"]).joined(separator: "/"), parts[3])
        case 5... where parts[2] == "blob":
            (path, ref) = (parts[4...].joined(separator: "/"), parts[3])
        default:
            return nil
        }
        return GitHubPageReference.parse("github:\(owner)/\(repo)/\(path)@\(ref)")
    }
}
