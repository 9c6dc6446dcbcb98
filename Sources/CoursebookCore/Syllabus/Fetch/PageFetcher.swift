import CourseModel
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Downloads course pages with an on-disk cache (bodies over 5 MiB are cut off while they stream,
/// and the whole download, redirects included, has 15 s): revalidates with ETag / Last-Modified,
/// serves the cache with a warning when the network fails, and only the cache when offline.
package struct PageFetcher: Sendable {
    /// A downloaded (or cached) page.
    package struct Page: Sendable {
        /// The page text.
        package var text: String
        /// Where the text came from.
        package var source: Source
        /// Why the download failed when the page came from the cache instead (`HTTP 503`, a
        /// timeout, …); nil when it was downloaded, revalidated or read offline. Each caller words
        /// its own diagnostic from it, through `cannotDownload`.
        package var fallbackReason: String?
    }

    /// How a failed download is told, in every message about one: `cannot download (REASON)`.
    package static func cannotDownload(_ reason: String) -> String {
        "cannot download (\(reason))"
    }

    /// Where a page's text came from.
    package enum Source: String, Sendable {
        /// Downloaded now.
        case network
        /// The server said the cached copy is current (304).
        case revalidated
        /// The cache, without asking the server.
        case cache
    }

    /// Bodies larger than this are refused.
    package static let maxBytes = 5 << 20
    /// Seconds the whole download of a page may take, redirects included.
    package static let timeout: TimeInterval = 15

    let cache: PageCache
    /// Use only the cache.
    package var offline: Bool
    /// Seconds the whole download may take; tests shorten it.
    var timeout = PageFetcher.timeout
    /// Sent as a bearer token to the GitHub raw host; never printed.
    var token: String?
    /// The one origin (`scheme://host:port` of the raw endpoint) the token may be sent to, on every hop.
    var tokenOrigin: String?

    /// A fetcher caching in `cacheFolder`; `GITHUB_TOKEN` is read from `environment`.
    package init(cacheFolder: URL, offline: Bool = false, endpoints: GitHubEndpoints = .fromEnvironment(), environment: [String: String] = ProcessInfo.processInfo.environment) {
        cache = PageCache(folder: cacheFolder)
        self.offline = offline
        token = environment["GITHUB_TOKEN"].flatMap { $0.isEmpty ? nil : $0 }
        tokenOrigin = URL(string: endpoints.raw).flatMap(PageDownload.origin(of:))
    }

    /// The user's cache folder (`UserFolder.cache`); nil when no home folder is known.
    package static var userCacheFolder: URL? { UserFolder.cache.url() }

    /// The text at `address`.
    package func fetch(_ address: String) async throws(SyllabusError) -> Page {
        let cached = cache.load(address)
        if offline {
            guard let cached else { throw .notCached(url: address, cacheFolder: cache.folder.path) }
            return try page(cached.body, address: address, source: .cache)
        }
        guard let url = URL(string: address), let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http" else {
            throw .fetchFailed(url: address, reason: "not an http(s) address")
        }
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        if let etag = cached?.etag { request.setValue(etag, forHTTPHeaderField: "If-None-Match") }
        if let modified = cached?.lastModified { request.setValue(modified, forHTTPHeaderField: "If-Modified-Since") }
        let failure: String
        let credential = token.flatMap { token in tokenOrigin.map { (value: "Bearer \(token)", origin: $0) } }
        let rules = PageDownload.Rules(limit: Self.maxBytes, deadline: timeout, credential: credential)
        switch await PageDownload.run(request, configuration: Self.configuration(timeout: timeout), rules: rules) {
        case .complete(let body, let http):
            switch http?.statusCode ?? 0 {
            case 200:
                let text = try page(body, address: address, source: .network)
                cache.store(PageCache.Entry(url: address, etag: http?.value(forHTTPHeaderField: "ETag"), lastModified: http?.value(forHTTPHeaderField: "Last-Modified"), body: body))
                return text
            case 304 where cached != nil:
                return try page(cached!.body, address: address, source: .revalidated)
            case let status:
                failure = "HTTP \(status)"
            }
        case .tooLarge(let bytes, let declared):
            failure = "the page has more than the \(Self.maxBytes) bytes allowed (\(bytes) \(declared ? "announced" : "received when it was cut off"))"
        case .failed(let reason):
            failure = reason
        }
        guard let cached else { throw .fetchFailed(url: address, reason: failure) }
        return try page(cached.body, address: address, source: .cache, fallbackReason: failure)
    }

    private func page(_ body: Data, address: String, source: Source, fallbackReason: String? = nil) throws(SyllabusError) -> Page {
        // Decoded as a book file's text is: a BOM dropped, UTF-16 and invalid bytes told apart.
        var problems: [Diagnostic] = []
        guard let text = BookFile.decodeText(body, path: address, diagnostics: &problems) else {
            throw .unreadable(path: address, reason: problems.first?.message ?? "not UTF-8 text")
        }
        return Page(text: text, source: source, fallbackReason: fallbackReason)
    }

    /// Sessions without URLSession's own cache, so revalidation is ours.
    private static func configuration(timeout: TimeInterval) -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        return configuration
    }
}
