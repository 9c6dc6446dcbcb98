import CourseModel

/// The prebuilt search index: courses, syllabus sections, tasks and notes (never people in the
/// public edition). Written as JSON for tools and as a script the search page loads, since
/// browsers refuse `fetch` of local files. The notes come after every course entry, so `serve`
/// can splice edited notes into the last index (see `NoteLists`).
struct SearchIndex {
    let catalog: SiteCatalog

    /// The entries before the notes: courses, their sections, tasks and projects, handed to
    /// `body` one by one (a faculty's 10,000 courses make 100 MB of entries).
    func courseEntries(_ body: (JSONValue) -> Void) {
        for course in catalog.input.book.courses {
            var items: [JSONValue] = []
            let url = SitePath.course(course.id)
            items.append(Self.entry("course", course.name, course, "\(course.subject) · \(course.branch)", url))
            let record = catalog.input.syllabi[course.id]?.record
            for section in record?.sections ?? [] {
                items.append(Self.entry("section", section.title, course, section.text, url + "#" + section.anchor))
            }
            for (index, task) in (record?.tasks ?? []).enumerated() {
                let title = (task.group.map { $0 + ": " } ?? "") + "Task \(task.number)" + (task.required ? "" : " (extra)")
                items.append(Self.entry("task", title, course, task.text, url + "#" + CourseTaskAnchor.id(index)))
            }
            for project in catalog.projects(of: course.id) {
                items.append(Self.entry("task", project.name, course, "Due \(Format.due(project.due))", url + "#" + CourseSyllabusView.Anchor.deadlines))
            }
            for item in items { body(item) }
        }
    }

    /// How much of an entry's text the index keeps, in characters.
    static let textLength = 300

    /// The entry of one note.
    func noteEntry(_ note: Note) -> JSONValue {
        Self.entry("note", note.title, catalog.input.book.course(note.courseID), note.body, SitePath.session(note.courseID, note.sessionDate) + "#note-" + note.slug)
    }

    /// The entries after the notes: people, in the staff edition only.
    func personEntries() -> [JSONValue] {
        guard catalog.input.isStaff else { return [] }
        return PeopleOrder.sorted(catalog.input.book.people).map { Self.entry("person", $0.fullName, nil, $0.email, SitePath.person($0.id)) }
    }

    /// `{"kind", "title", "course", "courseName", "text", "url"}` with `url` relative to the site
    /// root; `course` and `courseName` are empty for people. Results show the name, and the id
    /// stays for tools that join the index with the book.
    private static func entry(_ kind: String, _ title: String, _ course: Course?, _ text: String, _ url: String) -> JSONValue {
        .object([("kind", .string(kind)), ("title", .string(title)), ("course", .string(course?.id ?? "")),
                 ("courseName", .string(course?.name ?? "")), ("text", .string(String(text.prefix(textLength)))), ("url", .string(url))])
    }
}

/// The two texts of the search index, `search/index.json` (pretty) and `assets/search-index.js`
/// (compact), written entry by entry into two streams; each entry's text starts with its
/// separator, so entries can be cut out and spliced back in any order after the first.
struct SearchIndexText {
    /// The JSON file being written.
    let pretty: SiteStream
    /// The script being written.
    let script: SiteStream
    private var count = 0

    /// Starts both texts.
    init(pretty: SiteStream, script: SiteStream) {
        self.pretty = pretty
        self.script = script
        pretty.append("[")
        script.append("window.COURSEBOOK_SEARCH = [")
    }

    /// The texts of one entry, in the JSON file and in the script, preceded by their separators.
    static func fragments(_ item: JSONValue, first: Bool) -> (pretty: String, script: String) {
        var pretty = first ? "\n  " : ",\n  "
        item.write(to: &pretty, indent: 2)
        var script = first ? "" : ","
        item.write(to: &script, indent: nil)
        return (pretty, script)
    }

    /// Whether no entry was appended yet: the next one's fragments are made with `first: true`.
    var isEmpty: Bool { count == 0 }

    /// Appends an entry's texts made by `fragments(_:first:)`.
    mutating func append(_ fragments: (pretty: String, script: String)) {
        count += 1
        pretty.append(fragments.pretty)
        script.append(fragments.script)
    }

    /// Closes the texts: `JSONValue.serialized()` of the array, and the script assigning it.
    func finish() {
        pretty.append(count == 0 ? "]\n" : "\n]\n")
        script.append("];\n")
    }
}
