/// One part of a report, such as the roster of one course.
package struct ReportSection: Sendable {
    /// Section heading; empty for an untitled section.
    package var heading: String
    /// Heading level: 2 for a course, 3 for a part of one.
    package var level: Int
    /// Whether a printed report starts this section on a new page (each course after the first).
    package var startsPage: Bool
    /// Plain-text paragraphs shown before the table (e.g. "No students enrolled.").
    package var paragraphs: [String]
    /// Staff-written Markdown shown after the paragraphs, such as a note's text.
    package var body: String?
    /// The section's table, if any.
    package var table: ReportTable?
    /// Labelled facts shown under the heading, such as who teaches the course.
    package var facts: [ReportFact] = []
    /// Whose signature the section ends with, on a line to sign (empty: a line with no name);
    /// nil for none.
    package var signature: String?

    /// Creates a section.
    package init(heading: String, level: Int = 2, startsPage: Bool = false, paragraphs: [String] = [], body: String? = nil, table: ReportTable? = nil) {
        self.heading = heading
        self.level = level
        self.startsPage = startsPage
        self.paragraphs = paragraphs
        self.body = body
        self.table = table
    }
}
