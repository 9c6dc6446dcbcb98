import CourseModel

/// Rooms in `PeopleOrder.sortedText` order (as the `places` report lists them), each with its
/// weekly timetable and any one-off sessions.
struct PlacesPage {
    let catalog: SiteCatalog
    let site: SiteContext

    /// `places/index.html`.
    func page() -> TemplateObject {
        let book = catalog.input.book
        let root = SitePath.root(of: SitePath.places)
        let format = catalog.format
        var weekly: [String: [(Weekday, Meeting, Course)]] = [:]
        var extra: [String: [(ExtraSession, Course)]] = [:]
        for course in book.courses {
            for meeting in course.meetings where !meeting.room.isEmpty {
                for day in meeting.days { weekly[meeting.room, default: []].append((day, meeting, course)) }
            }
            for session in course.extraSessions where !session.room.isEmpty { extra[session.room, default: []].append((session, course)) }
        }
        let rooms = PeopleOrder.sortedText(Array(Set(weekly.keys).union(extra.keys)))
        var anchors: Set<String> = []
        let places: [TemplateValue] = rooms.map { room in
            var anchor = "room-" + SitePath.anchorSlug(room)
            while !anchors.insert(anchor).inserted { anchor += "-x" }
            let rows = (weekly[room] ?? []).sorted { ($0.0, $0.1.start, $0.2.id) < ($1.0, $1.1.start, $1.2.id) }.map { day, meeting, course in
                ["day": .string(format.weekdays[day.rawValue]), "time": .string(format.times(meeting.start, meeting.end)), "course": .string(course.name),
                 "href": .string(root + SitePath.course(course.id))] as TemplateValue
            }
            var context: TemplateObject = ["name": .string(room), "anchor": .string(anchor), "rows": .list(rows)]
            let oneOff = (extra[room] ?? []).sorted { ($0.0.date, $0.0.start, $0.1.id) < ($1.0.date, $1.0.start, $1.1.id) }
            if !oneOff.isEmpty {
                context["extra"] = .list(oneOff.map { session, course in
                    ["date": .string(format.date(session.date)), "time": .string(format.times(session.start, session.end)), "course": .string(course.name),
                     "title": session.title.isEmpty ? false : .string(session.title), "href": .string(root + SitePath.course(course.id))]
                })
            }
            return .object(context)
        }
        return site.page(SitePath.places, title: catalog.words[.navPlaces], section: "places", ["places": .list(places)])
    }
}
