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
}
