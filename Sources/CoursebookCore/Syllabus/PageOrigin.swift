import CourseModel
import Foundation

/// Where a course page comes from: a file, a GitHub repository or a web address.
public enum PageOrigin: Sendable, Hashable, CustomStringConvertible {
    /// A local Markdown file; relative addresses stay relative.
    case local
    /// A file in a GitHub repository.
    case github(owner: String, repo: String, path: String, ref: String)
    /// Any https address of a Markdown file.
    case web(String)

    /// Reads a command-line SOURCE: `github:OWNER/REPO[/PATH][@REF]`,
    /// `https://github.com/OWNER/REPO/blob/REF/PATH`, another https address, or nil for a local path.
    public static func parse(_ source: String, endpoints: GitHubEndpoints = .fromEnvironment()) -> PageOrigin? {
        if source.hasPrefix("github:") {
            guard case .github(let owner, let repo, let path, let ref)? = GitHubPageReference.parse(source) else { return nil }
            return .github(owner: owner, repo: repo, path: path, ref: ref)
        }
        if let blob = githubBlob(source, web: "https://github.com") ?? githubBlob(source, web: endpoints.web) { return blob }
        if source.lowercased().hasPrefix("https://") || source.lowercased().hasPrefix("http://") { return .web(source) }
        return nil
    }

    /// The origin of a course's `page:` entry.
    public init(_ source: CoursePageSource) {
        switch source {
        case .local: self = .local
        case .github(let owner, let repo, let path, let ref): self = .github(owner: owner, repo: repo, path: path, ref: ref)
        case .url(let url): self = PageOrigin.parse(url) ?? .web(url)
        }
    }

    /// The address the page's text is downloaded from; nil for a local page.
    public func rawURL(_ endpoints: GitHubEndpoints) -> String? {
        switch self {
        case .local: nil
        case .github(let owner, let repo, let path, let ref): "\(endpoints.raw)/\(owner)/\(repo)/\(ref)/\(path)"
        case .web(let url): url
        }
    }

    /// The address a reader opens the page at (GitHub's file view for repository pages); nil for a local page.
    public func webURL(_ endpoints: GitHubEndpoints) -> String? {
        switch self {
        case .local: nil
        case .github(let owner, let repo, let path, let ref): "\(endpoints.web)/\(owner)/\(repo)/blob/\(ref)/\(path)"
        case .web(let url): url
        }
    }

    /// How the page's relative addresses resolve.
    func linkBase(_ endpoints: GitHubEndpoints) -> LinkResolver.Base {
        switch self {
        case .local:
            return .local
        case .github(let owner, let repo, let path, let ref):
            let directory = path.split(separator: "/").dropLast().joined(separator: "/")
            return .github(owner: owner, repo: repo, ref: ref, directory: directory, web: endpoints.web, raw: endpoints.raw)
        case .web(let url):
            return .web(url)
        }
    }

    public var description: String {
        switch self {
        case .local: "local file"
        case .github(let owner, let repo, let path, let ref): "github:\(owner)/\(repo)/\(path)@\(ref)"
        case .web(let url): url
        }
    }

    /// `WEB/OWNER/REPO/blob/REF/PATH`, a file shown on GitHub.
    private static func githubBlob(_ source: String, web: String) -> PageOrigin? {
        guard source.hasPrefix(web + "/") else { return nil }
        let parts = source.dropFirst(web.count + 1).split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 5, parts[2] == "blob", !parts[0].isEmpty, !parts[1].isEmpty, !parts[3].isEmpty else { return nil }
        let path = parts[4...].joined(separator: "/").split(whereSeparator: { $0 == "?" || $0 == "#" }).first.map(String.init) ?? ""
        guard !path.isEmpty, BookPath.isSafeRelative(path) else { return nil }
        return .github(owner: parts[0], repo: parts[1], path: path, ref: parts[3])
    }
}

/// The GitHub addresses pages are read from: `COURSEBOOK_GITHUB_RAW_URL` and
/// `COURSEBOOK_GITHUB_WEB_URL` override the real ones (tests point them at a loopback server).
public struct GitHubEndpoints: Sendable, Hashable {
    /// Where raw files come from, without a trailing slash.
    public var raw: String
    /// Where files are shown, without a trailing slash.
    public var web: String

    /// Creates endpoints, dropping trailing slashes.
    public init(raw: String = "https://raw.githubusercontent.com", web: String = "https://github.com") {
        self.raw = raw.hasSuffix("/") ? String(raw.dropLast()) : raw
        self.web = web.hasSuffix("/") ? String(web.dropLast()) : web
    }

    /// The real endpoints unless the environment overrides them.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> GitHubEndpoints {
        GitHubEndpoints(
            raw: environment["COURSEBOOK_GITHUB_RAW_URL"].flatMap { $0.isEmpty ? nil : $0 } ?? "https://raw.githubusercontent.com",
            web: environment["COURSEBOOK_GITHUB_WEB_URL"].flatMap { $0.isEmpty ? nil : $0 } ?? "https://github.com"
        )
    }
}
