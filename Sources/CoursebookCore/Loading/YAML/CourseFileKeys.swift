/// The keys of a course file, in the order the starter template writes them and edits keep: the
/// loader allows exactly these, and an edit that adds one puts it after the last key before it.
enum CourseFileKeys {
    static let inOrder = ["name", "subject", "branch", "teacher", "staff", "meets", "sessions", "page"]

    /// The keys that come before `key`, nearest first: where an edit adding `key` looks for its place.
    static func before(_ key: String) -> [String] {
        guard let index = inOrder.firstIndex(of: key) else { return inOrder.reversed() }
        return inOrder[..<index].reversed()
    }
}
