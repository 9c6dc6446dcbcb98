import CourseModel

/// Teachers grouped by subject with course counts, and one page per teacher with courses taught.
struct TeacherPages {
    let catalog: SiteCatalog
    let site: SiteContext
    let courses: CoursePages

    /// Everyone who teaches a course or is a teacher in people.csv, in `PeopleOrder` as the
    /// `teachers` report lists them.
    var teachers: [Person] {
        PeopleOrder.sorted(catalog.input.book.people.filter { $0.role == .teacher || catalog.index.coursesTaught[$0.id] != nil })
    }

    /// `teachers/index.html`.
    func index() -> TemplateObject {
        let root = SitePath.root(of: SitePath.teachers)
        let teachers = teachers
        var groups: [TemplateValue] = catalog.subjects.compactMap { subject in
            let people = teachers.filter { teacher in subject.courses.contains { $0.instructorIDs.contains(teacher.id) } }
            guard !people.isEmpty else { return nil }
            return ["name": .string(subject.name), "teachers": .list(people.map { teacher in
                ["name": .string(teacher.fullName), "href": .string(root + SitePath.teacher(teacher.id)),
                 "courses": .string(catalog.words.count(subject.courses.filter { $0.instructorIDs.contains(teacher.id) }.count, .courses))]
            })]
        }
        let idle = teachers.filter { catalog.courses(taughtBy: $0.id).isEmpty }
        if !idle.isEmpty {
            groups.append(["name": .string(catalog.words[.noCourseThisTerm]), "teachers": .list(idle.map {
                ["name": .string($0.fullName), "href": .string(root + SitePath.teacher($0.id)), "courses": .string(catalog.words.count(0, .courses))]
            })])
        }
        return site.page(SitePath.teachers, title: catalog.words[.navTeachers], section: "teachers", ["groups": .list(groups)])
    }

    /// `teachers/<id>.html`.
    func page(_ teacher: Person) -> TemplateObject {
        let path = SitePath.teacher(teacher.id)
        let root = SitePath.root(of: path)
        var context: TemplateObject = ["name": .string(teacher.fullName)]
        let taught = catalog.courses(taughtBy: teacher.id)
        if !taught.isEmpty { context["courses"] = .list(taught.map { courses.summary($0, root: root) }) }
        if catalog.input.isStaff {
            context["email"] = .string(teacher.email)
            context["personHref"] = .string(root + SitePath.person(teacher.id))
        }
        return site.page(path, title: teacher.fullName, section: "teachers", context)
    }
}
