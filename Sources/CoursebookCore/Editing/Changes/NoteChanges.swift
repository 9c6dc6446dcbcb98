import CourseModel
import Foundation

/// New session notes: `notes/<course>/<date>-<slug>.md` with `title` and `created` front matter.
extension EditDraft {
    /// Writes a note for the session of `course` on `date`; a date with no session is refused by
    /// the book check. Returns the note's path.
    @discardableResult
    package mutating func addNote(course: String, date: LocalDate, title: String, body: String, created: Instant) throws(EditError) -> String {
        _ = try self.course(course)
        guard !title.trimmingWhitespace().isEmpty else { throw .usage("the note needs a --title") }
        let base = Self.noteFileSlug(title)
        var slug = base
        var counter = 2
        while read(NoteLoader.path(course: course, date: date, slug: slug)) != nil {
            slug = "\(base)-\(counter)"
            counter += 1
        }
        let path = NoteLoader.path(course: course, date: date, slug: slug)
        var text = "---\ntitle: \(YAMLScalar.format(title))\ncreated: \(created.iso8601)\n---\n" + body
        if !text.hasSuffix("\n") { text += "\n" }
        write(path, Data(text.utf8))
        note(.add, "note \(path)")
        return path
    }

    /// A new note's file-name slug (`notes/<course>/<date>-<slug>.md`): lower-case ASCII letters
    /// and digits joined by `-`, at most 40 characters, `note` when none is left. Apart from the
    /// site's `SitePath.anchorSlug` on purpose: a file name stays ASCII and short for every file
    /// system and shell, and this rule must not change, or `note add` would name a note differently
    /// from the ones already written; GitHub's heading anchors are `GitHubSlugger`'s.
    static func noteFileSlug(_ title: String) -> String {
        var slug = ""
        for scalar in title.lowercased().unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty, !slug.hasSuffix("-") {
                slug += "-"
            }
            if slug.count >= 40 { break }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug.isEmpty ? "note" : slug
    }
}
