import CourseModel

/// Why a report cannot be made from the options given; the command line reports these as usage errors.
package enum ReportRequestError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No course has this id; `closest` are the nearest known ids.
    case unknownCourse(String, closest: [String])
    /// No person has this id; `closest` are the nearest known ids.
    case unknownPerson(String, closest: [String])
    /// The report needs an option that was not given.
    case missingOption(kind: ReportKind, option: String)
    /// The report does not use an option that was given.
    case unusedOption(kind: ReportKind, option: String)
    /// The course has no session on the date given with `--session`; `closest` are nearby session dates.
    case noSession(course: String, date: LocalDate, closest: [LocalDate])
    /// A number option is outside what it can be; `range` says what it can be, in words.
    case outOfRange(option: String, value: Double, range: String)

    package var description: String {
        switch self {
        case .unknownCourse(let id, let closest):
            "unknown course '\(id)'" + Self.suggest(closest)
        case .unknownPerson(let id, let closest):
            "unknown person '\(id)'" + Self.suggest(closest)
        case .missingOption(let kind, let option):
            "report '\(kind.rawValue)' needs \(option)"
        case .unusedOption(let kind, let option):
            "report '\(kind.rawValue)' does not take \(option)"
        case .noSession(let course, let date, let closest):
            // Weekdays show the course's pattern: asked for a Thursday, told of Monday and Friday.
            "course '\(course)' has no session on \(date) (\(date.weekday.shortName))" + Self.suggest(closest.map { "\($0) (\($0.weekday.shortName))" })
        case .outOfRange(let option, let value, let range):
            "\(option) must be \(range), not \(value.isFinite ? ReportText.points(value) : String(value))"
        }
    }

    private static func suggest(_ names: [String]) -> String {
        names.isEmpty ? "" : "; closest: " + names.joined(separator: ", ")
    }
}
