/// What the page a course page is shown on does with each of its addresses, asked by the renderer
/// (or, for a page with raw HTML, the sanitizer) as it writes the link, so the HTML is written once
/// in its final form and a problem is reported where the link is written.
protocol PageAddressRewriter: Sendable {
    /// The outcome for `address` (an `href` or `src` as resolved for the page).
    func rewrite(_ address: String) -> PageAddressRewrite
}
