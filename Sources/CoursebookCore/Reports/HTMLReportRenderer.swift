import CourseMarkdown

/// Renders a report as a complete, standalone, printable HTML page through the `report.html`
/// template, with the `report.css` stylesheet inlined so the file prints anywhere on its own.
public enum HTMLReportRenderer {
    /// The page; every value is HTML-escaped by the template except note bodies, which are
    /// rendered by cmark in safe mode (raw HTML and unsafe links dropped).
    public static func render(_ report: ReportDocument, templates: TemplateLibrary, lang: String = "en") -> String {
        var sawSection = false
        let sections: [[String: Any]] = report.sections.map { section in
            var context: [String: Any] = [
                "level": min(max(section.level, 2), 6),
                "pageBreak": section.startsPage && sawSection,
                "paragraphs": section.paragraphs,
            ]
            sawSection = true
            if !section.heading.isEmpty { context["heading"] = section.heading }
            if let body = section.body, !body.isEmpty { context["html"] = html(body) }
            if let table = section.table { context["table"] = self.table(table) }
            return context
        }
        return templates.render("report.html", [
            "lang": lang,
            "title": report.title,
            "subtitle": report.subtitle,
            "css": templates.asset("report.css") ?? "",
            "sections": sections,
        ])
    }

    private static func table(_ table: ReportTable) -> [String: Any] {
        let right = table.alignments.map { $0 == .right }
        return [
            "columns": table.columns.enumerated().map { ["name": $1, "right": right[$0]] as [String: Any] },
            "rows": table.rows.map { row in
                ["cells": row.enumerated().map { ["text": $1, "right": $0 < right.count && right[$0]] as [String: Any] }]
            },
        ]
    }

    /// A note body as safe HTML; text too large for the Markdown limits is shown escaped instead.
    static func html(_ markdown: String) -> String {
        (try? MarkdownHTML.render(markdown)) ?? "<pre>" + HTMLEscaping.escape(markdown) + "</pre>\n"
    }
}
