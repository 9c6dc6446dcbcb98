import CourseMarkdown

/// Renders a report as a complete, standalone, printable HTML page through the `report.html`
/// template, with the `report.css` stylesheet inlined so the file prints anywhere on its own.
public enum HTMLReportRenderer {
    /// The page; every value is HTML-escaped by the template except note bodies, which are
    /// rendered by cmark in safe mode (raw HTML and unsafe links dropped).
    public static func render(_ report: ReportDocument, templates: TemplateLibrary, lang: String = "en") -> String {
        var sawSection = false
        var contents = ReportContents()
        let sections: [TemplateValue] = report.sections.map { section in
            var context: TemplateObject = [
                "level": .number(min(max(section.level, 2), 6)),
                "pageBreak": .bool(section.startsPage && sawSection),
                "paragraphs": TemplateValue(section.paragraphs),
            ]
            sawSection = true
            // An untitled section is still named for assistive technology, by the report's title.
            if section.heading.isEmpty {
                context["hiddenHeading"] = .string(report.title)
            } else {
                context["heading"] = .string(section.heading)
                context["anchor"] = .string(contents.add(section))
            }
            if let body = section.body, !body.isEmpty { context["html"] = .string(html(body)) }
            if let table = section.table { context["table"] = self.table(table) }
            return .object(context)
        }
        return templates.render("report.html", [
            "lang": .string(lang),
            "title": .string(report.title),
            "subtitle": TemplateValue(report.subtitle),
            "css": .string(templates.asset("report.css") ?? ""),
            "sections": .list(sections),
            "contents": contents.value,
        ])
    }

    private static func table(_ table: ReportTable) -> TemplateValue {
        let right = table.alignments.map { $0 == .right }
        return [
            "columns": .list(table.columns.enumerated().map { ["name": .string($1), "right": .bool(right[$0])] }),
            "rows": .list(table.rows.map { row in
                ["cells": .list(row.enumerated().map { ["text": .string($1), "right": .bool($0 < right.count && right[$0])] })]
            }),
        ]
    }

    /// A note body as safe HTML; text too large for the Markdown limits is shown escaped instead.
    static func html(_ markdown: String) -> String {
        (try? MarkdownHTML.render(markdown)) ?? "<pre>" + HTMLEscaping.escape(markdown) + "</pre>\n"
    }
}
