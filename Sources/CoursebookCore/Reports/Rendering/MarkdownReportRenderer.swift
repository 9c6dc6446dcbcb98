/// Renders a report as GitHub-flavoured Markdown with pipe tables.
package enum MarkdownReportRenderer {
    /// The report as Markdown text ending in a newline.
    package static func render(_ report: ReportDocument) -> String {
        var out = "# \(inline(report.title))\n"
        out += facts(report.header?.facts ?? [])
        for line in report.subtitle { out += "\n\(inline(line))\n" }
        for section in report.sections {
            if !section.heading.isEmpty {
                out += "\n" + String(repeating: "#", count: max(2, min(section.level, 6))) + " \(inline(section.heading))\n"
            }
            out += facts(section.facts)
            for paragraph in section.paragraphs { out += "\n\(inline(paragraph))\n" }
            // Note text is staff-written Markdown, kept as written but for raw HTML.
            if let body = section.body, !body.isEmpty { out += "\n" + NoteBodyMarkdown.neutralized(body) + "\n" }
            if let table = section.table { out += "\n" + render(table) }
            if let signer = section.signature { out += "\n" + signature(signer, report.words) + "\n" }
        }
        return out
    }

    /// A list of `- Label: value` lines, after a blank line; nothing when there are none.
    static func facts(_ facts: [ReportFact]) -> String {
        facts.isEmpty ? "" : "\n" + facts.map { "- \(inline($0.label)): \(inline($0.value))\n" }.joined()
    }

    /// A line to sign on paper. The underscores stand between spaces, where CommonMark reads
    /// them as text, never emphasis.
    static func signature(_ signer: String, _ words: SiteWords = .english) -> String {
        let sign = inline(words[.signature]), date = inline(words[.date])
        return (signer.isEmpty ? sign : "\(sign) (\(inline(signer)))") + ": ________________________________ \(date): ______________"
    }

    /// A pipe table; cells are escaped so data can never break the table or inject HTML.
    static func render(_ table: ReportTable) -> String {
        var out = "| " + table.columns.map(cell).joined(separator: " | ") + " |\n"
        out += "|" + table.alignments.map { $0 == .right ? " ---: " : " --- " }.joined(separator: "|") + "|\n"
        for row in table.rows {
            out += "| " + row.map(cell).joined(separator: " | ") + " |\n"
        }
        return out
    }

    /// Escapes text for a table cell: pipes, HTML brackets, Markdown punctuation and newlines
    /// (`inline` already turns `|` into `\|`, which GFM reads as a literal pipe inside a cell).
    static func cell(_ text: String) -> String {
        inline(text)
    }

    /// Escapes text for inline Markdown so names like `*Ana*` or `<b>` print literally: `<`, `>`
    /// and `&` as HTML element content (`HTMLEscaping`; quotes stay, as Markdown text needs no
    /// escaping for them), Markdown's punctuation with a backslash, line breaks as spaces.
    static func inline(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\r\n", "\n", "\r": out += " "
            case "<", ">", "&": out += HTMLEscaping.escapeElementContent(String(character))
            case "\\", "`", "*", "_", "[", "]", "#", "|", "~":
                out += "\\" + String(character)
            default: out.append(character)
            }
        }
        return out
    }
}
