import CourseModel

/// Staff only: a profile per person with courses taught and studied, attendance and bonus points;
/// empty sections are left out.
struct PeoplePages {
    let catalog: SiteCatalog
    let site: SiteContext
    let courses: CoursePages

    /// `people/<id>.html`.
    func page(_ person: Person) -> TemplateObject {
        let book = catalog.input.book
        let path = SitePath.person(person.id)
        let root = SitePath.root(of: path)
        let taught = catalog.index.coursesStaffed[person.id] ?? []
        let studied = catalog.index.coursesStudied[person.id] ?? []
        let role = PersonProfileReport.summary(person, staffed: !taught.isEmpty, studies: !studied.isEmpty) { catalog.words[$0] }
        var context: TemplateObject = ["name": .string(person.fullName), "email": .string(person.email), "role": .string(role.prefix(1).uppercased() + role.dropFirst())]
        if !taught.isEmpty {
            context["taught"] = .list(taught.map { ["name": .string($0.course.name), "role": .string(catalog.words.role($0.role)), "href": .string(root + SitePath.course($0.course.id))] })
        }
        if !studied.isEmpty {
            context["studied"] = .list(studied.map { course in
                .object(catalog.attendanceCounts(course.id, person.id).merging(["name": .string(course.name), "href": .string(root + SitePath.course(course.id))]))
            })
        }
        let bonus = (catalog.index.bonusByStudent[person.id] ?? [])
            .sorted { ($0.courseID, $0.date?.dayNumber ?? 0, $0.reason) < ($1.courseID, $1.date?.dayNumber ?? 0, $1.reason) }
        if !bonus.isEmpty {
            context["bonus"] = .list(bonus.map { entry in
                ["course": .string(book.course(entry.courseID)?.name ?? entry.courseID), "points": .number(entry.points), "reason": .string(entry.reason),
                 "date": .string(entry.date.map(catalog.format.date) ?? "")]
            })
        }
        return site.page(path, title: person.fullName, section: "", context)
    }
}
