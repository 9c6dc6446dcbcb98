import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Maps a request path onto the served folder, refusing anything that could leave it: `..` and
/// `.` segments (plain or percent-encoded), empty segments (`//etc/passwd`), backslashes, NUL and
/// control characters, encoded slashes, hidden names, and symbolic links that resolve outside.
struct SiteFolderLookup: Sendable {
    /// What a request path names.
    enum Match: Equatable {
        /// A regular file inside the folder, by its resolved path, with its modification time.
        case file(path: String, modified: Date)
        /// A folder asked for without its trailing slash; the address to redirect to.
        case redirect(String)
        /// Nothing servable.
        case notFound
    }

    /// The served folder, symbolic links resolved, so containment is a prefix test.
    let root: String

    /// A lookup in `folder`, which must exist.
    init(folder: URL) {
        root = Self.realPath(folder.path) ?? folder.standardizedFileURL.path
    }

    /// Resolves the percent-encoded path of a request target (`/courses/alg/`).
    func match(rawPath: String) -> Match {
        guard rawPath.hasPrefix("/") else { return .notFound }
        let parts = rawPath.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        var segments: [String] = []
        for (index, part) in parts.enumerated() {
            if part.isEmpty {
                guard index == parts.count - 1 else { return .notFound }
                continue
            }
            guard let decoded = String(part).removingPercentEncoding, Self.isSafe(decoded) else { return .notFound }
            segments.append(decoded)
        }
        let candidate = ([root] + segments).joined(separator: "/")
        guard let resolved = inside(candidate), let info = Self.status(resolved) else {
            // Leaf pages are `name.html`; like GitHub Pages, `/name` serves them too.
            if !rawPath.hasSuffix("/"), let last = segments.last, !last.contains("."),
               let page = inside(candidate + ".html"), let info = Self.status(page), info.isRegular {
                return .file(path: page, modified: info.modified)
            }
            return .notFound
        }
        if info.isDirectory {
            guard rawPath.hasSuffix("/") else { return .redirect(rawPath + "/") }
            guard let index = inside(resolved + "/index.html"), let indexInfo = Self.status(index), indexInfo.isRegular else { return .notFound }
            return .file(path: index, modified: indexInfo.modified)
        }
        return info.isRegular ? .file(path: resolved, modified: info.modified) : .notFound
    }

    /// The resolved path when it exists and lies inside the folder.
    private func inside(_ path: String) -> String? {
        guard let real = Self.realPath(path), real == root || real.hasPrefix(root == "/" ? "/" : root + "/") else { return nil }
        return real
    }

    /// A decoded segment is safe when it is a plain, visible name.
    private static func isSafe(_ segment: String) -> Bool {
        !segment.isEmpty && !segment.hasPrefix(".")
            && !segment.unicodeScalars.contains { $0 == "/" || $0 == "\\" || $0.value < 0x20 || $0.value == 0x7F }
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func status(_ path: String) -> (isDirectory: Bool, isRegular: Bool, modified: Date)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let kind = info.st_mode & S_IFMT
        return (kind == S_IFDIR, kind == S_IFREG, Date(timeIntervalSince1970: TimeInterval(info.st_mtim.tv_sec)))
    }
}
