/// Renders a report as a complete, standalone, printable HTML page through the `report.html`
/// template, with the `report.css` stylesheet inlined so the file prints anywhere on its own.
package enum HTMLReportRenderer {
    /// The page in the report's language (or `lang` for `<html lang>`); every value is
    /// HTML-escaped by the template except note bodies, which are rendered by cmark in safe mode
    /// (raw HTML and unsafe links dropped).
    package static func render(_ report: ReportDocument, templates: TemplateLibrary, lang: String? = nil) -> String {
        let words = report.words
        var sawSection = false
        var firstIsWide = false
        var contents = ReportContents()
        let sections: [TemplateValue] = report.sections.map { section in
            let layout = section.table.map(PrintLayout.of) ?? .portrait
            let wide = layout != .portrait
            var context: TemplateObject = [
                "level": .number(min(max(section.level, 2), 6)),
                "pageBreak": .bool(section.startsPage && sawSection),
                "wide": .bool(wide),
                "paragraphs": TemplateValue(section.paragraphs),
                "facts": facts(section.facts),
            ]
            if let signer = section.signature { context["signature"] = .object(signer.isEmpty ? [:] : ["signer": .string(signer)]) }
            if !sawSection { firstIsWide = wide }
            sawSection = true
            // An untitled section is still named for assistive technology, by the report's title.
            if section.heading.isEmpty {
                context["hiddenHeading"] = .string(report.title)
            } else {
                context["heading"] = .string(section.heading)
                context["anchor"] = .string(contents.add(section))
            }
            if let body = section.body, !body.isEmpty { context["html"] = .string(NoteBodyHTML.render(body)) }
            if let table = section.table {
                context["table"] = self.table(table, layout: layout, label: section.heading.isEmpty ? report.title : section.heading, words: words)
            }
            return .object(context)
        }
        var page: TemplateObject = [
            "lang": .string(lang ?? words.language.rawValue),
            "words": .object(words.templateObject),
            "pageStyle": report.pageStyle.map(TemplateValue.string) ?? false,
            "title": .string(report.title),
            // A header alone on a portrait page would leave a wide first section a sheet of its
            // own, since a change of named page is a page break.
            "headerWide": .bool(firstIsWide),
            "facts": facts(report.header?.facts ?? []),
            "subtitle": TemplateValue(report.subtitle),
            "css": .string(templates.asset("report.css") ?? ""),
            "sections": .list(sections),
            "contents": contents.value,
        ]
        if words.language.direction != .leftToRight { page["dir"] = .string(words.language.direction.rawValue) }
        return templates.render("report.html", page)
    }

    /// The table for the screen, and when it is too wide for paper its printed parts, each with
    /// the key columns first and a caption saying which columns it holds.
    private static func table(_ table: ReportTable, layout: PrintLayout, label: String, words: SiteWords) -> TemplateValue {
        let right = table.alignments.map { $0 == .right }
        func columns(_ indices: [Int]) -> TemplateValue {
            .list(indices.map { ["name": .string(table.columns[$0]), "right": .bool(right[$0])] })
        }
        func rows(_ indices: [Int]) -> TemplateValue {
            .list(table.rows.map { row in
                ["cells": .list(indices.map { index in ["text": .string(index < row.count ? row[index] : ""), "right": .bool(index < right.count && right[index])] })]
            })
        }
        let all = Array(table.columns.indices)
        var context: TemplateObject = ["columns": columns(all), "rows": rows(all), "wide": .bool(layout != .portrait), "label": .string(label)]
        if case .split(let ranges) = layout {
            let keys = Array(0..<min(table.keyColumns, table.columns.count))
            context["split"] = true
            context["parts"] = .list(ranges.enumerated().map { number, range in
                let indices = keys + Array(range)
                let caption = words.fill(.reportPart, [
                    "n": String(number + 1), "total": String(ranges.count), "first": table.columns[range.lowerBound], "last": table.columns[range.upperBound - 1],
                ])
                return ["caption": .string(caption), "columns": columns(indices), "rows": rows(indices)]
            })
        }
        return .object(context)
    }

    /// A `<dl>` of facts for the template, or nothing (falsy) when there are none.
    private static func facts(_ facts: [ReportFact]) -> TemplateValue {
        facts.isEmpty ? .bool(false) : ["items": .list(facts.map { ["label": .string($0.label), "value": .string($0.value)] })]
    }
}
