import CourseModel

/// Why a course page could not be read; every case names the page or address and the cause.
package enum SyllabusError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The page is one of libcmark's slow inputs, or too large.
    case rejected(path: String, line: Int, reason: String)
    /// The front matter is not valid YAML.
    case invalidFrontMatter(path: String, line: Int, column: Int, reason: String)
    /// A local page could not be read.
    case unreadable(path: String, reason: String)
    /// The page could not be downloaded and no cached copy exists.
    case fetchFailed(url: String, reason: String)
    /// `--offline` was given and the page is not in the cache.
    case notCached(url: String, cacheFolder: String)

    /// The file or address the problem concerns.
    package var path: String {
        switch self {
        case .rejected(let path, _, _), .invalidFrontMatter(let path, _, _, _), .unreadable(let path, _): path
        case .fetchFailed(let url, _), .notCached(let url, _): url
        }
    }

    /// The 1-based line of the problem; 0 when it concerns the whole page.
    package var line: Int {
        switch self {
        case .rejected(_, let line, _), .invalidFrontMatter(_, let line, _, _): line
        default: 0
        }
    }

    /// The 1-based column, when known; a page's size limits are counted per line, so they point at its start.
    package var column: Int? {
        switch self {
        case .invalidFrontMatter(_, _, let column, _): column
        case .rejected: 1
        default: nil
        }
    }

    /// What went wrong, without the location.
    package var message: String {
        switch self {
        case .rejected(_, _, let reason): reason
        case .invalidFrontMatter(_, _, _, let reason): "invalid front matter: \(reason)"
        case .unreadable(_, let reason): "cannot read the page (\(reason))"
        case .fetchFailed(let url, let reason): "cannot download \(url) (\(reason)) and there is no cached copy"
        case .notCached(let url, let folder): "\(url) is not in the cache \(folder) (--offline; a run without --offline fills it)"
        }
    }

    /// The error as every diagnostic prints (`Diagnostic`): a page's address and a front-matter
    /// message quote text from the page, which must not drive the terminal.
    package var diagnostic: Diagnostic {
        Diagnostic(.error, at: SourceLocation(path: path, line: line, column: column), message)
    }

    package var description: String { diagnostic.description }
}
