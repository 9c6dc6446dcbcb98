/// The text of a new course file: the fields given, with comments on what else a course can hold.
struct CourseTemplate {
    var id: String
    var name: String
    var subject: String
    var branch: String
    var teacher: String?
    var meetings: [MeetingSpec]

    var text: String {
        var lines = [
            "# Course \(id). Edit by hand or with `coursebook course edit \(id)`; see README for every key.",
            "name: \(YAMLScalar.format(name))",
            "subject: \(YAMLScalar.format(subject))",
            "branch: \(YAMLScalar.format(branch))",
        ]
        if let teacher { lines.append("teacher: \(YAMLScalar.format(teacher))") }
        if meetings.isEmpty {
            lines.append("# meets: a list of {days, start, end, room}, e.g. days: MWF, start: \"09:00\"")
        } else {
            lines.append("meets:")
            for meeting in meetings {
                lines += meeting.yamlLines.enumerated().map { ($0 == 0 ? "  - " : "    ") + $1 }
            }
        }
        lines.append("# sessions: {cancel: [dates], extra: [{date, start, end, room, title}]}")
        lines.append("# page: pages/\(id).md")
        return lines.joined(separator: "\n") + "\n"
    }
}
