import CourseModel

/// One staff report, in the two forms the site publishes under `reports/`.
struct SiteReport {
    /// File name stem, e.g. `sessions` or `course-cs101`; made of validated ids.
    var name: String
    /// What the index page calls it.
    var title: String
    /// The report as Markdown.
    var markdown: String
    /// The report as a standalone printable HTML page.
    var html: String
}
