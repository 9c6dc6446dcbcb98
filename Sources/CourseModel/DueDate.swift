/// When a project is due: a whole day, or a wall-clock time in the term's zone.
package enum DueDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Due by the end of the day.
    case day(LocalDate)
    /// Due at a local time.
    case time(LocalDateTime)

    /// The calendar day it is due.
    package var date: LocalDate {
        switch self {
        case .day(let date): date
        case .time(let dateTime): dateTime.date
        }
    }

    /// The last local moment the work is on time (end of day for whole-day deadlines).
    package var localDeadline: LocalDateTime {
        switch self {
        case .day(let date): LocalDateTime(date: date, secondsOfDay: 86_399)
        case .time(let dateTime): dateTime
        }
    }

    /// `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM`.
    package var description: String {
        switch self {
        case .day(let date): date.description
        case .time(let dateTime): dateTime.description
        }
    }

    package static func < (lhs: DueDate, rhs: DueDate) -> Bool { lhs.localDeadline < rhs.localDeadline }
}
