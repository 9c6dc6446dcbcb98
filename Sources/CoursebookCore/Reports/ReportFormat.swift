/// The output formats every report can be rendered in.
public enum ReportFormat: String, Sendable, CaseIterable {
    case markdown, html, csv, json

    /// The usual file extension.
    public var fileExtension: String {
        switch self {
        case .markdown: "md"
        case .html: "html"
        case .csv: "csv"
        case .json: "json"
        }
    }
}
