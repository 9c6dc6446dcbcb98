import CourseModel

/// The order notes are listed in.
package enum NoteOrder: String, Sendable, CaseIterable {
    /// Oldest first.
    case asc
    /// Newest first (the default).
    case desc

    /// Whether `lhs` comes before `rhs`: by creation time (newest first for `.desc`), ties by file
    /// path so the order never depends on file-system order. The one note order, for the `notes`
    /// and `recent` reports and every note list of the site.
    package func precedes(_ lhs: Note, _ rhs: Note) -> Bool {
        if lhs.created != rhs.created { return self == .asc ? lhs.created < rhs.created : rhs.created < lhs.created }
        return lhs.path < rhs.path
    }
}
