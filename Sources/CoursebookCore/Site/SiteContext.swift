import CourseModel

/// The parts of every page's template context: site title, navigation, relative root, footer.
struct SiteContext: Sendable {
    let input: SiteInput
    /// The values every page shows the same, computed once per build.
    private let shared: TemplateObject

    /// The context of `input`'s pages; `customCSS` when the book's `static/` has a `custom.css`,
    /// which every page then links after `site.css`.
    init(input: SiteInput, customCSS: Bool) {
        self.input = input
        var shared: TemplateObject = [
            "lang": "en", "site": .string(input.book.title), "term": .string(input.book.term.name),
            "today": .string(Format.date(input.today)), "staff": .bool(input.isStaff),
            "audience": input.isStaff ? "Staff edition — contains student data, do not publish" : "Public edition",
        ]
        if customCSS { shared["customCSS"] = true }
        if let epoch = input.sourceDateEpoch {
            shared["built"] = .string(Instant(secondsSince1970: epoch).iso8601)
        }
        self.shared = shared
    }

    /// The context shared by every page, for the page at `path`.
    func page(_ path: String, title: String, section: String, _ content: TemplateObject) -> TemplateObject {
        // The 404 page is served at whatever address was missing, so relative links would break
        // there; with a base URL it links absolutely.
        let root = path == "404.html" ? input.baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? SitePath.root(of: path) : SitePath.root(of: path)
        var nav: [(String, String, String)] = [
            ("home", "Home", SitePath.home), ("courses", "Courses", SitePath.courses), ("teachers", "Teachers", SitePath.teachers),
            ("places", "Places", SitePath.places), ("search", "Search", SitePath.search),
        ]
        if input.isStaff { nav.append(("reports", "Reports", SitePath.reports)) }
        var context = content
        // Mustache cannot test a list for emptiness, so every non-empty top-level list gets a `hasX` flag.
        for (key, value) in content where value.isNonEmptyList {
            context["has" + key.prefix(1).uppercased() + key.dropFirst()] = true
        }
        context.merge(shared)
        context["title"] = .string(title)
        context["root"] = .string(root)
        // The search page's own form is the search there; a second one in its header would be two
        // search landmarks doing the same.
        context["headerSearch"] = .bool(section != "search")
        context["nav"] = .list(nav.map { key, label, target in
            ["label": .string(label), "href": .string(root + target), "current": .bool(key == section)]
        })
        return context
    }
}

/// Display formats for dates and times; English, fixed, independent of the machine's locale.
enum Format {
    static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]

    /// `Wed 2 Sep 2026`.
    static func date(_ date: LocalDate) -> String {
        let (year, month, day) = date.components
        return "\(date.weekday.shortName) \(day) \(months[month - 1].prefix(3)) \(year)"
    }

    /// `09:00–09:50`.
    static func times(_ start: LocalTime, _ end: LocalTime) -> String { "\(start)–\(end)" }

    /// A local date-time as `Wed 2 Sep 2026, 09:55`.
    static func dateTime(_ local: LocalDateTime) -> String {
        let minutes = local.secondsOfDay / 60
        return date(local.date) + ", " + (LocalTime(minutes: minutes)?.description ?? "")
    }

    /// A due date: whole days read `Fri 27 Nov 2026`, timed ones add the time.
    static func due(_ due: DueDate) -> String {
        switch due {
        case .day(let day): date(day)
        case .time(let local): dateTime(local)
        }
    }

    /// `1 note`, `3 notes`.
    static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
}
