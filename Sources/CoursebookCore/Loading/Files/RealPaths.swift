import Foundation
import Synchronization

/// The real paths (symbolic links resolved) of one book's folders, each worked out once per load:
/// thousands of notes share a few hundred folders, and resolving a path costs a system call per
/// component.
package final class RealPaths: Sendable {
    private let known = Mutex<[String: String]>([:])
    /// Real folders besides the book's own that its links may lead into: the edit check's mirror
    /// links every unchanged file back to the real book.
    let alsoInside: [String]

    /// A cache with nothing resolved yet; links into `alsoInside` count as inside the book.
    init(alsoInside: [URL] = []) {
        self.alsoInside = alsoInside.map { $0.standardizedFileURL.resolvingSymlinksInPath().path }
    }

    /// The real path of folder `relativePath` (`""` for the book itself) of the book at `root`.
    func folder(_ relativePath: String, in root: URL) -> String {
        if let real = known.withLock({ $0[relativePath] }) { return real }
        let url = relativePath.isEmpty ? root : root.appendingPathComponent(relativePath)
        let real = url.resolvingSymlinksInPath().path
        known.withLock { $0[relativePath] = real }
        return real
    }

    /// Whether real path `real` lies inside the real folder `root` (or is it): the one rule of
    /// "inside a folder", by the text of both paths (resolve links first where they count).
    package static func path(_ real: String, isInside root: String) -> Bool {
        real == root || real.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// `path` relative to the folder `root` when it lies inside it, by the same rule; nil when it
    /// lies outside or is `root` itself.
    package static func path(_ path: String, relativeTo root: String) -> String? {
        guard path != root, Self.path(path, isInside: root) else { return nil }
        return String(path.dropFirst(root.hasSuffix("/") ? root.count : root.count + 1))
    }
}
