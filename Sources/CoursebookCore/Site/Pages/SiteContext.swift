import CourseModel

/// The parts of every page's template context: site title, navigation, relative root, footer.
struct SiteContext: Sendable {
    let input: SiteInput
    /// The fixed words in the book's language.
    let words: SiteWords
    /// The values every page shows the same, computed once per build.
    private let shared: TemplateObject
    /// The site navigation by root and current section (`navigationKey`), made once: every page
    /// of a section at one depth has the same.
    private let navigations: [String: TemplateValue]

    /// The context of `input`'s pages; `customCSS` when the book's `static/` has a `custom.css`,
    /// which every page then links after `site.css`.
    init(input: SiteInput, customCSS: Bool) {
        self.input = input
        let words = SiteWords(settings: input.book.settings)
        self.words = words
        let today = words.format.date(input.today)
        var shared: TemplateObject = [
            "lang": .string(words.language.rawValue), "site": .string(input.book.title), "term": .string(input.book.term.name),
            "today": .string(today), "asOf": .string(words.fill(.asOf, ["date": today])), "staff": .bool(input.isStaff),
            "audience": .string(words[input.isStaff ? .audienceStaff : .audiencePublic]), "words": .object(words.templateObject),
            "paths": SitePath.templateValue,
        ]
        // Left-to-right is what a page without `dir` gets, so only the other direction is written.
        if words.language.direction != .leftToRight { shared["dir"] = .string(words.language.direction.rawValue) }
        if customCSS { shared["customCSS"] = true }
        if let epoch = input.sourceDateEpoch {
            let built = Instant(secondsSince1970: epoch).iso8601
            shared["built"] = .string(built)
            shared["builtOn"] = .string(words.fill(.built, ["time": built]))
        }
        self.shared = shared
        var navigations: [String: TemplateValue] = [:]
        for depth in 0...4 {
            let root = String(repeating: "../", count: depth)
            for section in Self.sections(isStaff: input.isStaff).map(\.key) + [""] {
                navigations[Self.navigationKey(root: root, section: section)] = Self.navigation(root: root, section: section, isStaff: input.isStaff, words: words)
            }
        }
        self.navigations = navigations
    }

    /// The header navigation's sections: key, label and page.
    private static func sections(isStaff: Bool) -> [(key: String, label: SiteWords.Key, page: String)] {
        var nav: [(key: String, label: SiteWords.Key, page: String)] = [
            ("home", .navHome, SitePath.home), ("courses", .navCourses, SitePath.courses), ("teachers", .navTeachers, SitePath.teachers),
            ("places", .navPlaces, SitePath.places), ("search", .navSearch, SitePath.search),
        ]
        if isStaff { nav.append(("reports", .navReports, SitePath.reports)) }
        return nav
    }

    private static func navigation(root: String, section: String, isStaff: Bool, words: SiteWords) -> TemplateValue {
        .list(sections(isStaff: isStaff).map { key, label, target in
            ["label": .string(words[label]), "href": .string(root + target), "current": .bool(key == section)]
        })
    }

    private static func navigationKey(root: String, section: String) -> String { root + "|" + section }

    /// The context shared by every page, for the page at `path`.
    func page(_ path: String, title: String, section: String, _ content: TemplateObject) -> TemplateObject {
        // The 404 page is served at whatever address was missing, so relative links would break
        // there; with a base URL it links absolutely.
        let root = path == SitePath.notFound ? input.baseURL ?? SitePath.root(of: path) : SitePath.root(of: path)
        var context = content
        // Mustache cannot test a list for emptiness, so every non-empty top-level list gets a `hasX` flag.
        for (key, value) in content where value.isNonEmptyList {
            context[Self.hasKey(key)] = true
        }
        context.merge(shared)
        context["title"] = .string(title)
        context["root"] = .string(root)
        // The search page's own form is the search there; a second one in its header would be two
        // search landmarks doing the same.
        context["headerSearch"] = .bool(section != "search")
        context["nav"] = navigations[Self.navigationKey(root: root, section: section)]
            ?? Self.navigation(root: root, section: section, isStaff: input.isStaff, words: words)
        return context
    }

    /// `hasNotes` for `notes`; the usual lower-case ASCII key without the Unicode case mapping.
    private static func hasKey(_ key: String) -> String {
        let bytes = key.utf8
        guard let first = bytes.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z"), bytes.dropFirst().first.map({ $0 < 0x80 }) ?? true else {
            return "has" + key.prefix(1).uppercased() + key.dropFirst()
        }
        return "has" + String(UnicodeScalar(first - 32)) + key.dropFirst()
    }
}
