import CourseModel
import Foundation

/// What a report is about and the moment it describes: the options of `coursebook report`.
package struct ReportOptions: Sendable {
    /// Only this course (required by `notes`).
    package var courseID: String?
    /// The person of a `profile`.
    package var personID: String?
    /// The date the report describes; sessions after it are not yet taken, projects due before it are overdue.
    package var today: LocalDate
    /// The moment `recent` counts back from.
    package var now: Instant
    /// Adds one attendance column per taken session.
    package var matrix = false
    /// How many days ahead `deadlines` looks.
    package var days = DeadlinesReport.standardDays
    /// How many hours back `recent` looks.
    package var hours = RecentNotesReport.standardHours
    /// Only the notes of this session (with `notes`).
    package var sessionDate: LocalDate?
    /// Notes newest or oldest first.
    package var order = NoteOrder.desc
    /// Deadlines from other sources (the course pages) shown beside project deadlines.
    package var extraDeadlines: [Deadline] = []
    /// `attendance`: flag students whose percentage is under this (0 to 100).
    package var below: Double?
    /// When the report was made, for its header; nil for `now`.
    package var generated: Instant?

    /// Options for a report describing `today` at the instant `now`.
    package init(today: LocalDate, now: Instant) {
        self.today = today
        self.now = now
    }

    /// Options for a run at `current`: today is its date in the term's time zone. A fixed `today`
    /// (from `--today`) describes that whole day, as a site built for it does (`TermClock`): now is
    /// the end of the day and the report says it was made in its last minute, so output is
    /// reproducible.
    package static func at(_ current: Instant, today fixed: LocalDate?, term: Term) -> ReportOptions {
        let clock = TermClock(term: term)
        guard let fixed else {
            return ReportOptions(today: clock.today(at: current), now: current)
        }
        var options = ReportOptions(today: fixed, now: clock.endOfDay(fixed))
        options.generated = clock.lastMinute(of: fixed)
        return options
    }
}
