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
