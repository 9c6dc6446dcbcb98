/// What the page a course page is shown on does with each of its addresses, asked by the renderer
/// (or, for a page with raw HTML, the sanitizer) as it writes the link, so the HTML is written once
/// in its final form and a problem is reported where the link is written.
protocol PageAddressRewriter: Sendable {
    /// The outcome for `address` (an `href` or `src` as resolved for the page).
    func rewrite(_ address: String) -> PageAddressRewrite
}

/// One address's outcome.
enum PageAddressRewrite: Sendable, Equatable {
    /// Written as it is.
    case keep
    /// Written as this address instead.
    case replace(String)
    /// Not followable: written as `data-broken-href`/`data-broken-src`, with a warning for the page.
    case disarm(warning: String)
}

/// How a course page is written for the page that shows it: its headings moved below the host
/// page's own, and its addresses rewritten. The default writes the page as it stands.
struct PagePresentation: Sendable {
    /// Levels added to every heading (`<h6>` stays).
    var headingShift = 0
    /// What to do with each address; nil keeps them all.
    var addresses: (any PageAddressRewriter)?

    /// The level a heading of `level` is written at.
    func headingLevel(_ level: Int) -> Int { min(max(level, 1) + headingShift, 6) }
}
