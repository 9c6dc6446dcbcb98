import CourseModel

/// Reads the dates course pages are written with: ISO, `Sep 22`, `Sept. 22`, `Mar. 1st`,
/// `September 22, 2026`, `22 Sep`, `13. Sept. 2018`, `9/22`, `Tue, 9/22`, `22.09.2026`, `12.01.19`,
/// `2016年9月14日`, and month names in English, Russian, German, Spanish, French and Portuguese
/// (`11 ноября 2026`, `5. März`, `5 de abril`, `2 déc.`, `02 Dez`). `TBA`/`TBD` are never dates.
///
/// A date without a year takes `defaultYear`; with neither it is not read.
struct DateText {
    /// The year for dates written without one.
    var defaultYear: Int?
    /// Whether `7-1` (month-day with a hyphen) is a date; see `DateScanner`.
    var hyphenMonthDay = false
    /// Whether slash dates are day/month (`29/08/2025`), as the page's own dates show.
    var slashDayFirst = false
    /// Whether two-part dot dates in a date cell are month.day (`01.20`), as the page's own show.
    var dotMonthFirst = false
    /// Whether `30 – 31 octobre` (spaces around a range's dash) is a range: in a date cell or a
    /// week heading's brackets it is; in running text `3 - 12 Sep` may be a number and a date.
    var spacedDayRanges = false

    /// The same reader, also taking `7-1` as a month and day when the year is known.
    var inDateCell: DateText {
        var copy = self
        copy.hyphenMonthDay = true
        copy.spacedDayRanges = true
        return copy
    }

    /// The same reader, taking `30 – 31 octobre` as a range (a week heading's brackets).
    var withSpacedDayRanges: DateText {
        var copy = self
        copy.spacedDayRanges = true
        return copy
    }

    /// The day of the month `text` is, when it is only that: one or two ASCII digits, 1–31
    /// (`9`, `09`, `31`; not `0`, `45` or `9.`).
    static func dayOfMonth(_ text: some StringProtocol) -> Int? {
        guard (1...2).contains(text.utf8.count), text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
              let day = Int(text), (1...31).contains(day) else { return nil }
        return day
    }

    /// The date at the very start of `text` and how many characters it used, or nil.
    func prefix(of text: Substring) -> (date: LocalDate, length: Int)? {
        if let range = dayRangePrefix(of: text) { return range }
        var scanner = DateScanner(text, hyphenMonthDay: hyphenMonthDay, slashDayFirst: slashDayFirst, dotMonthFirst: dotMonthFirst)
        let start = scanner.index
        scanner.skipWeekday()
        guard let date = scanner.date(defaultYear: defaultYear) else { return nil }
        scanner.skipWeekdayAside()
        return (date, text.distance(from: start, to: scanner.index))
    }

    /// The one reader of a range whose first day is a bare number, which starts on that day of
    /// the last date's month (the month before when the day is larger: `30.–5.11.`):
    /// - `15-21/12/2021`, `15 a 21/12/2021`, `3 au 7 mars`: a dash, or a range word between spaces;
    /// - `2.- 8.11.`, `2. – 8. November`: a German first day (with its `.`), spaces allowed around the dash;
    /// - `28/30 Aug`: two class days of one month, the month named after them;
    /// - with `spacedDayRanges` (a date cell, a week heading's brackets): `30 – 31 octobre`.
    private func dayRangePrefix(of text: Substring) -> (date: LocalDate, length: Int)? {
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        guard let day = Self.dayOfMonth(digits) else { return nil }
        var rest = text.dropFirst(digits.count)
        let ordinal = rest.first == "."
        if ordinal { rest = rest.dropFirst() }
        // `21.4 - 22.4.2026`: a day and month, the year only at the range's end.
        if ordinal, case let month = rest.prefix(while: { $0.isASCII && $0.isNumber }), (1...2).contains(month.count),
           let monthNumber = Int(month), (1...12).contains(monthNumber) {
            var tail = rest.dropFirst(month.count)
            if tail.first == "." { tail = tail.dropFirst() }
            let spacedTail = tail.drop { $0 == " " }
            if let dash = spacedTail.first, "-–—".contains(dash), case let after = spacedTail.dropFirst().drop(while: { $0 == " " }),
               after.first?.isNumber == true, let end = prefix(of: after) {
                let (year, endMonth, _) = end.date.components
                guard let start = LocalDate(year: monthNumber > endMonth ? year - 1 : year, month: monthNumber, day: day), start < end.date else { return nil }
                return (start, text.distance(from: text.startIndex, to: after.startIndex) + end.length)
            }
        }
        let spaced = ordinal || spacedDayRanges ? rest.drop { $0 == " " } : rest
        if let dash = spaced.first, "-–—".contains(dash), case let after = spaced.dropFirst(), (ordinal || spacedDayRanges ? after.drop { $0 == " " } : after).first?.isNumber == true {
            rest = ordinal || spacedDayRanges ? after.drop { $0 == " " } : after
        } else if !ordinal, rest.first == "/", case let second = rest.dropFirst().prefix(while: { $0.isASCII && $0.isNumber }), (1...2).contains(second.count),
                  case let tail = rest.dropFirst(1 + second.count), tail.first == " ", MonthName.number(tail.dropFirst().prefix(while: \.isLetter)) != nil {
            rest = rest.dropFirst()
        } else {
            guard !ordinal, rest.first == " " else { return nil }
            let word = rest.dropFirst().prefix { $0 != " " }
            guard Self.rangeWords.contains(word.lowercased()), rest.dropFirst(word.count + 1).first == " " else { return nil }
            rest = rest.dropFirst(word.count + 2)
        }
        guard rest.first?.isNumber == true, let end = prefix(of: rest), case let (year, month, endDay) = end.date.components, endDay != day else { return nil }
        let start: LocalDate?
        if endDay > day {
            start = LocalDate(year: year, month: month, day: day)
        } else {
            // Only a range of days across a month's end: `30.–5.11.`, not `15-3` read backwards.
            guard day >= 20, endDay <= 10 else { return nil }
            start = month == 1 ? LocalDate(year: year - 1, month: 12, day: day) : LocalDate(year: year, month: month - 1, day: day)
        }
        guard let start else { return nil }
        return (start, text.distance(from: text.startIndex, to: rest.startIndex) + end.length)
    }

    private static let rangeWords: Set<String> = ["a", "al", "à", "au", "até", "bis", "to", "till", "until", "до", "по", "tot"]

    /// The first date anywhere in `text`, or nil.
    func first(in text: Substring) -> (date: LocalDate, range: Range<String.Index>)? {
        first(in: text, startingBefore: text.endIndex)
    }

    /// The first date of `text` that starts before `limit`, or nil.
    func first(in text: Substring, startingBefore limit: Substring.Index) -> (date: LocalDate, range: Range<String.Index>)? {
        // Every date form has an ASCII digit; most texts scanned for one have none.
        guard text.utf8.contains(where: { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        var index = text.startIndex
        var previous: Character = " "
        var beforePrevious: Character = " "
        while index < limit {
            let character = text[index]
            // `21.4 - 22.4.2026`: a date does not start inside a number (`4` after `21.`).
            let insideNumber = previous == "." && beforePrevious.isASCII && beforePrevious.isNumber
            if character.isWordCharacter && (!previous.isWordCharacter || (character.isASCII && previous.isIdeographic)), !insideNumber,
               let found = prefix(of: text[index...]) {
                return (found.date, index..<text.index(index, offsetBy: found.length))
            }
            beforePrevious = previous
            previous = character
            index = text.index(after: index)
        }
        return nil
    }

    /// The whole of `text` as one date (surrounding spaces and emphasis allowed), or nil.
    func parse(_ text: String) -> LocalDate? {
        let trimmed = String(text.trimming(" \t*_"))
        guard let found = prefix(of: Substring(trimmed)) else { return nil }
        return found.length == trimmed.count ? found.date : nil
    }
}

extension Character {
    /// Whether the character is a CJK ideograph or kana, after which a date may start without a
    /// space (`截至9月29日`).
    fileprivate var isIdeographic: Bool {
        guard let scalar = unicodeScalars.first?.value else { return false }
        return (0x2E80...0x9FFF).contains(scalar) || (0xF900...0xFAFF).contains(scalar) || (0xFF00...0xFFEF).contains(scalar)
    }
}

