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

    /// The real endpoints unless the environment overrides them.
    package static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> GitHubEndpoints {
        GitHubEndpoints(
            raw: environment["COURSEBOOK_GITHUB_RAW_URL"].flatMap { $0.isEmpty ? nil : $0 } ?? "https://raw.githubusercontent.com",
            web: environment["COURSEBOOK_GITHUB_WEB_URL"].flatMap { $0.isEmpty ? nil : $0 } ?? "https://github.com"
        )
    }
}
