import CourseModel

/// The book's per-course and per-person records grouped once per build, so a page looks its rows
/// up instead of filtering whole arrays (which made a 1,000-course site quadratic).
struct SiteIndex: Sendable {
    /// Enrolled students per course id, in enrollment-file order; staff only (empty otherwise).
    let students: [String: [Person]]
    /// How many students are enrolled per course id (the public pages show the count only).
    let studentCounts: [String: Int]
    /// Projects per course id, by due date then name.
    let projects: [String: [Project]]
    /// Courses each student is enrolled in, in the book's course order as the `profile` report
    /// lists them (unknown courses left out); staff only.
    let coursesStudied: [String: [Course]]
    /// Courses per person on their staff, with the role, in course order.
    let coursesStaffed: [String: [(course: Course, role: StaffRole)]]
    /// Courses per instructor or co-instructor id, in course order.
    let coursesTaught: [String: [Course]]
    /// Bonus rows per course id, in file order; staff only.
    let bonusByCourse: [String: [BonusEntry]]
    /// Bonus rows per student id, in file order; staff only.
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

    /// Groups `book`'s records; `pageDeadlines` are the course pages' dated deadlines. `staff`
    /// groups what only staff pages show: students, their courses and bonus rows, and attendance
    /// counted per student (the costly part). A public build skips them: on a faculty's book the
    /// students and their courses alone took 80 MB, for pages that print a count.
    init(book: CourseBook, pageDeadlines deadlines: [Deadline], staff: Bool) {
        var students: [String: [Person]] = [:]
        var counts: [String: Int] = [:]
        for enrollment in book.enrollments where book.person(enrollment.studentID) != nil {
            counts[enrollment.courseID, default: 0] += 1
            if staff, let person = book.person(enrollment.studentID) { students[enrollment.courseID, default: []].append(person) }
        }
        self.students = students
        studentCounts = counts
        coursesStudied = staff ? book.coursesStudiedByPerson() : [:]
        projects = Dictionary(grouping: book.projects, by: \.courseID).mapValues { $0.sorted(by: Project.listedBefore) }
        let staffed = book.coursesStaffedByPerson().mapValues { $0.map { (course: $0.course, role: $0.member.role) } }
        coursesStaffed = staffed
        coursesTaught = staffed.compactMapValues { list in
            let taught = list.filter(\.role.teaches).map(\.course)
            return taught.isEmpty ? nil : taught
        }
        bonusByCourse = staff ? Dictionary(grouping: book.bonus, by: \.courseID) : [:]
        bonusByStudent = staff ? Dictionary(grouping: book.bonus, by: \.studentID) : [:]
        var attendance: [Pair: [AttendanceStatus: Int]] = [:]
        for row in staff ? book.attendance : [] {
            attendance[Pair(course: row.courseID, student: row.studentID), default: [:]][row.status, default: 0] += 1
        }
        self.attendance = attendance
        pageDeadlines = Dictionary(grouping: deadlines, by: \.courseID)
    }
}
