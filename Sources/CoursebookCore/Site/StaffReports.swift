import CourseModel

/// Where the staff `reports/` pages come from; the reports issue plugs its report kinds in here.
public protocol SiteReportSource: Sendable {
    /// Every report for the book, rendered with `templates`.
    func reports(for book: CourseBook, today: LocalDate, templates: TemplateLibrary) -> [SiteReport]
}

/// The reports that exist today: the sessions report, in Markdown and HTML.
public struct DefaultSiteReports: SiteReportSource {
    /// Creates the default source.
    public init() {}

    public func reports(for book: CourseBook, today: LocalDate, templates: TemplateLibrary) -> [SiteReport] {
        let document = SessionsReport().document(for: book)
        return [SiteReport(name: "sessions", title: document.title, markdown: MarkdownReportRenderer.render(document),
                           html: templates.render("report.html", Self.context(document, css: templates.asset("site.css") ?? "")))]
    }

    /// The report template's context: title, subtitle, sections with paragraphs and tables.
    static func context(_ document: ReportDocument, css: String) -> [String: Any] {
        [
            "lang": "en", "title": document.title, "subtitle": document.subtitle, "css": css,
            "sections": document.sections.map { section -> [String: Any] in
                var context: [String: Any] = ["paragraphs": section.paragraphs]
                if !section.heading.isEmpty { context["heading"] = section.heading }
                if let table = section.table {
                    context["table"] = [
                        "columns": zip(table.columns, table.alignments).map { ["name": $0, "right": $1 == .right] as [String: Any] },
                        "rows": table.rows.map { row in
                            ["cells": zip(row, table.alignments).map { ["text": $0, "right": $1 == .right] as [String: Any] }]
                        },
                    ] as [String: Any]
                }
                return context
            },
        ]
    }
}
