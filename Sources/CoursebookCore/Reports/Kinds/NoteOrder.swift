/// The order notes are listed in.
package enum NoteOrder: String, Sendable, CaseIterable {
    /// Oldest first.
    case asc
    /// Newest first (the default).
    case desc
}
