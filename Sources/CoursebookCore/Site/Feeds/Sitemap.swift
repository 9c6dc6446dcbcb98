/// `sitemap.xml`, with absolute addresses: the protocol takes nothing else and crawlers reject a
/// sitemap of relative ones, so a site built without `--base-url` has none.
struct Sitemap {
    let baseURL: String

    /// The sitemap of the pages among the site's `paths`: every HTML page but the not-found page
    /// and the staff reports.
    func render(paths: [String]) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for page in paths where page.hasSuffix(".html") && !SitePath.isReport(page) && page != SitePath.notFound {
            out += "  <url><loc>\(HTMLEscaping.escape(baseURL + SitePath.pretty(page)))</loc></url>\n"
        }
        return out + "</urlset>\n"
    }
}
