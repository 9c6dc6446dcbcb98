import Foundation

/// The generated site in memory: file path (relative, `/`-separated) to bytes, written only at the
/// end so a failed build never touches the output folder.
package struct InMemorySite: Sendable {
    /// Files by site-relative path.
    package private(set) var files: [String: Data] = [:]

    /// An empty site.
    package init() {}

    /// Adds or replaces a file; the path must be a safe relative path built from validated ids.
    package mutating func add(_ path: String, _ text: String) {
        add(path, Data(text.utf8))
    }

    /// Adds or replaces a file of bytes.
    package mutating func add(_ path: String, _ data: Data) {
        precondition(SitePath.isSafe(path), "unsafe site path \(path)")
        files[path] = data
    }

    /// Removes a file, if present.
    package mutating func remove(_ path: String) {
        files[path] = nil
    }

    /// Paths in a stable order.
    package var paths: [String] { files.keys.sorted() }

    /// How many HTML pages the site holds.
    package var pageCount: Int { files.keys.filter { $0.hasSuffix(".html") }.count }

    /// The text of a file, if present.
    package func text(_ path: String) -> String? { files[path].map { String(decoding: $0, as: UTF8.self) } }
}
