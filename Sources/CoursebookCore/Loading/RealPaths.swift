import Foundation

/// The real paths (symbolic links resolved) of one book's folders, each worked out once per load:
/// thousands of notes share a few hundred folders, and resolving a path costs a system call per
/// component.
final class RealPaths: @unchecked Sendable {
    private var known: [String: String] = [:]
    private let lock = NSLock()

    /// A cache with nothing resolved yet.
    init() {}

    /// The real path of folder `relativePath` (`""` for the book itself) of the book at `root`.
    func folder(_ relativePath: String, in root: URL) -> String {
        if let real = lock.withLock({ known[relativePath] }) { return real }
        let url = relativePath.isEmpty ? root : root.appendingPathComponent(relativePath)
        let real = url.resolvingSymlinksInPath().path
        lock.withLock { known[relativePath] = real }
        return real
    }
}
