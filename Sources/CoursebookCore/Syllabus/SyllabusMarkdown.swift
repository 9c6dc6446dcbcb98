import CourseModel

/// A readable Markdown summary of a syllabus record, for `coursebook syllabus --format markdown`.
public enum SyllabusMarkdown {
    /// The title, summary, sections, tasks, schedule, deadlines and links as Markdown.
    public static func render(_ syllabus: Syllabus) -> String {
        var out = "# \(syllabus.title.isEmpty ? "(untitled page)" : syllabus.title)\n\n"
        if !syllabus.summary.isEmpty { out += syllabus.summary + "\n\n" }
        if !syllabus.sections.isEmpty {
            out += "## Sections\n\n"
            for section in syllabus.sections {
                out += String(repeating: "  ", count: max(0, section.level - 1)) + "- \(section.title) (\(section.kind.rawValue), #\(section.anchor))\n"
            }
            out += "\n"
        }
        if !syllabus.tasks.isEmpty {
            out += "## Tasks\n\n"
            for task in syllabus.tasks {
                let group = task.group.map { "[\($0)] " } ?? ""
                out += "\(task.number). \(group)\(task.text)\(task.required ? "" : " (optional)")\n"
            }
            out += "\n"
        }
        if !syllabus.schedule.isEmpty {
            out += "## Schedule\n\n| Week | Date | Topic |\n| --- | --- | --- |\n"
            for entry in syllabus.schedule {
                out += "| \(cell(entry.week ?? "")) | \(entry.date?.description ?? "") | \(cell(entry.topic)) |\n"
            }
            out += "\n"
        }
        if !syllabus.deadlines.isEmpty {
            out += "## Deadlines\n\n"
            for deadline in syllabus.deadlines { out += "- \(deadline.due): \(deadline.title)\n" }
            out += "\n"
        }
        if !syllabus.links.isEmpty || !syllabus.images.isEmpty {
            out += "## Links\n\n"
            for link in syllabus.links { out += "- \(link.text): <\(link.url)>\n" }
            for image in syllabus.images { out += "- image \(image.alt.isEmpty ? "(no alt text)" : image.alt): <\(image.url)>\n" }
            out += "\n"
        }
        return out
    }

    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
