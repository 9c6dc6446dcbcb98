import CourseModel

/// Staff only: a profile per person with courses taught and studied, attendance and bonus points;
/// empty sections are left out.
struct PeoplePages {
    let catalog: SiteCatalog
    let site: SiteContext

    /// `people/<id>/index.html`.
    func page(_ person: Person) -> [String: Any] {
        let book = catalog.input.book
        let path = SitePath.person(person.id)
        let root = SitePath.root(of: path)
        var context: [String: Any] = ["name": person.fullName, "email": person.email, "role": person.role.rawValue.capitalized]
        let taught = catalog.courses(taughtBy: person.id)
        if !taught.isEmpty {
            context["taught"] = taught.map { ["name": $0.name, "href": root + SitePath.course($0.id)] }
        }
        let studied = catalog.index.coursesStudied[person.id] ?? []
        if !studied.isEmpty {
            context["studied"] = studied.sorted { $0.id < $1.id }.map { course in
                catalog.attendanceCounts(course.id, person.id).merging(["name": course.name, "href": root + SitePath.course(course.id)]) { _, new in new }
            }
        }
        let bonus = catalog.index.bonusByStudent[person.id] ?? []
            .sorted { ($0.courseID, $0.date?.dayNumber ?? 0, $0.reason) < ($1.courseID, $1.date?.dayNumber ?? 0, $1.reason) }
        if !bonus.isEmpty {
            context["bonus"] = bonus.map { entry in
                ["course": book.course(entry.courseID)?.name ?? entry.courseID, "points": entry.points, "reason": entry.reason,
                 "date": entry.date.map(Format.date) ?? ""] as [String: Any]
            }
        }
        return site.page(path, title: person.fullName, section: "", context)
    }
}
