/// Paths that come from data files and must stay inside the book.
enum BookPath {
    /// A relative path with no `..`, no absolute root, no backslashes, no NUL and no empty parts.
    static func isSafeRelative(_ path: String) -> Bool {
        guard !path.isEmpty, path.utf8.count <= 1024, !path.hasPrefix("/"), !path.hasPrefix("~"),
              !path.contains("\\"), !path.contains("\0"), !path.contains("%")
        else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { part in
            !part.isEmpty && part != "." && part != ".."
        }
    }
}
