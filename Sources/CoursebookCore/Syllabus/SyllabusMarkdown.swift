import CourseModel

/// A readable Markdown summary of a syllabus record, for `coursebook syllabus --format markdown`.
///
/// Every text and address comes from a page someone else wrote, so each one is escaped: a heading,
/// task or table cell holding `<script>` or `*` prints literally and can never become raw HTML or
/// markup in whatever renders this Markdown next.
package enum SyllabusMarkdown {
    /// The title, summary, sections, tasks, schedule, deadlines and links as Markdown.
    package static func render(_ syllabus: Syllabus) -> String {
        var out = "# \(syllabus.title.isEmpty ? "(untitled page)" : text(syllabus.title))\n\n"
        if !syllabus.summary.isEmpty { out += text(syllabus.summary) + "\n\n" }
        if !syllabus.sections.isEmpty {
            out += "## Sections\n\n"
            for section in syllabus.sections {
                out += String(repeating: "  ", count: max(0, section.level - 1)) + "- \(text(section.title)) (\(section.kind.rawValue), #\(text(section.anchor)))\n"
            }
            out += "\n"
        }
        if !syllabus.tasks.isEmpty {
            out += "## Tasks\n\n"
            for task in syllabus.tasks {
                let group = task.group.map { "\\[\(text($0))\\] " } ?? ""
                out += "\(task.number). \(group)\(text(task.text))\(task.required ? "" : " (optional)")\n"
            }
            out += "\n"
        }
        if !syllabus.schedule.isEmpty {
            out += "## Schedule\n\n| Week | Date | Topic |\n| --- | --- | --- |\n"
            for entry in syllabus.schedule {
                out += "| \(text(entry.week ?? "")) | \(entry.date?.description ?? "") | \(text(entry.topic)) |\n"
            }
            out += "\n"
        }
        if !syllabus.deadlines.isEmpty {
            out += "## Deadlines\n\n"
            for deadline in syllabus.deadlines { out += "- \(text(deadline.due.description)): \(text(deadline.title))\n" }
            out += "\n"
        }
        if !syllabus.links.isEmpty || !syllabus.images.isEmpty {
            out += "## Links\n\n"
            for link in syllabus.links { out += "- \(text(link.text)): <\(address(link.url))>\n" }
            for image in syllabus.images { out += "- image \(image.alt.isEmpty ? "(no alt text)" : text(image.alt)): <\(address(image.url))>\n" }
            out += "\n"
        }
        return out
    }

    /// Page text on one line with HTML brackets, entities, pipes and Markdown punctuation escaped.
    private static func text(_ value: String) -> String {
        MarkdownReportRenderer.inline(value)
    }

    /// An address inside `<…>`: the bytes that could end the autolink or open a tag are percent-encoded.
    private static func address(_ url: String) -> String {
        var out = ""
        for scalar in url.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F || "<> \"`\\".unicodeScalars.contains(scalar) {
                out += "%" + HexDigits.padded(scalar.value, width: 2, uppercase: true)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
