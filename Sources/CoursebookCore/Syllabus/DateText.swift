import CourseModel

/// Reads the dates course pages are written with: ISO, `Sep 22`, `September 22, 2026`, `22 Sep`,
/// `9/22`, `Tue 9/22`, `22.09.2026` and Russian `11 ноября 2026`.
///
/// A date without a year takes `defaultYear`; with neither it is not read.
struct DateText {
    /// The year for dates written without one.
    var defaultYear: Int?

    /// The date at the very start of `text` and how many characters it used, or nil.
    func prefix(of text: Substring) -> (date: LocalDate, length: Int)? {
        var scanner = DateScanner(text)
        let start = scanner.index
        scanner.skipWeekday()
        guard let date = scanner.date(defaultYear: defaultYear) else { return nil }
        return (date, text.distance(from: start, to: scanner.index))
    }

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
        while index < limit {
            let character = text[index]
            if character.isWordCharacter && !previous.isWordCharacter,
               let found = prefix(of: text[index...]) {
                return (found.date, index..<text.index(index, offsetBy: found.length))
            }
            previous = character
            index = text.index(after: index)
        }
        return nil
    }

    /// The whole of `text` as one date (surrounding spaces and emphasis allowed), or nil.
    func parse(_ text: String) -> LocalDate? {
        let trimmed = text.trimmingCharacters(in: " \t*_")
        guard let found = prefix(of: Substring(trimmed)) else { return nil }
        return found.length == trimmed.count ? found.date : nil
    }
}

/// Month names and abbreviations, English and Russian (nominative and genitive).
enum MonthName {
    /// The month number (1–12) of `word`, or nil.
    static func number(_ word: some StringProtocol) -> Int? {
        names[word.lowercased()]
    }

    private static let names: [String: Int] = {
        var names: [String: Int] = [:]
        let english = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"]
        for (index, name) in english.enumerated() {
            names[name] = index + 1
            names[String(name.prefix(3))] = index + 1
        }
        names["sept"] = 9
        let russian = [
            ["январь", "января", "янв"], ["февраль", "февраля", "фев", "февр"], ["март", "марта", "мар"],
            ["апрель", "апреля", "апр"], ["май", "мая"], ["июнь", "июня", "июн"], ["июль", "июля", "июл"],
            ["август", "августа", "авг"], ["сентябрь", "сентября", "сен", "сент"], ["октябрь", "октября", "окт"],
            ["ноябрь", "ноября", "ноя", "нояб"], ["декабрь", "декабря", "дек"],
        ]
        for (index, forms) in russian.enumerated() {
            for form in forms { names[form] = index + 1 }
        }
        return names
    }()
}

extension String {
    fileprivate func trimmingCharacters(in set: String) -> String {
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}
