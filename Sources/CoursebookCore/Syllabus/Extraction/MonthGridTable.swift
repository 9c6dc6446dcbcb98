import CourseModel

/// A month drawn as a wall calendar: `### September 2019` over a table headed by the days of the
/// week (`Sunday | Monday | … | Saturday`) whose cells open with their day of the month
/// (`10 *Teachers' Day*`, `29 *Make-up Day*<br>*Senior Week*`). Each line a day holds is one
/// event of that day, a due line is a deadline, and a day that holds only its number is nothing.
struct MonthGridTable {
    /// Cell texts by row, a cell's lines split by `\n`.
    let rows: [[String]]
    /// The page line of each row, when known.
    let rowLines: [Int]

    /// Whether every header names a day of the week, five or more of them.
    static func isWeekGrid(_ headers: [String]) -> Bool {
        headers.count >= 5 && headers.allSatisfy { header in
            let word = header.trimmingSpaces().trimming("*_.:").lowercased()
            return DateScanner.isWeekday(word)
        }
    }

    /// The month a heading names, and its year when written: `September 2019`, `Oktober`.
    static func month(ofHeading heading: String) -> (month: Int, year: Int?)? {
        guard let month = ScheduleExtractor.monthOnly(heading) else { return nil }
        let words = heading.split(separator: " ")
        let year = words.count == 2 && words[1].count == 4 ? Int(words[1]) : nil
        return (month, year)
    }

    /// The grid's events and deadlines in reading order; nil when the year is not known (from
    /// the heading or the page) or no cell opens with a day of the month.
    func rows(month: Int, year: Int?, defaultYear: Int?) -> [ScheduleExtractor.Row]? {
        guard let year = year ?? defaultYear else { return nil }
        var result: [ScheduleExtractor.Row] = []
        var sawDay = false
        for (index, cells) in rows.enumerated() {
            for cell in cells {
                guard let (day, lines) = Self.day(of: cell), let date = LocalDate(year: year, month: month, day: day) else { continue }
                sawDay = true
                for line in lines {
                    if DeadlineExtractor.isOnlyDue(line) {
                        let title = DeadlineExtractor.dueTitle(Substring(line)) ?? line
                        result.append(ScheduleExtractor.Row(entry: nil, deadlines: [SyllabusDeadline(title: title, due: date)]))
                    } else {
                        let entry = ScheduleEntry(week: nil, date: date, topic: line, line: index < rowLines.count ? rowLines[index] : nil)
                        result.append(ScheduleExtractor.Row(entry: entry))
                    }
                }
            }
        }
        return sawDay ? result : nil
    }

    /// The day a cell opens with and the lines it holds after it (`13 *Mid-Autumn Holiday*`).
    private static func day(of cell: String) -> (day: Int, lines: [String])? {
        let text = cell.trimmingSpaces()
        let number = text.prefix { $0.isASCII && $0.isNumber }
        guard let day = DateText.dayOfMonth(number) else { return nil }
        let rest = text.dropFirst(number.count)
        // `10 *Teachers' Day*`, `29<br>…`; not `10:00 Lecture`, a timetable's hour.
        guard rest.first.map({ $0 == " " || $0 == "\n" || $0 == "*" || $0 == "_" }) ?? true else { return nil }
        let lines = rest.split(separator: "\n")
            .map { String($0.trimmingSpaces().trimming("*_").trimmingSpaces()) }
            .filter { $0.contains(where: { $0.isLetter || $0.isNumber }) }
        return (day, lines)
    }
}
