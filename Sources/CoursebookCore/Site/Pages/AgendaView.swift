import CourseModel

/// Sessions as a student reads them: when and where, what the course page says they cover, the
/// readings and materials of their rows, and what is due before the next class. Keys carry a
/// `session`/`week` prefix: a key missing from a row would be looked up in the page's context.
struct AgendaView {
    let catalog: SiteCatalog

    private var today: LocalDate { catalog.input.today }

    /// Whether a session gets a page of its own: it has a topic from the page, or notes.
    func hasPage(_ course: Course, _ item: CourseAgenda.Item) -> Bool {
        item.hasTopic || !catalog.notes(course.id, item.session.date).isEmpty
    }

    /// One session's values; `next` marks the course's next session.
    func session(_ course: Course, _ item: CourseAgenda.Item, root: String, next: Bool = false, withCourse: Bool = false) -> TemplateObject {
        let session = item.session
        let format = catalog.format
        let notes = catalog.notes(course.id, session.date).count
        let topic = item.topic
        var row: TemplateObject = [
            "sessionDate": .string(format.date(session.date)), "sessionDay": .string(format.dayAndMonth(session.date)),
            "sessionISO": .string(session.date.description), "sessionTime": .string(format.times(session.start, session.end)),
            "sessionRoom": session.room.isEmpty ? false : .string(session.room),
            "sessionTopic": topic.isEmpty ? false : .string(topic),
            "sessionTitle": session.title.isEmpty ? false : .string(session.title),
            "sessionNotes": notes == 0 ? false : .string(catalog.words.count(notes, .notes)),
            "isNext": .bool(next), "isPast": .bool(session.date < today), "isToday": .bool(session.date == today),
        ]
        if !topic.isEmpty || notes > 0 { row["sessionHref"] = .string(root + SitePath.session(course.id, session.date)) }
        if !item.readings.isEmpty { row["sessionReadings"] = .string(item.readings.joined(separator: "; ")) }
        let materials = item.materials.compactMap { link -> TemplateValue? in
            guard let href = href(link.url, course: course, root: root) else { return nil }
            return ["materialText": .string(link.text.isEmpty ? link.url : link.text), "materialHref": .string(href)]
        }
        row["sessionMaterials"] = .list(materials)
        row["hasSessionMaterials"] = .bool(!materials.isEmpty)
        row["hasSessionDue"] = .bool(!item.due.isEmpty)
        if !item.due.isEmpty {
            row["sessionDue"] = .list(item.due.map { deadline in
                ["dueName": .string(deadline.title), "dueWhen": .string(format.due(deadline.due)), "dueISO": .string(deadline.due.description)]
            })
        }
        if withCourse {
            row["sessionCourse"] = .string(course.name)
            row["sessionCourseHref"] = .string(root + SitePath.course(course.id))
        }
        return row
    }

    /// A course's sessions by teaching week: each week with its dates, whether it is this week or
    /// past (folded), and its sessions; the next session is marked.
    func weeks(_ course: Course, root: String) -> [TemplateValue] {
        let agenda = catalog.agenda(course.id)
        let next = agenda.next(onOrAfter: today)?.session.date
        let thisMonday = TeachingWeeks.monday(of: today)
        var groups: [(monday: LocalDate, week: Int?, items: [CourseAgenda.Item])] = []
        for item in agenda.items {
            let monday = TeachingWeeks.monday(of: item.session.date)
            if groups.last?.monday == monday { groups[groups.count - 1].items.append(item) } else { groups.append((monday, item.week, [item])) }
        }
        return groups.map { group in
            let sunday = group.monday.adding(days: 6)
            return [
                "weekLabel": .string(weekLabel(group.week)),
                "weekDates": .string(catalog.format.dayRange(group.monday, sunday)),
                "isCurrentWeek": .bool(group.monday == thisMonday), "isPastWeek": .bool(sunday < today),
                "weekSessions": .list(group.items.map { .object(session(course, $0, root: root, next: $0.session.date == next)) }),
            ]
        }
    }

    /// `Week 3`, or the words for a session outside the numbered teaching weeks.
    func weekLabel(_ week: Int?) -> String {
        week.map { catalog.words.fill(.week, ["n": String($0)]) } ?? catalog.words[.outsideWeeks]
    }

    /// A materials link as the site writes it: a book file's copy, the course page's own anchor,
    /// or the address itself; nil for a book file the site does not copy.
    private func href(_ address: String, course: Course, root: String) -> String? {
        guard SafeURL.isSafeLink(address) else { return nil }
        if address.hasPrefix("#") { return root + SitePath.course(course.id) + address }
        guard HTMLAttributes.isRelative(address) else { return address }
        return catalog.input.syllabi[course.id]?.linkTargets[address].map { root + $0 }
    }
}
