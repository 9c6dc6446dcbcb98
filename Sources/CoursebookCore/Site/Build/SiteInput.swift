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
    package private(set) var baseURL: String?
    /// Course page views by course id.
    package var syllabi: [String: SiteSyllabus]
    /// `SOURCE_DATE_EPOCH`, the only time stamp a build may print.
    package var sourceDateEpoch: Int64?

    /// `baseURL` ending in `/` (added when missing), as every absolute address of the site is
    /// `baseURL` followed by a site path; the one place the slash is added, also for the build key,
    /// which is taken before any input exists.
    package static func normalizedBaseURL(_ baseURL: String?) -> String? {
        baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
    }

    /// Creates an input; `init(book:day:…)` gives the `now` that goes with a day.
    package init(
        book: CourseBook, today: LocalDate, now: Instant, audience: SiteAudience, baseURL: String? = nil,
        syllabi: [String: SiteSyllabus] = [:], sourceDateEpoch: Int64? = nil
    ) {
        self.book = book
        self.today = today
        self.now = now
        self.audience = audience
        self.baseURL = Self.normalizedBaseURL(baseURL)
        self.syllabi = syllabi
        self.sourceDateEpoch = sourceDateEpoch
    }

    /// The input describing `day`: now is the end of that day in the term's zone (`TermClock`).
    package init(
        book: CourseBook, day: LocalDate, audience: SiteAudience, baseURL: String? = nil,
        syllabi: [String: SiteSyllabus] = [:], sourceDateEpoch: Int64? = nil
    ) {
        self.init(
            book: book, today: day, now: TermClock(term: book.term).endOfDay(day), audience: audience, baseURL: baseURL,
            syllabi: syllabi, sourceDateEpoch: sourceDateEpoch
        )
    }

    /// When the site's reports say they were made: `SOURCE_DATE_EPOCH`, else the last minute of
    /// `today` (a build prints no clock time of its own; it is byte-identical run to run).
    package var generated: Instant {
        sourceDateEpoch.map(Instant.init(secondsSince1970:)) ?? TermClock(term: book.term).lastMinute(of: today)
    }

    /// Whether student-level data may appear.
    package var isStaff: Bool { audience == .staff }
}
