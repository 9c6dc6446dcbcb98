import CourseModel
import Foundation

/// Resolves a page's relative addresses: for a GitHub page, links to `WEB/OWNER/REPO/blob/REF/DIR/…`
/// and images to `RAW/OWNER/REPO/REF/DIR/…`; for a web page, against its address; for a local page,
/// relative addresses stay relative.
struct LinkResolver: Sendable {
    /// Where the page came from, which decides how relative addresses resolve.
    let origin: PageOrigin
    /// Where GitHub's files are shown and served.
    let endpoints: GitHubEndpoints
    /// For a GitHub page, the folder of its file in the repository.
    private let directory: String

    /// The resolver of a page from `origin`.
    init(origin: PageOrigin, endpoints: GitHubEndpoints) {
        self.origin = origin
        self.endpoints = endpoints
        if case .github(_, _, let path, _) = origin {
            directory = path.split(separator: "/").dropLast().joined(separator: "/")
        } else {
            directory = ""
        }
    }

    /// The address a link to `destination` points at.
    func link(_ destination: String) -> String { resolve(destination, image: false) }

    /// The address an image at `destination` loads from.
    func image(_ destination: String) -> String { resolve(destination, image: true) }

    private func resolve(_ destination: String, image: Bool) -> String {
        guard !destination.isEmpty, !destination.hasPrefix("#"), !destination.hasURLScheme, !destination.hasPrefix("//") else {
            return destination
        }
        switch origin {
        case .local:
            return destination
        case .web(let page):
            return URL(string: destination, relativeTo: URL(string: page))?.absoluteString ?? destination
        case .github(let owner, let repo, _, let ref):
            let split = RelativeAddress(destination)
            let path = String(split.path)
            let normalized = RelativePath.resolve(path, from: path.hasPrefix("/") ? "" : directory, aboveRoot: .stayAtRoot) ?? ""
            let address = image
                ? endpoints.rawFile(owner: owner, repo: repo, ref: ref, path: normalized)
                : endpoints.blobPage(owner: owner, repo: repo, ref: ref, path: normalized)
            return address + split.suffix
        }
    }
}
