/// A student taking a course (`enrollments.csv`).
public struct Enrollment: Sendable, Hashable, Codable {
    /// The course id.
    public var courseID: String
    /// The student's person id.
    public var studentID: String
    /// The first day the student belongs to the course (joined late); nil from the term's start.
    public var from: LocalDate?
    /// The last day the student belongs to the course (left early); nil to the term's end.
    public var until: LocalDate?

    /// Creates an enrollment.
    public init(courseID: String, studentID: String, from: LocalDate? = nil, until: LocalDate? = nil) {
        self.courseID = courseID
        self.studentID = studentID
        self.from = from
        self.until = until
    }

    /// Whether the student belongs to the course on `date`.
    public func covers(_ date: LocalDate) -> Bool {
        (from.map { $0 <= date } ?? true) && (until.map { date <= $0 } ?? true)
    }
}

/// When a project is due: a whole day, or a wall-clock time in the term's zone.
public enum DueDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Due by the end of the day.
    case day(LocalDate)
    /// Due at a local time.
    case time(LocalDateTime)

    /// The calendar day it is due.
    public var date: LocalDate {
        switch self {
        case .day(let date): date
        case .time(let dateTime): dateTime.date
        }
    }

    /// The last local moment the work is on time (end of day for whole-day deadlines).
    public var localDeadline: LocalDateTime {
        switch self {
        case .day(let date): LocalDateTime(date: date, secondsOfDay: 86_399)
        case .time(let dateTime): dateTime
        }
    }

    /// `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM`.
    public var description: String {
        switch self {
        case .day(let date): date.description
        case .time(let dateTime): dateTime.description
        }
    }

    public static func < (lhs: DueDate, rhs: DueDate) -> Bool { lhs.localDeadline < rhs.localDeadline }
}

/// A piece of course work with a due date (`projects.csv`).
public struct Project: Sendable, Hashable {
    /// The course id.
    public var courseID: String
    /// Name, unique within its course.
    public var name: String
    /// When it is due.
    public var due: DueDate
    /// Whether it has been completed.
    public var isDone: Bool

    /// Creates a project.
    public init(courseID: String, name: String, due: DueDate, isDone: Bool) {
        self.courseID = courseID
        self.name = name
        self.due = due
        self.isDone = isDone
    }
}

/// How a student attended one session.
public enum AttendanceStatus: String, Sendable, Hashable, Codable, CaseIterable {
    case present, late, absent, excused
}

/// One student's attendance at one session (`attendance.csv`).
public struct AttendanceRecord: Sendable, Hashable {
    /// The course id.
    public var courseID: String
    /// The student's person id.
    public var studentID: String
    /// The session's date.
    public var date: LocalDate
    /// Present, late, absent or excused.
    public var status: AttendanceStatus

    /// Creates an attendance record.
    public init(courseID: String, studentID: String, date: LocalDate, status: AttendanceStatus) {
        self.courseID = courseID
        self.studentID = studentID
        self.date = date
        self.status = status
    }
}

/// Bonus points given to a student for an activity (`bonus.csv`).
public struct BonusEntry: Sendable, Hashable {
    /// The course id.
    public var courseID: String
    /// The student's person id.
    public var studentID: String
    /// Whole points, 1...10.
    public var points: Int
    /// Why they were given.
    public var reason: String
    /// When they were given, if recorded.
    public var date: LocalDate?

    /// Creates a bonus entry.
    public init(courseID: String, studentID: String, points: Int, reason: String, date: LocalDate?) {
        self.courseID = courseID
        self.studentID = studentID
        self.points = points
        self.reason = reason
        self.date = date
    }
}

/// A note written for one session (`notes/<course>/<YYYY-MM-DD>-<slug>.md`).
public struct Note: Sendable, Hashable {
    /// The course id (the folder name).
    public var courseID: String
    /// The session's date (from the file name).
    public var sessionDate: LocalDate
    /// The slug from the file name, unique per course and date.
    public var slug: String
    /// Title from the front matter.
    public var title: String
    /// When it was written.
    public var created: Instant
    /// Markdown body after the front matter.
    public var body: String
    /// Path relative to the book.
    public var path: String

    /// Creates a note.
    public init(courseID: String, sessionDate: LocalDate, slug: String, title: String, created: Instant, body: String, path: String) {
        self.courseID = courseID
        self.sessionDate = sessionDate
        self.slug = slug
        self.title = title
        self.created = created
        self.body = body
        self.path = path
    }
}
