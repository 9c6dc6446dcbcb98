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

/// A weekly meeting as typed on the command line: `MWF 09:00-09:50 Room B-204`.
package struct MeetingSpec: Sendable, Equatable {
    /// Day letters (MTWRFSU) or names joined by commas.
    package var days: String
    /// `HH:MM`.
    package var start: String
    /// `HH:MM`.
    package var end: String
    /// The rest of the text, possibly empty.
    package var room: String

    /// Parses `DAYS HH:MM-HH:MM [ROOM…]`; the times and days are checked with the whole book.
    package init(parsing text: String) throws(EditError) {
        let parts = text.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true).map(String.init)
        let times = parts.count >= 2 ? parts[1].split(separator: "-").map(String.init) : []
        guard parts.count >= 2, times.count == 2 else {
            throw .usage("meeting '\(text)' must look like \"MWF 09:00-09:50 Room\"")
        }
        days = parts[0]
        start = times[0]
        end = times[1]
        room = parts.count > 2 ? parts[2].trimmingWhitespace() : ""
    }

    /// The `{days, start, end, room}` mapping as YAML lines.
    var yamlLines: [String] {
        let dayList = days.contains(",") ? "[" + days.split(separator: ",").map { String($0).trimmingWhitespace() }.joined(separator: ", ") + "]" : YAMLScalar.format(days)
        var lines = ["days: \(dayList)", "start: \"\(start)\"", "end: \"\(end)\""]
        if !room.isEmpty { lines.append("room: \(YAMLScalar.format(room))") }
        return lines
    }
}
