/// A note written for one session (`notes/<course>/<YYYY-MM-DD>-<slug>.md`).
package struct Note: Sendable, Hashable {
    /// The course id (the folder name).
    package var courseID: String
    /// The session's date (from the file name).
    package var sessionDate: LocalDate
    /// The slug from the file name, unique per course and date.
    package var slug: String
    /// Title from the front matter.
    package var title: String
    /// When it was written.
    package var created: Instant
    /// Markdown body after the front matter.
    package var body: String
    /// Path relative to the book.
    package var path: String

    /// Creates a note.
    package init(courseID: String, sessionDate: LocalDate, slug: String, title: String, created: Instant, body: String, path: String) {
        self.courseID = courseID
        self.sessionDate = sessionDate
        self.slug = slug
        self.title = title
        self.created = created
        self.body = body
        self.path = path
    }
}
