import CourseModel

/// Reads meeting patterns (`meets` items) and extra sessions from a course file.
struct MeetingParser {
    let path: String

    /// One `{days, start, end, room}` item.
    func meeting(_ value: YAMLValue, diagnostics: inout [Diagnostic]) -> Meeting? {
        guard let fields = YAMLMapping(value, what: "a meeting", diagnostics: &diagnostics) else { return nil }
        fields.warnAboutUnknownKeys(allowed: ["days", "start", "end", "room"], diagnostics: &diagnostics)
        let days = self.days(fields, diagnostics: &diagnostics)
        let start = fields.time("start", required: true, diagnostics: &diagnostics)
        let end = fields.time("end", required: true, diagnostics: &diagnostics)
        let room = fields.string("room", required: false, diagnostics: &diagnostics) ?? ""
        guard let days, let start, let end else { return nil }
        guard end > start else {
            diagnostics.append(.error(fields["end"]?.location ?? value.location, "meeting ends at \(end), which is not after its start \(start)"))
            return nil
        }
        return Meeting(days: days, start: start, end: end, room: room)
    }

    /// One `{date, start, end, room, title}` item of `sessions.extra`.
    func extraSession(_ value: YAMLValue, diagnostics: inout [Diagnostic]) -> ExtraSession? {
        guard let fields = YAMLMapping(value, what: "an extra session", diagnostics: &diagnostics) else { return nil }
        fields.warnAboutUnknownKeys(allowed: ["date", "start", "end", "room", "title"], diagnostics: &diagnostics)
        let date = fields.date("date", required: true, diagnostics: &diagnostics)
        let start = fields.time("start", required: true, diagnostics: &diagnostics)
        let end = fields.time("end", required: true, diagnostics: &diagnostics)
        let room = fields.string("room", required: false, diagnostics: &diagnostics) ?? ""
        let title = fields.string("title", required: false, diagnostics: &diagnostics) ?? ""
        guard let date, let start, let end else { return nil }
        guard end > start else {
            diagnostics.append(.error(fields["end"]?.location ?? value.location, "extra session ends at \(end), which is not after its start \(start)"))
            return nil
        }
        return ExtraSession(date: date, start: start, end: end, room: room, title: title)
    }

    /// What is wrong with a `days:` text that is neither letters nor a day name, with the letter
    /// most people mean (`H` for Thursday is `R`).
    static func unknownDayLetters(_ text: String) -> String {
        let letters = "'days' must be letters from MTWRFSU (R = Thursday, U = Sunday) such as MWF, or a list like [Mon, Wed]"
        let unknown = text.filter { $0 != " " && Weekday(letter: $0) == nil }
        guard let first = unknown.first, text.count <= 7 else { return letters }
        let guess = text.uppercased().replacingOccurrences(of: "H", with: "R")
        let hint = Weekday.parsePattern(guess) != nil ? "; did you mean \(guess)?" : ""
        return "'\(first)' is not a day letter in 'days: \(text)': \(letters)\(hint)"
    }

    /// `days: MWF`, `days: TR` or `days: [Mon, Wed]`.
    private func days(_ fields: YAMLMapping, diagnostics: inout [Diagnostic]) -> [Weekday]? {
        guard let value = fields["days"] else {
            diagnostics.append(.error(fields.value.location, "missing required field 'days'"))
            return nil
        }
        if let text = value.scalarText {
            if let days = Weekday.parsePattern(text) { return days }
            // `TH` or `SA` in capitals is someone writing day letters, not the start of a day
            // name: reading it as Thursday would silently drop Tuesday.
            let isLetterCode = text.count <= 2 && text.allSatisfy { $0.isUppercase || $0 == " " }
            if !isLetterCode, let day = Weekday(name: text) { return [day] }
            diagnostics.append(.error(value.location, Self.unknownDayLetters(text)))
            return nil
        }
        guard let items = value.items, !items.isEmpty else {
            diagnostics.append(.error(value.location, "'days' must be letters such as MWF or a list like [Mon, Wed]"))
            return nil
        }
        var days: [Weekday] = []
        for item in items {
            guard let text = item.scalarText, let day = Weekday(name: text.trimmingWhitespace()) else {
                diagnostics.append(.error(item.location, "'\(item.scalarText ?? "")' is not a day of the week (Mon, Tue, Wed, Thu, Fri, Sat, Sun)"))
                return nil
            }
            if days.contains(day) {
                diagnostics.append(.warning(item.location, "\(day.name) is listed twice"))
            } else {
                days.append(day)
            }
        }
        return days.sorted()
    }
}
