/// A day of the week, Monday first, as course timetables count them.
package enum Weekday: Int, Sendable, Hashable, CaseIterable, Codable, Comparable {
    case monday, tuesday, wednesday, thursday, friday, saturday, sunday

    /// The timetable letter: M T W R F S U (R is Thursday, U is Sunday).
    package var letter: Character {
        switch self {
        case .monday: "M"
        case .tuesday: "T"
        case .wednesday: "W"
        case .thursday: "R"
        case .friday: "F"
        case .saturday: "S"
        case .sunday: "U"
        }
    }

    /// Every timetable letter in upper case, Monday first: `MTWRFSU`.
    package static let letters = String(allCases.map(\.letter))

    /// English three-letter abbreviation, e.g. `Mon`.
    package var shortName: String {
        ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][rawValue]
    }

    /// English full name, e.g. `Monday`.
    package var name: String {
        ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][rawValue]
    }

    /// Reads a timetable letter (`M`…`U`, any case).
    package init?(letter: Character) {
        guard let day = Weekday.allCases.first(where: { $0.letter == Character(letter.uppercased()) }) else {
            return nil
        }
        self = day
    }

    /// Reads a day name or abbreviation such as `Mon`, `monday`, `Thu`, `Thurs`.
    package init?(name: String) {
        let lower = name.lowercased()
        guard lower.count >= 2,
              let day = Weekday.allCases.first(where: { $0.name.lowercased().hasPrefix(lower) })
        else { return nil }
        self = day
    }

    /// Parses a pattern such as `MWF` or `TR`; nil if a letter is unknown or repeated.
    package static func parsePattern(_ pattern: String) -> [Weekday]? {
        var days: [Weekday] = []
        for character in pattern where character != " " {
            guard let day = Weekday(letter: character), !days.contains(day) else { return nil }
            days.append(day)
        }
        return days.isEmpty ? nil : days.sorted()
    }

    package static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.rawValue < rhs.rawValue }
}
