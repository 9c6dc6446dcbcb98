import CourseModel

/// The courses index and one page per course: profile, syllabus, sessions, deadlines (and, for
/// staff, the roster with attendance and bonus points).
struct CoursePages: Sendable {
    let catalog: SiteCatalog
    let site: SiteContext

    private var input: SiteInput { catalog.input }

    /// `courses/index.html`.
    func index() -> [String: Any] {
        let path = SitePath.courses
        let root = SitePath.root(of: path)
        let subjects: [[String: Any]] = catalog.subjects.map { subject in
            ["name": subject.name, "courses": subject.courses.map { summary($0, root: root) }]
        }
        return site.page(path, title: "Courses", section: "courses", ["subjects": subjects])
    }

    /// One course's row in lists: name, link, teacher, meetings, counts.
    func summary(_ course: Course, root: String) -> [String: Any] {
        var context: [String: Any] = [
            "id": course.id, "name": course.name, "href": root + SitePath.course(course.id), "branch": course.branch,
            "subject": course.subject, "meets": meets(course),
            "students": Format.count(catalog.students(of: course.id).count, "student"),
            "sessions": Format.count(input.book.sessions(of: course.id).count, "session"),
        ]
        if let teacher = input.book.teacher(of: course) {
            context["teacher"] = teacher.fullName
            context["teacherHref"] = root + SitePath.teacher(teacher.id)
        }
        return context
    }

    /// `MW 11:00–12:30, A-015; R 14:00–15:30, Lab P-12`.
    func meets(_ course: Course) -> String {
        course.meetings.map { "\($0.dayLetters) \(Format.times($0.start, $0.end))\($0.room.isEmpty ? "" : ", " + $0.room)" }.joined(separator: "; ")
    }

    /// `courses/<id>/index.html`.
    func page(_ course: Course) -> [String: Any] {
        let path = SitePath.course(course.id)
        let root = SitePath.root(of: path)
        var context = summary(course, root: root)
        context.merge(CourseSyllabusView(catalog: catalog).context(course, root: root)) { _, new in new }
        let sessions = input.book.sessions(of: course.id)
        context["sessionRows"] = sessions.map { session -> [String: Any] in
            let count = catalog.notes(course.id, session.date).count
            var row: [String: Any] = [
                "date": Format.date(session.date), "time": Format.times(session.start, session.end), "room": session.room,
                "notes": count, "past": session.date < input.today,
            ]
            if !session.title.isEmpty { row["sessionTitle"] = session.title }
            if count > 0 { row["notesHref"] = root + SitePath.session(course.id, session.date) }
            return row
        }
        context["calendarHref"] = "calendar.ics"
        if input.isStaff { context["roster"] = roster(course, root: root) }
        return site.page(path, title: course.name, section: "courses", context)
    }

    /// Staff only: each student with attendance counts and bonus points.
    private func roster(_ course: Course, root: String) -> [[String: Any]] {
        let bonus = catalog.index.bonusByCourse[course.id] ?? []
        return catalog.students(of: course.id).sorted { ($0.sortName, $0.id) < ($1.sortName, $1.id) }.map { student in
            catalog.attendanceCounts(course.id, student.id).merging([
                "name": student.sortName, "email": student.email, "href": root + SitePath.person(student.id),
                "bonus": bonus.filter { $0.studentID == student.id }.reduce(0) { $0 + $1.points },
            ]) { _, new in new }
        }
    }
}
