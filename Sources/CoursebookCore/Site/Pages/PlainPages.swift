/// The pages that show no book data: search (filled in by the site script) and page-not-found.
struct PlainPages {
    let site: SiteContext

    /// `search/index.html`. The script's words ride on the elements it writes into (`data-*`),
    /// the result count in every plural form, which it picks with the browser's plural rules.
    func search() -> TemplateObject {
        let words = site.words
        let root = SitePath.root(of: SitePath.search)
        return site.page(SitePath.search, title: words[.navSearch], section: "search", [
            "noscript": .string(words.html(.searchNoscript, links: ["link": (root + SitePath.courses, words[.coursesIndexLink])])),
            "resultForms": .list(words.forms(.results).map { ["category": .string($0.category.rawValue), "text": .string($0.text)] }),
        ])
    }

    /// `404.html`, whose links its page context makes absolute when the site has a base URL.
    func notFound() -> TemplateObject {
        let words = site.words
        var context = site.page(SitePath.notFound, title: words[.notFound], section: "", [:])
        let root: String = if case .string(let root)? = context["root"] { root } else { "" }
        context["notFoundText"] = .string(words.html(.notFoundText, links: [
            "home": (root + SitePath.home, words[.homePageLink]), "search": (root + SitePath.search, words[.searchLink]),
        ]))
        return context
    }
}
