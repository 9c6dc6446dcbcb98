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

    /// The `{days, start, end, room}` mapping as YAML lines, every value written by `YAMLScalar`
    /// (the times always quoted, as a course file writes them).
    var yamlLines: [String] {
        let dayList = days.contains(",") ? "[" + days.split(separator: ",").map { YAMLScalar.format(String($0).trimmingWhitespace()) }.joined(separator: ", ") + "]" : YAMLScalar.format(days)
        var lines = ["days: \(dayList)", "start: \(YAMLScalar.doubleQuoted(start))", "end: \(YAMLScalar.doubleQuoted(end))"]
        if !room.isEmpty { lines.append("room: \(YAMLScalar.format(room))") }
        return lines
    }
}
