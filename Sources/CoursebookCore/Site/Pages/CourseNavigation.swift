import CourseModel

/// The course sidebar of a course page and its session pages: the course, its sections in page
/// order (Staff, the syllabus headings, Deadlines, Sessions, Roster) and, on a session page, that
/// session under Sessions. One `nav` that the stylesheet places beside the page on wide screens and
/// leaves in the page's flow on narrow ones, so it is announced once whatever the width.
///
/// It depends on the course alone, never on which other sessions have pages, so a note that adds
/// or removes a session page changes no other session page (`RenderedSite.replacingNotes`).
struct CourseNavigation {
    let catalog: SiteCatalog

    /// The page the sidebar is on.
    enum Place: Equatable {
        case course
        case session(LocalDate)
    }

    /// Session pages carry at most this many syllabus headings: a book has many session pages per
    /// course (some 10,000 in a book of 1,000 courses), and a long contents copied onto each would
    /// multiply the site's size for links the course page has anyway.
    static let sessionPageHeadings = 24

    /// The template value `courseNav` of the page at `place`.
    func context(_ course: Course, at place: Place) -> TemplateValue {
        let input = catalog.input
        let page: String
        switch place {
        case .course: page = SitePath.course(course.id)
        case .session(let date): page = SitePath.session(course.id, date)
        }
        let coursePage = Self.link(to: SitePath.course(course.id), from: page)
        // On the course page its own sections are anchors of the page itself.
        let base = place == .course ? "" : coursePage
        func entry(_ label: String, _ anchor: String, sub: Bool = false, session: TemplateValue = false) -> TemplateValue {
            ["label": .string(label), "target": .string(base + "#" + anchor), "sub": .bool(sub), "session": session]
        }
        var entries: [TemplateValue] = []
        if Self.showsStaff(course, input) { entries.append(entry(catalog.words[.staff], CourseSyllabusView.Anchor.staff)) }
        var headings = (input.syllabi[course.id]?.record?.sections ?? []).filter { $0.level <= 3 }
        if place != .course, headings.count > Self.sessionPageHeadings {
            headings = Array(headings.filter { $0.level <= 2 }.prefix(Self.sessionPageHeadings))
        }
        entries += headings.map { entry($0.title, $0.anchor, sub: $0.level == 3) }
        if !catalog.projects(of: course.id).isEmpty || catalog.index.pageDeadlines[course.id]?.isEmpty == false {
            entries.append(entry(catalog.words[.deadlines], CourseSyllabusView.Anchor.deadlines))
        }
        var current: TemplateValue = false
        if case .session(let date) = place {
            current = ["currentLabel": .string(catalog.format.date(date)), "currentTarget": .string(Self.link(to: page, from: page))]
        }
        entries.append(entry(catalog.words[.sessions], CourseSyllabusView.Anchor.sessions, session: current))
        if input.isStaff, !catalog.students(of: course.id).isEmpty { entries.append(entry(catalog.words[.roster], CourseSyllabusView.Anchor.roster)) }
        return ["name": .string(course.name), "href": .string(coursePage), "isCoursePage": .bool(place == .course), "entries": .list(entries)]
    }

    /// The sidebar every session page of a course shares, its Sessions entry still without the
    /// page's own session, and where that entry is.
    struct SessionSidebar: Sendable {
        fileprivate var whole: TemplateValue
        fileprivate var nav: TemplateObject
        fileprivate var entries: [TemplateValue]
        fileprivate var sessionEntry: (index: Int, entry: TemplateObject)?
    }

    /// The sidebar of `course`'s session pages: made once per course, not once per session page
    /// (a large book has tens of thousands of those).
    func sessionSidebar(_ course: Course) -> SessionSidebar {
        // Every session page of a course sits in one folder, so the links are the same from any.
        let whole = context(course, at: .session(catalog.input.book.term.start))
        guard case .object(let nav) = whole, case .list(let entries)? = nav["entries"] else {
            return SessionSidebar(whole: whole, nav: [:], entries: [], sessionEntry: nil)
        }
        let index = entries.lastIndex { if case .object(let entry) = $0 { entry["session"] != nil && entry["session"] != .bool(false) } else { false } }
        let entry = index.flatMap { if case .object(let entry) = entries[$0] { ($0, entry) } else { nil } }
        return SessionSidebar(whole: whole, nav: nav, entries: entries, sessionEntry: entry)
    }

    /// `sidebar` on the session page at `page`, whose date reads `label`: its Sessions entry
    /// gets the page's own session.
    func completing(_ sidebar: SessionSidebar, page: String, label: String) -> TemplateValue {
        guard let (index, entry) = sidebar.sessionEntry else { return sidebar.whole }
        var completed = entry
        // A link from a page to itself is its file name (`link(to: page, from: page)`).
        let target = page.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(page[page.utf8.index(after: $0)...]) } ?? page
        completed["session"] = ["currentLabel": .string(label), "currentTarget": .string(target)]
        var entries = sidebar.entries
        entries[index] = .object(completed)
        var nav = sidebar.nav
        nav["entries"] = .list(entries)
        return .object(nav)
    }

    /// `target` as the shortest link from the page at `page`, both site paths: the sidebar is on
    /// every session page, and `../index.html` instead of `../../../courses/ID/index.html` in each
    /// of its links keeps a large book's site a good deal smaller.
    static func link(to target: String, from page: String) -> String {
        var from = page.split(separator: "/").dropLast()[...]
        var to = target.split(separator: "/")[...]
        while to.count > 1, let folder = from.first, folder == to.first {
            from = from.dropFirst()
            to = to.dropFirst()
        }
        return String(repeating: "../", count: from.count) + to.joined(separator: "/")
    }

    /// Whether a course page has a Staff section: a lone teacher with nothing more to say is the
    /// profile's Teacher line already.
    static func showsStaff(_ course: Course, _ input: SiteInput) -> Bool {
        let members = input.book.staff(of: course)
        return members.count > 1 || input.isStaff || input.book.settings.showStaffEmail
            || members.contains { !$0.member.office.isEmpty || !$0.member.officeHours.isEmpty }
    }
}
