/// A student taking a course (`enrollments.csv`).
package struct Enrollment: Sendable, Hashable, Codable {
    /// The course id.
    package var courseID: String
    /// The student's person id.
    package var studentID: String
    /// The first day the student belongs to the course (joined late); nil from the term's start.
    package var from: LocalDate?
    /// The last day the student belongs to the course (left early); nil to the term's end.
    package var until: LocalDate?

    /// Creates an enrollment.
    package init(courseID: String, studentID: String, from: LocalDate? = nil, until: LocalDate? = nil) {
        self.courseID = courseID
        self.studentID = studentID
        self.from = from
        self.until = until
    }

    /// Whether the student belongs to the course on `date`.
    package func covers(_ date: LocalDate) -> Bool {
        (from.map { $0 <= date } ?? true) && (until.map { date <= $0 } ?? true)
    }
}

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

/// A piece of course work with a due date (`projects.csv`).
package struct Project: Sendable, Hashable {
    /// The course id.
    package var courseID: String
    /// Name, unique within its course.
    package var name: String
    /// When it is due.
    package var due: DueDate
    /// Whether it has been completed.
    package var isDone: Bool

    /// Creates a project.
    package init(courseID: String, name: String, due: DueDate, isDone: Bool) {
        self.courseID = courseID
        self.name = name
        self.due = due
        self.isDone = isDone
    }

    /// Where the project stands on `today`: done when marked so; overdue when open and due before
    /// `today` (due today is not overdue yet); open otherwise. The one overdue rule: the site's
    /// project lists and the projects report both ask it.
    package func status(on today: LocalDate) -> ProjectStatus {
        isDone ? .done : due.date < today ? .overdue : .open
    }
}

/// Where a project stands on a day (`Project.status(on:)`).
package enum ProjectStatus: String, Sendable, CaseIterable {
    case done, open, overdue
}

/// How a student attended one session.
package enum AttendanceStatus: String, Sendable, Hashable, Codable, CaseIterable {
    case present, late, absent, excused
}

/// One student's attendance at one session (`attendance.csv`).
package struct AttendanceRecord: Sendable, Hashable {
    /// The course id.
    package var courseID: String
    /// The student's person id.
    package var studentID: String
    /// The session's date.
    package var date: LocalDate
    /// Present, late, absent or excused.
    package var status: AttendanceStatus

    /// Creates an attendance record.
    package init(courseID: String, studentID: String, date: LocalDate, status: AttendanceStatus) {
        self.courseID = courseID
        self.studentID = studentID
        self.date = date
        self.status = status
    }
}

/// Bonus points given to a student for an activity (`bonus.csv`).
package struct BonusEntry: Sendable, Hashable {
    /// The course id.
    package var courseID: String
    /// The student's person id.
    package var studentID: String
    /// Whole points, 1...10.
    package var points: Int
    /// Why they were given.
    package var reason: String
    /// When they were given, if recorded.
    package var date: LocalDate?

    /// Creates a bonus entry.
    package init(courseID: String, studentID: String, points: Int, reason: String, date: LocalDate?) {
        self.courseID = courseID
        self.studentID = studentID
        self.points = points
        self.reason = reason
        self.date = date
    }
}

/// A note written for one session (`notes/<course>/<YYYY-MM-DD>-<slug>.md`).
package struct Note: Sendable, Hashable {
    /// The course id (the folder name).
    package var courseID: String
    /// The session's date (from the file name).
    package var sessionDate: LocalDate
    /// The slug from the file name, unique per course and date.
    package var slug: String
    /// Title from the front matter.
    package var title: String
    /// When it was written.
    package var created: Instant
    /// Markdown body after the front matter.
    package var body: String
    /// Path relative to the book.
    package var path: String

    /// Creates a note.
    package init(courseID: String, sessionDate: LocalDate, slug: String, title: String, created: Instant, body: String, path: String) {
        self.courseID = courseID
        self.sessionDate = sessionDate
        self.slug = slug
        self.title = title
        self.created = created
        self.body = body
        self.path = path
    }
}
