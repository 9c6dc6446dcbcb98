import CourseModel

/// What the site shows of a course page: the syllabus record and its HTML made ready for the site.
package struct SiteSyllabus: Sendable {
    /// The parsed page; nil when it could not be read or fetched (the page then links to `externalURL`).
    /// Its `html` is emptied: `html` below is the page's HTML as the site shows it, kept once.
    package var record: Syllabus?
    /// The record's HTML with headings one level down (below the course's `<h1>`) and links to
    /// local files pointing at their copies under the site's `files/`. A build into a folder keeps
    /// it in a file in its staging folder (`spill(into:key:)`), read back when the course page renders.
    package var html: String {
        get { spilled.flatMap { $0.file.text($0.key) } ?? storedHTML }
        set {
            storedHTML = newValue
            spilled = nil
        }
    }
    private var storedHTML: String
    private var spilled: (file: SpilledTexts, key: String)?
    /// Files the page links to, as (path relative to the book, path relative to the site).
    package var files: [(source: String, target: String)]
    /// Where a remote page is read on the web; nil for a local page.
    package var externalURL: String?
    /// Where the page's links to book files land in the site, by address as written (relative
    /// to the site's root).
    package var linkTargets: [String: String] = [:]

    /// Creates a syllabus view.
    package init(record: Syllabus?, html: String = "", files: [(source: String, target: String)] = [], externalURL: String? = nil) {
        self.record = record
        storedHTML = html
        self.files = files
        self.externalURL = externalURL
    }

    /// Moves the HTML into `file` under `key`; stays in memory if it cannot be written.
    mutating func spill(into file: SpilledTexts, key: String) {
        guard spilled == nil, file.append(key, storedHTML) else { return }
        storedHTML = ""
        spilled = (file, key)
    }
}
