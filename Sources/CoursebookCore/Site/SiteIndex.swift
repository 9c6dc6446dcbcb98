import CourseModel

/// The book's per-course and per-person records grouped once per build, so a page looks its rows
/// up instead of filtering whole arrays (which made a 1,000-course site quadratic).
struct SiteIndex: Sendable {
    /// Enrolled students per course id, in enrollment-file order.
    let students: [String: [Person]]
    /// Projects per course id, by due date then name.
    let projects: [String: [Project]]
    /// Courses each student is enrolled in, in the book's course order as the `profile` report
    /// lists them (unknown courses left out).
    let coursesStudied: [String: [Course]]
    /// Courses per person on their staff, with the role, in course order.
    let coursesStaffed: [String: [(course: Course, role: StaffRole)]]
    /// Courses per instructor or co-instructor id, in course order.
    let coursesTaught: [String: [Course]]
    /// Bonus rows per course id and per student id, in file order.
    let bonusByCourse: [String: [BonusEntry]]
    /// Bonus rows per student id, in file order.
    let bonusByStudent: [String: [BonusEntry]]
    /// Attendance rows counted by status, per course and student; empty unless counted (only
    /// staff pages show them).
    let attendance: [Pair: [AttendanceStatus: Int]]
    /// Course-page deadlines per course id, in page order.
    let pageDeadlines: [String: [Deadline]]

    /// A course and a student.
    struct Pair: Hashable, Sendable {
        var course: String
        var student: String
    }

    /// Groups `book`'s records; `pageDeadlines` are the course pages' dated deadlines. Counting
    /// every attendance row is the costly part, so a public build, which shows no counts, skips it.
    init(book: CourseBook, pageDeadlines deadlines: [Deadline], countAttendance: Bool) {
        var students: [String: [Person]] = [:]
        for enrollment in book.enrollments {
            if let person = book.person(enrollment.studentID) { students[enrollment.courseID, default: []].append(person) }
        }
        self.students = students
        var studied: [String: [Course]] = [:]
        for course in book.courses {
            for student in students[course.id] ?? [] where studied[student.id]?.last?.id != course.id {
                studied[student.id, default: []].append(course)
            }
        }
        coursesStudied = studied
        projects = Dictionary(grouping: book.projects, by: \.courseID).mapValues { $0.sorted { ($0.due, $0.name) < ($1.due, $1.name) } }
        var staffed: [String: [(course: Course, role: StaffRole)]] = [:]
        for course in book.courses {
            for member in course.staff { staffed[member.personID, default: []].append((course, member.role)) }
        }
        coursesStaffed = staffed
        coursesTaught = staffed.compactMapValues { list in
            let taught = list.filter(\.role.teaches).map(\.course)
            return taught.isEmpty ? nil : taught
        }
        bonusByCourse = Dictionary(grouping: book.bonus, by: \.courseID)
        bonusByStudent = Dictionary(grouping: book.bonus, by: \.studentID)
        var attendance: [Pair: [AttendanceStatus: Int]] = [:]
        for row in countAttendance ? book.attendance : [] {
            attendance[Pair(course: row.courseID, student: row.studentID), default: [:]][row.status, default: 0] += 1
        }
        self.attendance = attendance
        pageDeadlines = Dictionary(grouping: deadlines, by: \.courseID)
    }
}
