/// How a course page is written for the page that shows it: its headings moved below the host
/// page's own, and its addresses rewritten. The default writes the page as it stands.
struct PagePresentation: Sendable {
    /// Levels added to every heading (`<h6>` stays).
    var headingShift = 0
    /// What to do with each address; nil keeps them all.
    var addresses: (any PageAddressRewriter)?
    /// Whether each task's list item gets the id `course.task-N` (N counting the record's tasks
    /// from 1), so the site's search and deadlines can link to the task in the page itself. GitHub's
    /// anchors never contain a `.`, so these cannot clash with a heading's.
    var marksTasks = false

    /// The level a heading of `level` is written at.
    func headingLevel(_ level: Int) -> Int { min(max(level, 1) + headingShift, 6) }

    /// Writes a link's or image's address attribute, `NAME="ADDRESS"`, as this presentation wants
    /// it: kept, replaced, or disarmed as `data-broken-NAME="ADDRESS"`; returns a disarmed one's
    /// warning, which the caller places where the page writes the address. The one place the
    /// rewrite is applied: the renderer (links, images, autolinks) and the sanitizer (every `href`
    /// and `src` of a page with raw HTML) write each address through it.
    func appendAddress(_ name: String, _ address: String, to out: inout [UInt8]) -> String? {
        var written = address
        var warning: String?
        switch addresses?.rewrite(address) ?? .keep {
        case .keep:
            break
        case .replace(let replacement):
            written = replacement
        case .disarm(let reason):
            out.append(contentsOf: "data-broken-".utf8)
            warning = reason
        }
        out.append(contentsOf: name.utf8)
        out.append(contentsOf: "=\"".utf8)
        HTMLEscaping.appendEscaped(written.utf8, to: &out)
        out.append(UInt8(ascii: "\""))
        return warning
    }

    /// Every address as it stands: what a page with raw HTML is rendered with before the sanitizer
    /// writes it as the presentation wants.
    static let asWritten = PagePresentation()
}
