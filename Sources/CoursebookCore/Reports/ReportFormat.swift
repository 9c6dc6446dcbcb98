/// The output formats every report can be rendered in.
package enum ReportFormat: String, Sendable, CaseIterable {
    case markdown, html, csv, json

    /// The usual file extension.
    package var fileExtension: String {
        switch self {
        case .markdown: "md"
        case .html: "html"
        case .csv: "csv"
        case .json: "json"
        }
    }

    /// `report` in this format; HTML uses the `report.html` template from `templates`.
    package func render(_ report: ReportDocument, templates: TemplateLibrary) -> String {
        switch self {
        case .markdown: MarkdownReportRenderer.render(report)
        case .html: HTMLReportRenderer.render(report, templates: templates)
        case .csv: CSVReportRenderer.render(report)
        case .json: report.json.serialized()
        }
    }
}
