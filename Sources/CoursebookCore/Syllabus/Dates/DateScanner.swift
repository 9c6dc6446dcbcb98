import CourseModel

/// A cursor over text that reads one date in any of the forms `DateText` accepts.
struct DateScanner {
    private let text: Substring
    /// Where reading continues.
    private(set) var index: Substring.Index
    /// Whether `7-1` reads as July 1: only where a date is expected (a table's date or due cell),
    /// since in running text it is far more often a range such as `pp 1-7`.
    private let hyphenMonthDay: Bool
    /// Whether `5/9` is the 5th of September rather than May 9 (see `SlashDateOrder`).
    private let slashDayFirst: Bool
    /// Whether `01.20` is January 20 rather than the 1st of month 20 (see `SlashDateOrder`).
    private let dotMonthFirst: Bool

    init(_ text: Substring, hyphenMonthDay: Bool = false, slashDayFirst: Bool = false, dotMonthFirst: Bool = false) {
        self.text = text
        self.hyphenMonthDay = hyphenMonthDay
        self.slashDayFirst = slashDayFirst
        self.dotMonthFirst = dotMonthFirst
        index = text.startIndex
    }

    /// Skips a leading weekday such as `Tue`, `Tuesday,` or `Tue.` followed by a space, or a
    /// timetable letter or weekday joined by a hyphen (`F-09-23-2022`, `Tu-10/4`).
    mutating func skipWeekday() {
        let saved = index
        let word = readWord()
        if !word.isEmpty, Self.isWeekday(word.lowercased()) || (word.count == 1 && Weekday.letters.contains(word)) {
            // `W 9-Jan`: a timetable letter and a space before a day number.
            if word.count == 1, skipSpaces() > 0, index < text.endIndex, text[index].asciiDigit != nil { return }
            if word.count > 1 || text[index...].hasPrefix("-") {
                if skip("-"), index < text.endIndex, text[index].asciiDigit != nil { return }
            }
            guard word.count > 1 else { index = saved; return }
            _ = skip(".")
            _ = skip(",")
            if skipSpaces() > 0 { return }
        }
        index = saved
    }

    /// Skips a weekday in brackets after a date, `Jan 10 (Mon)`, `2月28日(周五)`, `5 févr. (jeudi)`,
    /// or after a comma, `Aug 24th, Friday:`.
    mutating func skipWeekdayAside() {
        let saved = index
        if skip(",") {
            _ = skipSpaces()
            let word = readWord()
            _ = skip(".")
            if !word.isEmpty, Self.isWeekday(word.lowercased()), index == text.endIndex || !text[index].isLetter { return }
            index = saved
            return
        }
        // `29. 3. 2024 pi - …`: a Czech or Slovak weekday's two letters before the dash.
        if skipSpaces() > 0 {
            let word = readWord()
            let after = index
            if Self.czechSlovakWeekdays.contains(word.lowercased()), skipSpaces() + skipTabs() > 0, index < text.endIndex, "-–—".contains(text[index]) {
                index = after
                return
            }
            index = saved
        }
        _ = skipSpaces()
        guard skip("(") || skip("（") else { index = saved; return }
        let word = readWord()
        _ = skip(".")
        guard !word.isEmpty, Self.isWeekday(word.lowercased()) || Self.bracketedCJKWeekdays.contains(String(word)), skip(")") || skip("）") else { index = saved; return }
    }

    /// `2022年09月21日（水）`, `9월 21일 (수)`: a Japanese or Korean day's one sign, read only in
    /// brackets after a date (alone, `月` and `日` are month and day).
    private static let bracketedCJKWeekdays: Set<String> = ["月", "火", "水", "木", "金", "土", "日", "월", "화", "수", "목", "금", "토", "일"]

    /// Reads a date, restoring the position when there is none.
    mutating func date(defaultYear: Int?) -> LocalDate? {
        let saved = index
        // `mar. 14 de Agosto`: Spanish `mar.` is Tuesday before a day and a month name, not March.
        // This runs at every word a text is scanned at, so the word is lower-cased only when it has
        // the length and the `.`/`,` after it that such a weekday has.
        let word = readWord()
        if word.count == 3, index < text.endIndex, text[index] == "." || text[index] == ",",
           Self.shortRomanceWeekdays.contains(word.lowercased()), skip(".") || skip(","), skipSpaces() > 0,
           let date = dayFirst(defaultYear: defaultYear) {
            return date
        }
        index = saved
        if let date = cjkDate(defaultYear: defaultYear) ?? numericDate(defaultYear: defaultYear) ?? monthFirst(defaultYear: defaultYear) ?? dayFirst(defaultYear: defaultYear) {
            return date
        }
        index = saved
        return nil
    }

    // 2026-09-22, 9/22, 9/22/2026, 22.09.2026, 22.09.
    private mutating func numericDate(defaultYear: Int?) -> LocalDate? {
        let saved = index
        guard let (first, firstDigits) = readNumber() else { return nil }
        if firstDigits == 4, skip("-"), let (month, monthDigits) = readNumber(), monthDigits == 2, skip("-"),
           let (day, dayDigits) = readNumber(), dayDigits == 2, atBoundary {
            return LocalDate(year: first, month: month, day: day)
        }
        index = saved
        _ = readNumber()
        // `2025.2.24`, `2024-9-19`, `2019/02/09`: year first, month and day not padded.
        if firstDigits == 4, let separator = ["." as Character, "-", "/"].first(where: { skip($0) }), let (month, monthDigits) = readNumber(), monthDigits <= 2,
           skip(separator), let (day, dayDigits) = readNumber(), dayDigits <= 2, atBoundary,
           let date = LocalDate(year: first, month: month, day: day) {
            return date
        }
        index = saved
        _ = readNumber()
        if firstDigits <= 2, skip("/"), let (second, secondDigits) = readNumber(), secondDigits <= 2 {
            let (month, day) = slashDayFirst ? (second, first) : (first, second)
            let afterDay = index
            if skip("/"), let (year, yearDigits) = readNumber(), yearDigits == 4 || yearDigits == 2, atBoundary {
                return LocalDate(year: yearDigits == 2 ? 2000 + year : year, month: month, day: day)
            }
            index = afterDay
            guard atBoundary, let defaultYear else { index = saved; return nil }
            return LocalDate(year: defaultYear, month: month, day: day)
        }
        index = saved
        _ = readNumber()
        // `16\09\2018`: typed with backslashes, which GitHub shows as they are; only with a full year.
        if firstDigits <= 2, skip("\\"), let (second, secondDigits) = readNumber(), secondDigits <= 2, skip("\\"),
           let (year, yearDigits) = readNumber(), yearDigits == 4, atBoundary {
            let (month, day) = first > 12 || slashDayFirst ? (second, first) : (first, second)
            if let date = LocalDate(year: year, month: month, day: day) { return date }
        }
        index = saved
        _ = readNumber()
        if firstDigits <= 2, skip("."), let (month, monthDigits) = readNumber(), monthDigits <= 2, skip(".") {
            let afterMonth = index
            if let (year, yearDigits) = readNumber(), yearDigits == 4, atBoundary {
                return LocalDate(year: year, month: month, day: first)
            }
            index = afterMonth
            // `12.01.19`: a two-digit year only when day and month are zero-padded too, so a
            // version number such as `3.1.12` is not read.
            if firstDigits == 2, monthDigits == 2, let (year, yearDigits) = readNumber(), yearDigits == 2, atBoundary {
                return LocalDate(year: 2000 + year, month: month, day: first)
            }
            index = afterMonth
            // `22.09.` ends there; `3.1.12` goes on with digits: a version number, not a date.
            guard let defaultYear, atBoundary else { index = saved; return nil }
            return LocalDate(year: defaultYear, month: month, day: first)
        }
        index = saved
        _ = readNumber()
        // `29. 3. 2024`: Czech and Slovak put a space after each dot; only with its year, so a
        // numbered outline (`1. 2.`) is never a date.
        if firstDigits <= 2, skip("."), skipSpaces() == 1, let (month, monthDigits) = readNumber(), monthDigits <= 2, skip("."), skipSpaces() == 1,
           let (year, yearDigits) = readNumber(), yearDigits == 4, atBoundary, let date = LocalDate(year: year, month: month, day: first) {
            return date
        }
        index = saved
        _ = readNumber()
        // `05.09` with no closing dot: a day and month only where a date is expected (a date
        // cell), both zero-padded, so `3.10` (a version, a section) is never one. A page whose
        // own dot dates read only month first (`10.15`) writes them unpadded too (`8.27`, `9.3`).
        if hyphenMonthDay, firstDigits == 2 || dotMonthFirst, let defaultYear, skip("."), let (second, secondDigits) = readNumber(),
           secondDigits == 2 || dotMonthFirst && secondDigits == 1, atBoundary {
            let (month, day) = dotMonthFirst ? (first, second) : (second, first)
            if let date = LocalDate(year: defaultYear, month: month, day: day) { return date }
        }
        index = saved
        _ = readNumber()
        // `09-23-2022` (month first, as American calendars write it; day first when the first number is over 12).
        if firstDigits <= 2, skip("-"), let (second, secondDigits) = readNumber(), secondDigits <= 2, skip("-"),
           let (year, yearDigits) = readNumber(), yearDigits == 4, atBoundary {
            let (month, day) = first > 12 || slashDayFirst ? (second, first) : (first, second)
            if let date = LocalDate(year: year, month: month, day: day) { return date }
        }
        index = saved
        _ = readNumber()
        if hyphenMonthDay, firstDigits <= 2, let defaultYear, skip("-"), let (day, dayDigits) = readNumber(), dayDigits <= 2, atBoundary {
            return LocalDate(year: defaultYear, month: first, day: day)
        }
        index = saved
        return nil
    }

    // 2016年9月14日, 9月14日, 9 月 14 号
    private mutating func cjkDate(defaultYear: Int?) -> LocalDate? {
        let saved = index
        guard let (first, firstDigits) = readNumber() else { return nil }
        _ = skipSpaces()
        var year = defaultYear
        var month = first
        if firstDigits == 4, skip("年") {
            year = first
            _ = skipSpaces()
            guard let (value, _) = readNumber() else { index = saved; return nil }
            month = value
            _ = skipSpaces()
        }
        guard skip("月") else { index = saved; return nil }
        _ = skipSpaces()
        guard let (day, dayDigits) = readNumber(), dayDigits <= 2 else { index = saved; return nil }
        _ = skipSpaces()
        guard skip("日") || skip("号"), let year, let date = LocalDate(year: year, month: month, day: day) else { index = saved; return nil }
        return date
    }

    // Sep 22, Sept. 22, September 22, 2026
    private mutating func monthFirst(defaultYear: Int?) -> LocalDate? {
        let saved = index
        guard let month = MonthName.number(readWord()) else { index = saved; return nil }
        _ = skip(".")
        // `Sep/4`, `April-10`: a slash or hyphen between the month's name and the day.
        guard skipSpaces() > 0 || skip("/") || skip("-"), let (day, dayDigits) = readNumber(), dayDigits <= 2 else { index = saved; return nil }
        _ = readOrdinalSuffix()
        // `Mar. 6 & 8, 2024`: two class days sharing the year written after the second.
        let afterDay = index
        if skipSpaces() > 0, skip("&") || readWord().lowercased() == "and", skipSpaces() > 0, let (_, otherDigits) = readNumber(), otherDigits <= 2 {
            _ = readOrdinalSuffix()
            let beforeYear = index
            if skip(","), skipSpaces() > 0, let (year, yearDigits) = readNumber(), yearDigits == 4, atBoundary, let date = LocalDate(year: year, month: month, day: day) {
                return date
            }
            index = beforeYear
        }
        index = afterDay
        return withYear(month: month, day: day, defaultYear: defaultYear, comma: true) ?? { index = saved; return nil }()
    }

    // 22 Sep, 22 September 2026, 11 ноября 2026 г., 9-Jan
    private mutating func dayFirst(defaultYear: Int?) -> LocalDate? {
        let saved = index
        guard let (day, dayDigits) = readNumber(), dayDigits <= 2 else { index = saved; return nil }
        if skip("-") || skip("/") {
            // `9-Jan`, `18-Mar`, `14/Abr`: day, hyphen or slash, month name.
            guard let month = MonthName.number(readWord()) else { index = saved; return nil }
            return withYear(month: month, day: day, defaultYear: defaultYear, comma: false) ?? { index = saved; return nil }()
        }
        if !readOrdinalSuffix() { _ = skip(".") }
        // `8ago`, `15sep`: the month name written against the day, as compact tables do.
        if index < text.endIndex, text[index].isLetter {
            let word = readWord()
            guard word.count >= 3, let month = MonthName.numberAgainstDay(word) else { index = saved; return nil }
            // `2FEB23`: a two-digit year against the month, as military-style dates write it.
            let beforeYear = index
            if let (year, digits) = readNumber(), digits == 2, atBoundary, let date = LocalDate(year: 2000 + year, month: month, day: day) { return date }
            index = beforeYear
            return withYear(month: month, day: day, defaultYear: defaultYear, comma: false) ?? { index = saved; return nil }()
        }
        guard skipSpaces() > 0 else { index = saved; return nil }
        // Spanish and Portuguese `5 de abril`.
        let beforeConnector = index
        if readWord().lowercased() != "de" || skipSpaces() == 0 { index = beforeConnector }
        guard let month = MonthName.number(readWord()) else { index = saved; return nil }
        _ = skip(".")
        // `1 February, 2022`: the year may follow a comma.
        return withYear(month: month, day: day, defaultYear: defaultYear, comma: true) ?? { index = saved; return nil }()
    }

    /// Reads an optional `, 2026` / ` 2026` after day and month, else uses `defaultYear`.
    private mutating func withYear(month: Int, day: Int, defaultYear: Int?, comma: Bool) -> LocalDate? {
        let beforeYear = index
        if comma { _ = skip(",") }
        let beforeConnector = index
        if skipSpaces() == 0 || readWord().lowercased() != "de" { index = beforeConnector }
        if skipSpaces() > 0, let (year, yearDigits) = readNumber(), yearDigits == 4, atBoundary {
            return LocalDate(year: year, month: month, day: day)
        }
        index = beforeYear
        guard atBoundary, let defaultYear else { return nil }
        return LocalDate(year: defaultYear, month: month, day: day)
    }

    private var atBoundary: Bool {
        guard index < text.endIndex else { return true }
        let next = text[index]
        return !next.isWordCharacter
    }

    private mutating func readNumber() -> (value: Int, digits: Int)? {
        var value = 0
        var digits = 0
        while index < text.endIndex, let digit = text[index].asciiDigit, digits < 6 {
            value = value * 10 + digit
            digits += 1
            index = text.index(after: index)
        }
        return digits > 0 ? (value, digits) : nil
    }

    private mutating func readWord() -> Substring {
        let start = index
        while index < text.endIndex, text[index].isWordLetter { index = text.index(after: index) }
        return text[start..<index]
    }

    private mutating func readOrdinalSuffix() -> Bool {
        let saved = index
        let word = readWord().lowercased()
        if ["st", "nd", "rd", "th"].contains(word) { return true }
        index = saved
        return false
    }

    private mutating func skip(_ character: Character) -> Bool {
        guard index < text.endIndex, text[index] == character else { return false }
        index = text.index(after: index)
        return true
    }

    private mutating func skipTabs() -> Int {
        var count = 0
        while index < text.endIndex, text[index] == "\t" {
            index = text.index(after: index)
            count += 1
        }
        return count
    }

    /// `po`, `ut`, `út`, `st`, `št`, `čt`, `pi`, `pá`, `so`, `ne`.
    static let czechSlovakWeekdays: Set<String> = ["po", "ut", "út", "st", "št", "čt", "pi", "pá", "so", "ne"]

    private mutating func skipSpaces() -> Int {
        var count = 0
        while index < text.endIndex, text[index] == " " || text[index] == "\u{00A0}" {
            index = text.index(after: index)
            count += 1
        }
        return count
    }

    /// Spanish, Portuguese and French weekday abbreviations, some of them month names too (`mar`).
    private static let shortRomanceWeekdays: Set<String> = ["lun", "mar", "mié", "mie", "jue", "vie", "sáb", "sab", "dom", "seg", "ter", "qua", "qui", "sex", "mer", "jeu", "ven", "sam"]

    /// Whether `word` (lower-case) is a weekday name or abbreviation.
    static func isWeekday(_ word: String) -> Bool {
        weekdayByWord[word] != nil
    }

    /// The weekday `word` (lower-case) names, in any language the pages use (`freitag`, `jeudi`,
    /// `周三`, `tues`), or nil.
    static func weekday(_ word: String) -> Weekday? {
        weekdayByWord[word]
    }

    /// Lower-case words a weekday is written as: what `Weekday(name:)` reads (two or more leading
    /// letters of an English day name), plus other languages' names and abbreviations.
    private static let weekdayByWord: [String: Weekday] = {
        let others: [Weekday: [String]] = [
            .monday: ["пн", "понедельник", "lundi", "lunes", "montag", "segunda", "maandag", "ma", "maa", "lunedì", "poniedziałek", "pon",
                      "måndag", "mandag", "maanantai", "pazartesi", "senin", "周一", "星期一"],
            .tuesday: ["tues", "вт", "вторник", "mardi", "martes", "dienstag", "di", "terça", "terca", "dinsdag", "din", "martedì", "wtorek", "wt",
                       "tisdag", "tirsdag", "tiistai", "salı", "selasa", "周二", "星期二"],
            .wednesday: ["weds", "ср", "среда", "mercredi", "miércoles", "miercoles", "mittwoch", "mi", "quarta", "woensdag", "wo", "woe",
                         "mercoledì", "środa", "śr", "onsdag", "keskiviikko", "çarşamba", "rabu", "周三", "星期三"],
            .thursday: ["thur", "thurs", "чт", "четверг", "jeudi", "jueves", "donnerstag", "do", "quinta", "donderdag", "don", "giovedì", "gio",
                        "czwartek", "czw", "torsdag", "torstai", "perşembe", "kamis", "周四", "星期四"],
            .friday: ["пт", "пятница", "vendredi", "viernes", "freitag", "sexta", "vrijdag", "vrij", "vr", "vri", "venerdì", "piątek", "pt",
                      "fredag", "perjantai", "cuma", "jumat", "jum'at", "周五", "星期五"],
            .saturday: ["сб", "суббота", "samedi", "sábado", "sabado", "samstag", "zaterdag", "za", "zat", "sabato", "sobota", "sob",
                        "lördag", "lørdag", "lauantai", "cumartesi", "sabtu", "周六", "星期六"],
            .sunday: ["вс", "воскресенье", "dimanche", "domingo", "sonntag", "zondag", "zo", "zon", "domenica", "niedziela", "niedz",
                      "söndag", "søndag", "sunnuntai", "pazar", "minggu", "周日", "周天", "星期日", "星期天"],
        ]
        var map: [String: Weekday] = [:]
        for (day, words) in others {
            for word in words { map[word] = day }
        }
        for day in Weekday.allCases {
            let name = day.name.lowercased()
            for length in 2...name.count { map[String(name.prefix(length))] = day }
        }
        return map
    }()
}

extension Character {
    /// The value of an ASCII digit, or nil.
    fileprivate var asciiDigit: Int? {
        guard let ascii = asciiValue, ascii >= 48, ascii <= 57 else { return nil }
        return Int(ascii - 48)
    }
}
