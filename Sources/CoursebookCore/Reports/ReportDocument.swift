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

    /// Creates a report document.
    public init(title: String, subtitle: [String] = [], sections: [ReportSection], json: JSONValue) {
        self.title = title
        self.subtitle = subtitle
        self.sections = sections
        self.json = json
    }
}

/// One part of a report, such as the roster of one course.
public struct ReportSection: Sendable {
    /// Section heading; empty for an untitled section.
    public var heading: String
    /// Plain-text paragraphs shown before the table (e.g. "No students enrolled.").
    public var paragraphs: [String]
    /// The section's table, if any.
    public var table: ReportTable?

    /// Creates a section.
    public init(heading: String, paragraphs: [String] = [], table: ReportTable? = nil) {
        self.heading = heading
        self.paragraphs = paragraphs
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

    /// Creates a table; alignments default to left.
    public init(columns: [String], alignments: [Alignment]? = nil, rows: [[String]]) {
        self.columns = columns
        self.alignments = alignments ?? Array(repeating: .left, count: columns.count)
        self.rows = rows
    }
}
