import CourseModel

/// The prebuilt search index: courses, syllabus sections, tasks and notes (never people in the
/// public edition). Written as JSON for tools and as a script the search page loads, since
/// browsers refuse `fetch` of local files.
struct SearchIndex {
    let catalog: SiteCatalog

    /// Entries as JSON: `{"kind", "title", "course", "text", "url"}` with `url` relative to the site root.
    func entries() -> JSONValue {
        let input = catalog.input
        var items: [JSONValue] = []
        func add(_ kind: String, _ title: String, _ course: String, _ text: String, _ url: String) {
            items.append(.object([("kind", .string(kind)), ("title", .string(title)), ("course", .string(course)),
                                  ("text", .string(String(text.prefix(300)))), ("url", .string(url))]))
        }
        for course in input.book.courses {
            let url = SitePath.course(course.id)
            add("course", course.name, course.id, "\(course.subject) · \(course.branch)", url)
            let record = input.syllabi[course.id]?.record
            for section in record?.sections ?? [] {
                add("section", section.title, course.id, section.text, url + "#" + section.anchor)
            }
            for (index, task) in (record?.tasks ?? []).enumerated() {
                let title = (task.group.map { $0 + ": " } ?? "") + "Task \(task.number)" + (task.required ? "" : " (extra)")
                add("task", title, course.id, task.text, url + "#" + CourseSyllabusView.Anchor.task(index))
            }
            for project in catalog.projects(of: course.id) {
                add("task", project.name, course.id, "Due \(Format.due(project.due))", url + "#" + CourseSyllabusView.Anchor.deadlines)
            }
        }
        for note in catalog.allNotesNewestFirst {
            add("note", note.title, note.courseID, note.body, SitePath.session(note.courseID, note.sessionDate) + "#note-" + note.slug)
        }
        if input.isStaff {
            for person in input.book.people.sorted(by: { $0.id < $1.id }) {
                add("person", person.fullName, "", person.email, SitePath.person(person.id))
            }
        }
        return .array(items)
    }

    /// `search/index.json` and `assets/search-index.js`.
    func files() -> [(String, String)] {
        let json = entries()
        return [("search/index.json", json.serialized()),
                ("assets/search-index.js", "window.COURSEBOOK_SEARCH = " + json.serialized(pretty: false) + ";\n")]
    }
}
