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
        Self.entry("note", note.title, catalog.input.book.course(note.courseID), note.body, SitePath.session(note.courseID, note.sessionDate) + "#" + SitePath.noteAnchor(note.slug))
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
