import Foundation

/// The GitHub addresses pages are read from: `COURSEBOOK_GITHUB_RAW_URL` and
/// `COURSEBOOK_GITHUB_WEB_URL` override the real ones (tests point them at a loopback server).
package struct GitHubEndpoints: Sendable, Hashable {
    /// Where raw files come from, without a trailing slash.
    package var raw: String
    /// Where files are shown, without a trailing slash.
    package var web: String

    /// Creates endpoints, dropping trailing slashes.
    package init(raw: String = "https://raw.githubusercontent.com", web: String = "https://github.com") {
        self.raw = raw.hasSuffix("/") ? String(raw.dropLast()) : raw
        self.web = web.hasSuffix("/") ? String(web.dropLast()) : web
    }

    /// `RAW/OWNER/REPO/REF/PATH`: where a repository file's bytes are downloaded (a page's text, an
    /// image a page shows); `RAW/OWNER/REPO/REF` for an empty path. The one place it is built.
    package func rawFile(owner: String, repo: String, ref: String, path: String) -> String {
        Self.join("\(raw)/\(owner)/\(repo)/\(ref)", path)
    }

    /// `WEB/OWNER/REPO/blob/REF/PATH`: where GitHub shows a repository file (a page, a file a page
    /// links); `WEB/OWNER/REPO/blob/REF` for an empty path. The one place it is built.
    package func blobPage(owner: String, repo: String, ref: String, path: String) -> String {
        Self.join("\(web)/\(owner)/\(repo)/blob/\(ref)", path)
    }

    private static func join(_ base: String, _ path: String) -> String {
        path.isEmpty ? base : base + "/" + path
    }

    /// The real endpoints unless the environment overrides them.
    package static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> GitHubEndpoints {
        GitHubEndpoints(
            raw: environment["COURSEBOOK_GITHUB_RAW_URL"].flatMap { $0.isEmpty ? nil : $0 } ?? "https://raw.githubusercontent.com",
            web: environment["COURSEBOOK_GITHUB_WEB_URL"].flatMap { $0.isEmpty ? nil : $0 } ?? "https://github.com"
        )
    }
}
