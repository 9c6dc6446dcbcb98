/// Paths that must stay inside the book: the one rule of a plain relative path.
enum BookPath {
    /// The parts of a plain relative path: no absolute root, no NUL, no `.`, `..` or empty parts;
    /// nil for any other. The rule every path inside the book meets, as the edit journal reads
    /// the paths it wrote itself.
    static func plainParts(_ path: String) -> [Substring]? {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\0") else { return nil }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else { return nil }
        return parts
    }

    /// A plain relative path (`plainParts`) that a data file may name: besides, at most 1024
    /// bytes, and no `~` first, no backslashes and no `%`, which other tools read as a home
    /// folder, a separator or an escape.
    static func isSafeRelative(_ path: String) -> Bool {
        guard path.utf8.count <= 1024, !path.hasPrefix("~"), !path.contains("\\"), !path.contains("%") else { return false }
        return plainParts(path) != nil
    }
}
