/// The reports `coursebook report KIND` can print.
package enum ReportKind: String, Sendable, CaseIterable {
    case sessions, roster, teachers, course, profile, attendance, bonus, projects, deadlines, notes, recent, places, signin

    /// One line for `--help`.
    package var summary: String {
        switch self {
        case .sessions: "every session of a course, or of all courses"
        case .roster: "the students of a course, or of every course"
        case .teachers: "teachers grouped by the subject of the courses they teach"
        case .course: "a course profile: teacher, meetings, students, projects"
        case .profile: "a person (--person ID): courses taught and studied"
        case .attendance: "present, late, absent, excused, points and percentage per student"
        case .bonus: "bonus entries and each student's total"
        case .projects: "projects per course: done, open or overdue"
        case .deadlines: "open projects and course-page deadlines due in the next --days N days"
        case .notes: "the notes of a course (--course ID) or one session (--session DATE)"
        case .recent: "notes created in the last --hours N hours"
        case .places: "rooms with the sessions held there"
        case .signin: "a blank sign-in sheet for one session (--course ID --session DATE)"
        }
    }

    /// Whether `--course` narrows this report (or, for `notes` and `signin`, is required).
    var takesCourse: Bool { self != .teachers && self != .profile }
}
