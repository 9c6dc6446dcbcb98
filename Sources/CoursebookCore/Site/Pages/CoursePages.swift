import CourseModel

/// The courses index and one page per course: profile, syllabus, sessions, deadlines (and, for
/// staff, the roster with attendance and bonus points).
struct CoursePages: Sendable {
    let catalog: SiteCatalog
    let site: SiteContext

    private var input: SiteInput { catalog.input }

    /// `courses/index.html`.
    func index() -> TemplateObject {
        let path = SitePath.courses
        let root = SitePath.root(of: path)
        return site.page(path, title: catalog.words[.navCourses], section: "courses", ["subjects": subjects(root: root)])
    }

    /// Each subject with its courses' summaries, for the courses index and the home page.
    func subjects(root: String) -> TemplateValue {
        .list(catalog.subjects.map { subject in
            ["name": .string(subject.name), "courses": .list(subject.courses.map { summary($0, root: root) })]
        })
    }

    /// One course's row in lists: name, link, teacher (or `noTeacher`, the words saying there is
    /// none), meetings, counts.
    func summary(_ course: Course, root: String) -> TemplateValue {
        .object(summaryFields(course, root: root))
    }

    private func summaryFields(_ course: Course, root: String) -> TemplateObject {
        let words = catalog.words
        var context: TemplateObject = [
            "id": .string(course.id), "name": .string(course.name), "href": .string(root + SitePath.course(course.id)),
            "branch": .string(course.branch), "subject": .string(course.subject), "meets": .string(meets(course)),
            "students": .string(words.count(catalog.studentCount(of: course.id), .students)),
            "sessions": .string(words.count(input.book.sessions(of: course.id).count, .sessions)),
        ]
        let teachers = input.book.instructors(of: course)
        if let teacher = teachers.first {
            context["teacher"] = .string(teacher.fullName)
            context["teacherHref"] = .string(root + SitePath.teacher(teacher.id))
            context["teacherLabel"] = .string(words[teachers.count > 1 ? .teachers : .teacher])
            context["teachers"] = .list(teachers.enumerated().map { index, person in
                ["name": .string(person.fullName), "href": .string(root + SitePath.teacher(person.id)), "separator": .string(index == 0 ? "" : ", ")]
            })
        } else {
            context["noTeacher"] = .string(words[.noTeacher])
        }
        return context
    }

    /// The Staff section: who teaches and assists, their office, office hours and (when the book
    /// shows them, or in the staff edition) e-mail addresses.
    private func staff(_ course: Course, root: String) -> TemplateValue? {
        let members = input.book.staff(of: course)
        let showEmail = input.isStaff || input.book.settings.showStaffEmail
        guard CourseNavigation.showsStaff(course, input) else { return nil }
        return .list(members.map { person, member in
            // Keys of their own: a key missing from a row would be looked up in the page's context.
            var row: TemplateObject = ["staffName": .string(person.fullName), "staffRole": .string(catalog.words.role(member.role))]
            if member.role.teaches { row["staffHref"] = .string(root + SitePath.teacher(person.id)) }
            if input.isStaff { row["staffHref"] = .string(root + SitePath.person(person.id)) }
            if showEmail { row["staffEmail"] = .string(person.email) }
            if !member.office.isEmpty { row["staffOffice"] = .string(member.office) }
            if !member.officeHours.isEmpty {
                row["staffHours"] = .string(member.officeHours.map(meeting).joined(separator: "; "))
            }
            return .object(row)
        })
    }

    /// `Mon, Wed 11:00–12:30, A-015; Thu 14:00–15:30, Lab P-12`: day names, not the timetable
    /// letters (`S` could be Saturday or Sunday to a student).
    func meets(_ course: Course) -> String {
        course.meetings.map(meeting).joined(separator: "; ")
    }

    /// `Mon, Wed 11:00–12:30, A-015`: a meeting or office hours (`Format.meeting`), the room after
    /// a comma (the site's own form; the course report writes `room A-015` in the language).
    private func meeting(_ meeting: Meeting) -> String {
        catalog.format.meeting(meeting) + (meeting.room.isEmpty ? "" : ", " + meeting.room)
    }

    /// `courses/<id>/index.html`.
    func page(_ course: Course) -> TemplateObject {
        let path = SitePath.course(course.id)
        let root = SitePath.root(of: path)
        var context = summaryFields(course, root: root)
        context.merge(CourseSyllabusView(catalog: catalog).context(course, root: root))
        let agendaView = AgendaView(catalog: catalog)
        let agenda = catalog.agenda(course.id)
        context["sessionWeeks"] = .list(agendaView.weeks(course, root: root))
        if let next = agenda.next(onOrAfter: input.today) {
            context["nextSession"] = .object(agendaView.session(course, next, root: root, next: true))
        }
        if let deadline = agenda.items.flatMap(\.due).filter({ $0.status(on: input.today).isStillDue }).min(by: { ($0.due, $0.title) < ($1.due, $1.title) }) {
            context["nextDeadline"] = ["dueName": .string(deadline.title), "dueWhen": .string(catalog.format.due(deadline.due)), "dueISO": .string(deadline.due.description)]
        }
        context["hasComingUp"] = .bool(context["nextSession"] != nil || context["nextDeadline"] != nil)
        context["calendarHref"] = .string(CourseNavigation.link(to: SitePath.courseCalendar(course.id), from: SitePath.course(course.id)))
        if let staff = staff(course, root: root) {
            context["staffMembers"] = staff
            context["hasStaff"] = true
        }
        if input.isStaff { context["roster"] = roster(course, root: root) }
        context["courseNav"] = CourseNavigation(catalog: catalog).context(course, at: .course)
        context["anchors"] = CourseSyllabusView.Anchor.templateValue
        return site.page(path, title: course.name, section: "courses", context)
    }

    /// Staff only: each student with attendance counts and bonus points, in `PeopleOrder` as the
    /// `roster` report lists them.
    private func roster(_ course: Course, root: String) -> TemplateValue {
        let bonus = BonusTotals.byStudent(in: course.id, catalog.index.bonusByCourse[course.id] ?? [])
        return .list(PeopleOrder.sorted(catalog.students(of: course.id)).map { student in
            .object(catalog.attendanceCounts(course.id, student.id).merging([
                "name": .string(student.sortName), "email": .string(student.email), "href": .string(root + SitePath.person(student.id)),
                "bonus": .number(bonus[student.id] ?? 0),
            ]))
        })
    }
}
