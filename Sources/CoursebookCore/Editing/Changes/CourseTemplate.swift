/// The text of a new course file: the fields given, with comments on what else a course can hold.
struct CourseTemplate {
    var id: String
    var name: String
    var subject: String
    var branch: String
    var teacher: String?
    var meetings: [MeetingSpec]

    /// The keys in the order every course file keeps (`CourseFileKeys.inOrder`), so a new file
    /// reads like one an edit has touched.
    var text: String {
        var lines = ["# Course \(id). Edit by hand or with `coursebook course edit \(id)`; see README for every key."]
        for key in CourseFileKeys.inOrder {
            switch key {
            case "name": lines.append("name: \(YAMLScalar.format(name))")
            case "subject": lines.append("subject: \(YAMLScalar.format(subject))")
            case "branch": lines.append("branch: \(YAMLScalar.format(branch))")
            case "teacher": if let teacher { lines.append("teacher: \(YAMLScalar.format(teacher))") }
            case "meets" where meetings.isEmpty:
                lines.append("# meets: a list of {days, start, end, room}, e.g. days: MWF, start: \"09:00\"")
            case "meets":
                lines.append("meets:")
                for meeting in meetings {
                    lines += YAMLLineEditor.itemText(meeting.yamlLines)
                }
            case "sessions": lines.append("# sessions: {cancel: [dates], extra: [{date, start, end, room, title}]}")
            case "page": lines.append("# page: pages/\(id).md")
            // A new course has no staff list yet (`coursebook course staff` adds one, in its place).
            default: continue
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
