import CourseModel

/// Teachers grouped by subject with course counts, and one page per teacher with courses taught.
struct TeacherPages {
    let catalog: SiteCatalog
    let site: SiteContext
    let courses: CoursePages

    /// Every teacher, sorted by name then id.
    var teachers: [Person] {
        catalog.input.book.people.filter { $0.role == .teacher }.sorted { ($0.sortName, $0.id) < ($1.sortName, $1.id) }
    }

    /// `teachers/index.html`.
    func index() -> [String: Any] {
        let root = SitePath.root(of: SitePath.teachers)
        var groups: [[String: Any]] = catalog.subjects.map { subject in
            let people = teachers.filter { teacher in subject.courses.contains { $0.teacherID == teacher.id } }
            return ["name": subject.name, "teachers": people.map { teacher in
                ["name": teacher.fullName, "href": root + SitePath.teacher(teacher.id),
                 "courses": Format.count(subject.courses.filter { $0.teacherID == teacher.id }.count, "course")]
            }]
        }.filter { !($0["teachers"] as! [[String: String]]).isEmpty }
        let idle = teachers.filter { catalog.courses(taughtBy: $0.id).isEmpty }
        if !idle.isEmpty {
            groups.append(["name": "No course this term", "teachers": idle.map {
                ["name": $0.fullName, "href": root + SitePath.teacher($0.id), "courses": "0 courses"]
            }])
        }
        return site.page(SitePath.teachers, title: "Teachers", section: "teachers", ["groups": groups])
    }

    /// `teachers/<id>/index.html`.
    func page(_ teacher: Person) -> [String: Any] {
        let path = SitePath.teacher(teacher.id)
        let root = SitePath.root(of: path)
        var context: [String: Any] = ["name": teacher.fullName]
        let taught = catalog.courses(taughtBy: teacher.id)
        if !taught.isEmpty { context["courses"] = taught.map { courses.summary($0, root: root) } }
        if catalog.input.isStaff {
            context["email"] = teacher.email
            context["personHref"] = root + SitePath.person(teacher.id)
        }
        return site.page(path, title: teacher.fullName, section: "teachers", context)
    }
}
