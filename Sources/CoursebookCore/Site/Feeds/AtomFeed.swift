import CourseModel

/// `feed.xml`: an Atom feed of session notes, newest first; `updated` is the newest note's time,
/// so the feed changes only when the notes do. Written as a head, one entry per note and a tail, so
/// `serve` can splice the entries of edited notes into the last feed (see `NoteLists`).
struct AtomFeed {
    let catalog: SiteCatalog

    /// The bytes after the last entry.
    static let tail = "</feed>\n"

    /// Everything before the first entry; it names the newest note's time.
    func head() -> String {
        let input = catalog.input
        let base = input.baseURL ?? ""
        let updated = catalog.allNotesNewestFirst.first?.created ?? Instant(date: input.book.term.start, secondsOfDay: 0, utcOffsetSeconds: 0)
        var out = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\">\n"
        out += "  <title>\(x(catalog.words.fill(.feedTitle, ["site": input.book.title])))</title>\n"
        out += "  <id>\(x(input.baseURL.map { $0 + SitePath.feed } ?? "urn:coursebook:\(SitePath.anchorSlug(input.book.title)):notes"))</id>\n"
        out += "  <updated>\(updated.iso8601)</updated>\n"
        out += "  <link rel=\"alternate\" type=\"text/html\" href=\"\(x(base.isEmpty ? SitePath.home : base))\"/>\n"
        if let baseURL = input.baseURL { out += "  <link rel=\"self\" href=\"\(x(baseURL + SitePath.feed))\"/>\n" }
        out += "  <author><name>\(x(input.book.title))</name></author>\n"
        return out
    }

    /// The `<entry>` of one note.
    func entry(_ note: Note) -> String {
        let input = catalog.input
        let page = SitePath.session(note.courseID, note.sessionDate)
        let course = input.book.course(note.courseID)?.name ?? note.courseID
        var out = "  <entry>\n"
        out += "    <title>\(x(course)): \(x(note.title))</title>\n"
        out += "    <id>urn:coursebook:note:\(note.courseID):\(note.sessionDate):\(note.slug)</id>\n"
        out += "    <updated>\(note.created.iso8601)</updated>\n"
        out += "    <link rel=\"alternate\" type=\"text/html\" href=\"\(x((input.baseURL ?? "") + SitePath.pretty(page) + "#" + SitePath.noteAnchor(note.slug)))\"/>\n"
        out += "    <content type=\"html\">\(x(catalog.noteHTML[note.path] ?? ""))</content>\n"
        out += "  </entry>\n"
        return out
    }

    private func x(_ text: String) -> String { HTMLEscaping.escape(text) }
}
