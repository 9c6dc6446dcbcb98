import CourseModel

/// One page per session with a topic from the course page or notes: when and where, what it
/// covers, readings, materials and what is due, then its notes newest first (a script-driven
/// button reverses the order).
struct SessionPages: Sendable {
    let catalog: SiteCatalog
    let site: SiteContext
    /// Each course's session-page sidebar, made once (`CourseNavigation.sessionSidebar`).
    private let sidebars: [String: CourseNavigation.SessionSidebar]

    init(catalog: SiteCatalog, site: SiteContext) {
        self.catalog = catalog
        self.site = site
        let navigation = CourseNavigation(catalog: catalog)
        var sidebars: [String: CourseNavigation.SessionSidebar] = [:]
        for course in catalog.input.book.courses { sidebars[course.id] = navigation.sessionSidebar(course) }
        self.sidebars = sidebars
    }

    /// A session that gets a page, by position: the course in the book's course list and the item
    /// in that course's agenda. Eight bytes a page, where a (course, item) pair copied both: on a
    /// faculty's 450,000 session pages the list alone took 350 MB.
    struct Key: Sendable {
        var course: Int32
        var item: Int32
    }

    /// The sessions that get a page, in course and date order; two sessions on one day share a page.
    func sessionsWithPages() -> [Key] {
        let view = AgendaView(catalog: catalog)
        var keys: [Key] = []
        for (courseIndex, course) in catalog.input.book.courses.enumerated() {
            var seen: Set<LocalDate> = []
            for (itemIndex, item) in catalog.agenda(course.id).items.enumerated()
            where view.hasPage(course, item) && seen.insert(item.session.date).inserted {
                keys.append(Key(course: Int32(courseIndex), item: Int32(itemIndex)))
            }
        }
        return keys
    }

    /// The course and agenda item a key names.
    func session(_ key: Key) -> (Course, CourseAgenda.Item) {
        let course = catalog.input.book.courses[Int(key.course)]
        return (course, catalog.agenda(course.id).items[Int(key.item)])
    }

    /// The agenda item of `course` on `date`, when that session gets a page.
    func item(_ course: Course, on date: LocalDate) -> CourseAgenda.Item? {
        guard let item = catalog.agenda(course.id).items.first(where: { $0.session.date == date }),
              AgendaView(catalog: catalog).hasPage(course, item) else { return nil }
        return item
    }

    /// `courses/<id>/sessions/<date>.html`.
    func page(_ course: Course, _ item: CourseAgenda.Item) -> TemplateObject {
        let session = item.session
        let path = SitePath.session(course.id, session.date)
        let root = SitePath.root(of: path)
        let notes = catalog.notes(course.id, session.date)
        let view = AgendaView(catalog: catalog)
        var context = view.session(course, item, root: root)
        // The session's own row already has the date as pages show it.
        let date: String
        if case .string(let label)? = context["sessionDate"] { date = label } else { date = catalog.format.date(session.date) }
        let courseHref = root + SitePath.course(course.id)
        context.merge([
            "course": .string(course.name), "courseHref": .string(courseHref),
            "date": .string(date), "weekLabel": .string(item.week.map { view.weekLabel($0) } ?? ""),
            "notesCount": .string(catalog.words.count(notes.count, .notes)),
            "notes": .list(notes.map { catalog.noteContext($0, root: root) }), "sortable": .bool(notes.count > 1),
            "fromSchedule": .string(catalog.words.html(.fromSchedule, links: ["link": (courseHref, catalog.words[.fromScheduleLink])])),
            "courseNav": sidebars[course.id].map { CourseNavigation(catalog: catalog).completing($0, page: path, label: date) }
                ?? CourseNavigation(catalog: catalog).context(course, at: .session(session.date)),
        ])
        return site.page(path, title: "\(course.name): \(date)", section: "courses", context)
    }
}
