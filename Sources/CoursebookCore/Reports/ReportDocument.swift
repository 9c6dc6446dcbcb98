/// A report as structured content that every output format renders from: a title, sections with
/// text and tables, and the JSON form whose keys are a documented contract.
public struct ReportDocument: Sendable {
    /// The report's heading.
    public var title: String
    /// Lines under the title, e.g. the term and the date the report describes.
    public var subtitle: [String]
    /// Sections, e.g. one per course.
    public var sections: [ReportSection]
    /// The machine-readable form.
    public var json: JSONValue
    /// The CSV form when it is not simply the sections' tables (e.g. a course column added).
    public var csv: ReportTable?
    /// What the report describes, shown under the title; `ReportBuilder` sets it.
    package var header: ReportHeader?
    /// A print layout of its own for the whole page (`sheet`: the sign-in sheet's), as a class
    /// on the HTML page's body; nil for the usual one.
    package var pageStyle: String?
    /// The words the renderers add around the content (a signature line, a table part's
    /// caption, `<html lang>`): the book's language, which the builder sets.
    package var words = SiteWords.english

    /// Creates a report document.
    public init(title: String, subtitle: [String] = [], sections: [ReportSection], json: JSONValue, csv: ReportTable? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.sections = sections
        self.json = json
        self.csv = csv
    }
}

/// One part of a report, such as the roster of one course.
public struct ReportSection: Sendable {
    /// Section heading; empty for an untitled section.
    public var heading: String
    /// Heading level: 2 for a course, 3 for a part of one.
    public var level: Int
    /// Whether a printed report starts this section on a new page (each course after the first).
    public var startsPage: Bool
    /// Plain-text paragraphs shown before the table (e.g. "No students enrolled.").
    public var paragraphs: [String]
    /// Staff-written Markdown shown after the paragraphs, such as a note's text.
    public var body: String?
    /// The section's table, if any.
    public var table: ReportTable?
    /// Labelled facts shown under the heading, such as who teaches the course.
    package var facts: [ReportFact] = []
    /// Whose signature the section ends with, on a line to sign (empty: a line with no name);
    /// nil for none.
    package var signature: String?

    /// Creates a section.
    public init(heading: String, level: Int = 2, startsPage: Bool = false, paragraphs: [String] = [], body: String? = nil, table: ReportTable? = nil) {
        self.heading = heading
        self.level = level
        self.startsPage = startsPage
        self.paragraphs = paragraphs
        self.body = body
        self.table = table
    }
}

/// A table of plain-text cells; renderers escape cells for their format.
public struct ReportTable: Sendable {
    /// How a column's cells line up.
    public enum Alignment: Sendable { case left, right }

    /// Column headers.
    public var columns: [String]
    /// Alignment per column (numbers right-aligned).
    public var alignments: [Alignment]
    /// Rows of cells, each as long as `columns`.
    public var rows: [[String]]
    /// How many leading columns identify a row (a student's name): a table split across printed
    /// pages repeats them in every part.
    package var keyColumns = 1

    /// Creates a table; alignments default to left.
    public init(columns: [String], alignments: [Alignment]? = nil, rows: [[String]]) {
        self.columns = columns
        self.alignments = alignments ?? Array(repeating: .left, count: columns.count)
        self.rows = rows
    }

    /// One table from per-group tables with the same columns, each row led by its group's key
    /// (e.g. the course id), so a CSV of all courses has one header and a course column.
    public static func grouped(_ column: String, _ groups: [(key: String, table: ReportTable)], columns: [String]) -> ReportTable {
        ReportTable(columns: [column] + columns, rows: groups.flatMap { group in group.table.rows.map { [group.key] + $0 } })
    }
}
