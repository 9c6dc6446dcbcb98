/// A report as structured content that every output format renders from: a title, sections with
/// text and tables, and the JSON form whose keys are a documented contract.
package struct ReportDocument: Sendable {
    /// The report's heading.
    package var title: String
    /// Lines under the title, e.g. the term and the date the report describes.
    package var subtitle: [String]
    /// Sections, e.g. one per course.
    package var sections: [ReportSection]
    /// The machine-readable form.
    package var json: JSONValue
    /// The CSV form when it is not simply the sections' tables (e.g. a course column added).
    package var csv: ReportTable?
    /// What the report describes, shown under the title; `ReportBuilder` sets it.
    package var header: ReportHeader?
    /// A print layout of its own for the whole page (`sheet`: the sign-in sheet's), as a class
    /// on the HTML page's body; nil for the usual one.
    package var pageStyle: String?
    /// The words the renderers add around the content (a signature line, a table part's
    /// caption, `<html lang>`): the book's language, which the builder sets.
    package var words = SiteWords.english

    /// Creates a report document.
    package init(title: String, subtitle: [String] = [], sections: [ReportSection], json: JSONValue, csv: ReportTable? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.sections = sections
        self.json = json
        self.csv = csv
    }
}

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

/// A table of plain-text cells; renderers escape cells for their format.
package struct ReportTable: Sendable {
    /// How a column's cells line up.
    package enum Alignment: Sendable { case left, right }

    /// Column headers.
    package var columns: [String]
    /// Alignment per column (numbers right-aligned).
    package var alignments: [Alignment]
    /// Rows of cells, each as long as `columns`.
    package var rows: [[String]]
    /// How many leading columns identify a row (a student's name): a table split across printed
    /// pages repeats them in every part.
    package var keyColumns = 1

    /// Creates a table; alignments default to left.
    package init(columns: [String], alignments: [Alignment]? = nil, rows: [[String]]) {
        self.columns = columns
        self.alignments = alignments ?? Array(repeating: .left, count: columns.count)
        self.rows = rows
    }

    /// One table from per-group tables with the same columns, each row led by its group's key
    /// (e.g. the course id), so a CSV of all courses has one header and a course column.
    package static func grouped(_ column: String, _ groups: [(key: String, table: ReportTable)], columns: [String]) -> ReportTable {
        ReportTable(columns: [column] + columns, rows: groups.flatMap { group in group.table.rows.map { [group.key] + $0 } })
    }
}
