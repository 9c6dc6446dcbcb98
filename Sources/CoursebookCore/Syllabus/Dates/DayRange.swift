import CourseModel

/// Ranges of days, read by the one date reader: a table's bare day ranges (`24-26`, `31-02 Sep`),
/// whose month comes from the rows around them, and the end of a range after a date; and a date
/// in square brackets.
extension DateText {
    /// `24-26`: a range of days that cannot be a month and day, so the table writes its weeks
    /// as day ranges with the month only where it changes (`Aug 17-19`, `24-26`, `31-02 Sep`).
    static func isDayRangeOnly(_ cell: String) -> Bool {
        guard let (first, last, month) = dayRange(cell), month == nil else { return false }
        return first > 12 || last > 31
    }

    /// `D-D`, `D–D Mon`, `D-DD Mon`: the two days and the month named after them.
    static func dayRange(_ cell: String) -> (Int, Int, Int?)? {
        let text = Substring(cell.trimmingSpaces())
        let first = text.prefix { $0.isASCII && $0.isNumber }
        guard let a = dayOfMonth(first) else { return nil }
        var rest = text.dropFirst(first.count).drop { $0 == " " }
        guard let dash = rest.first, "-–—".contains(dash) else { return nil }
        rest = rest.dropFirst().drop { $0 == " " }
        let last = rest.prefix { $0.isASCII && $0.isNumber }
        guard let b = dayOfMonth(last) else { return nil }
        let tail = rest.dropFirst(last.count).trimmingSpaces()
        if tail.isEmpty { return (a, b, nil) }
        let word = tail.prefix { $0.isLetter }
        guard let month = MonthName.number(word) else { return nil }
        return (a, b, month)
    }

    /// The first day of a day range in a table of day ranges: with a month after it, that month
    /// (the one before when the range crosses into it, `31-02 Sep`); without, the month of the row
    /// above (the next one when the day is smaller, `30-4` after `Nov 16`).
    static func dayRangeDate(_ cell: String, after previous: LocalDate?, year: Int?) -> LocalDate? {
        guard let (first, last, month) = dayRange(cell) else { return nil }
        guard let year = previous?.year ?? year else { return nil }
        if let month {
            let start = first > last ? (month == 1 ? 12 : month - 1) : month
            return LocalDate(year: start == 12 && month == 1 ? year - 1 : year, month: start, day: first)
        }
        guard let previous else { return nil }
        let (_, month0, day0) = previous.components
        if first >= day0 { return LocalDate(year: year, month: month0, day: first) }
        return month0 == 12 ? LocalDate(year: year + 1, month: 1, day: first) : LocalDate(year: year, month: month0 + 1, day: first)
    }

    /// `rest` after a range's end: `–11`, ` - 9/11`, ` - Mon 12/13`.
    func droppingRangeEnd(_ rest: Substring) -> Substring {
        let dash = rest.drop { $0 == " " }
        guard let first = dash.first, "–—-".contains(first) else { return rest }
        // `Aug 28 -- Sep 8`: two hyphens, as plain text writes the dash.
        let after = (dash.hasPrefix("--") ? dash.dropFirst(2) : dash.dropFirst()).drop { $0 == " " }
        if let found = prefix(of: after) { return after.dropFirst(found.length) }
        let day = after.prefix { $0.isASCII && $0.isNumber }
        if (1...2).contains(day.count), after.dropFirst(day.count).first.map({ !$0.isLetter && !$0.isNumber }) ?? true {
            return after.dropFirst(day.count)
        }
        return rest
    }

    /// `[16/08/21] - Introduction` as `16/08/21 - Introduction`: a date in square brackets.
    func unbracketing(_ text: Substring) -> Substring {
        guard text.first == "[", let close = text.firstIndex(of: "]"), let found = prefix(of: text.dropFirst()),
              text.index(text.startIndex, offsetBy: 1 + found.length) == close else { return text }
        return Substring(String(text[text.index(after: text.startIndex)..<close]) + String(text[text.index(after: close)...]))
    }
}
