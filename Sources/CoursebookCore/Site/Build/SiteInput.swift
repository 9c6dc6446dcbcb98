import CourseModel

/// Everything a site build reads: the book, the moment it describes, and its course pages.
package struct SiteInput: Sendable {
    /// The loaded book.
    package var book: CourseBook
    /// The day the site describes (`--today`).
    package var today: LocalDate
    /// The moment "recent" and "upcoming" are measured from: the end of `today` in the term's zone.
    package var now: Instant
    /// Public or staff.
    package var audience: SiteAudience
    /// Absolute address the site is served from, ending in `/`; only feeds, sitemap and calendars use it.
    package var baseURL: String?
    /// Course page views by course id.
    package var syllabi: [String: SiteSyllabus]
    /// `SOURCE_DATE_EPOCH`, the only time stamp a build may print.
    package var sourceDateEpoch: Int64?

    /// Creates an input.
    package init(
        book: CourseBook, today: LocalDate, now: Instant, audience: SiteAudience, baseURL: String? = nil,
        syllabi: [String: SiteSyllabus] = [:], sourceDateEpoch: Int64? = nil
    ) {
        self.book = book
        self.today = today
        self.now = now
        self.audience = audience
        self.baseURL = baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        self.syllabi = syllabi
        self.sourceDateEpoch = sourceDateEpoch
    }

    /// Whether student-level data may appear.
    package var isStaff: Bool { audience == .staff }
}
