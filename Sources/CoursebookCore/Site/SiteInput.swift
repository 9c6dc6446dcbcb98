import CourseModel

/// Who a site is for: the public site carries no student-level data at all.
public enum SiteAudience: String, Sendable, CaseIterable {
    case `public`, staff
}

/// One entry of a course page's table of contents.
public struct SiteHeading: Sendable, Hashable {
    /// Heading level, 1–6.
    public var level: Int
    /// The heading's text.
    public var title: String
    /// The `id` the rendered page gives it.
    public var anchor: String
    /// Plain text of the section under the heading, for the search index.
    public var text: String
    /// Whether the section lists course work (its heading names tasks, exercises, labs…).
    public var isTask: Bool

    /// Creates a heading.
    public init(level: Int, title: String, anchor: String, text: String, isTask: Bool) {
        self.level = level
        self.title = title
        self.anchor = anchor
        self.text = text
        self.isTask = isTask
    }
}

/// What the site shows of a course page (its syllabus); the seam where the syllabus parser plugs in.
public struct SiteSyllabus: Sendable {
    /// Safe HTML of the page, with heading ids and site-relative links to copied files.
    public var html: String
    /// Headings in page order.
    public var headings: [SiteHeading]
    /// Files the page links to, as (path relative to the book, path relative to the course folder).
    public var files: [(source: String, target: String)]
    /// Where the page can be read when it is not part of the site (remote pages not fetched).
    public var externalURL: String?

    /// Creates a syllabus view.
    public init(html: String, headings: [SiteHeading], files: [(source: String, target: String)] = [], externalURL: String? = nil) {
        self.html = html
        self.headings = headings
        self.files = files
        self.externalURL = externalURL
    }
}

/// One staff report, in the two forms the site publishes.
public struct SiteReport: Sendable {
    /// File name stem, e.g. `sessions`; a validated id.
    public var name: String
    /// Display title.
    public var title: String
    /// The report as Markdown.
    public var markdown: String
    /// The report as a standalone HTML page.
    public var html: String

    /// Creates a report.
    public init(name: String, title: String, markdown: String, html: String) {
        self.name = name
        self.title = title
        self.markdown = markdown
        self.html = html
    }
}

/// Everything a site build reads: the book, the moment it describes, and the pluggable parts.
public struct SiteInput: Sendable {
    /// The loaded book.
    public var book: CourseBook
    /// The day the site describes (`--today`).
    public var today: LocalDate
    /// The moment "recent" and "upcoming" are measured from: the end of `today` in the term's zone.
    public var now: Instant
    /// Public or staff.
    public var audience: SiteAudience
    /// Absolute address the site is served from, ending in `/`; only feeds, sitemap and calendars use it.
    public var baseURL: String?
    /// Course page views by course id.
    public var syllabi: [String: SiteSyllabus]
    /// Staff reports, already rendered.
    public var reports: [SiteReport]
    /// `SOURCE_DATE_EPOCH`, the only time stamp a build may print.
    public var sourceDateEpoch: Int64?

    /// Creates an input.
    public init(
        book: CourseBook, today: LocalDate, now: Instant, audience: SiteAudience, baseURL: String? = nil,
        syllabi: [String: SiteSyllabus] = [:], reports: [SiteReport] = [], sourceDateEpoch: Int64? = nil
    ) {
        self.book = book
        self.today = today
        self.now = now
        self.audience = audience
        self.baseURL = baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        self.syllabi = syllabi
        self.reports = reports
        self.sourceDateEpoch = sourceDateEpoch
    }

    /// Whether student-level data may appear.
    public var isStaff: Bool { audience == .staff }
}
