/// A whole loaded and validated course book: the term, people, courses and their records.
package struct CourseBook: Sendable {
    /// The site or faculty title.
    package var title: String
    /// The term every session falls in.
    package var term: Term
    /// Optional settings.
    package var settings: BookSettings
    /// Everyone, in file order.
    package var people: [Person]
    /// Every course, ordered by id.
    package var courses: [Course]
    /// Who takes which course.
    package var enrollments: [Enrollment]
    /// Course work with due dates.
    package var projects: [Project]
    /// Attendance rows.
    package var attendance: [AttendanceRecord]
    /// Bonus points.
    package var bonus: [BonusEntry]
    /// Session notes.
    package var notes: [Note]
    /// Computed sessions per course id, in date order.
    package var sessions: [String: [Session]]

    private var personIndex: [String: Int]
    private var courseIndex: [String: Int]

    /// Creates a course book and indexes its people and courses by id.
    package init(
        title: String, term: Term, settings: BookSettings = BookSettings(), people: [Person] = [],
        courses: [Course] = [], enrollments: [Enrollment] = [], projects: [Project] = [],
        attendance: [AttendanceRecord] = [], bonus: [BonusEntry] = [], notes: [Note] = [],
        sessions: [String: [Session]] = [:]
    ) {
        self.title = title
        self.term = term
        self.settings = settings
        self.people = people
        self.courses = courses
        self.enrollments = enrollments
        self.projects = projects
        self.attendance = attendance
        self.bonus = bonus
        self.notes = notes
        self.sessions = sessions
        personIndex = Dictionary(people.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        courseIndex = Dictionary(courses.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The person with `id`.
    package func person(_ id: String) -> Person? { personIndex[id].map { people[$0] } }

    /// The course with `id`.
    package func course(_ id: String) -> Course? { courseIndex[id].map { courses[$0] } }

    /// The teacher of a course, if assigned: its first instructor.
    package func teacher(of course: Course) -> Person? { course.teacherID.flatMap(person) }

    /// Everyone who teaches a course (instructors and co-instructors), in file order.
    package func instructors(of course: Course) -> [Person] { course.instructorIDs.compactMap(person) }

    /// A course's staff with their people, standard roles first, file order within a role.
    package func staff(of course: Course) -> [(person: Person, member: StaffMember)] {
        let listed = course.staff.enumerated().compactMap { index, member in person(member.personID).map { (index, $0, member) } }
        return listed.sorted { ($0.2.role, $0.0) < ($1.2.role, $1.0) }.map { ($0.1, $0.2) }
    }

    /// The courses a person is on the staff of, with their role in each, ordered by course id.
    package func coursesStaffed(by personID: String) -> [(course: Course, member: StaffMember)] {
        courses.compactMap { course in course.staffMember(personID).map { (course, $0) } }
    }

    /// `coursesStaffed(by:)` for everyone on a course's staff, at once (for pages that list them all).
    package func coursesStaffedByPerson() -> [String: [(course: Course, member: StaffMember)]] {
        var staffed: [String: [(course: Course, member: StaffMember)]] = [:]
        for course in courses {
            for member in course.staff { staffed[member.personID, default: []].append((course, member)) }
        }
        return staffed
    }

    /// The courses a person is enrolled in, ordered by course id.
    package func coursesStudied(by personID: String) -> [Course] {
        let enrolled = Set(enrollments.lazy.filter { $0.studentID == personID }.map(\.courseID))
        return courses.filter { enrolled.contains($0.id) }
    }

    /// `coursesStudied(by:)` for everyone enrolled in a course, at once (for pages that list them all).
    package func coursesStudiedByPerson() -> [String: [Course]] {
        let students = Dictionary(grouping: enrollments, by: \.courseID)
        var studied: [String: [Course]] = [:]
        for course in courses {
            for enrollment in students[course.id] ?? [] where studied[enrollment.studentID]?.last?.id != course.id {
                studied[enrollment.studentID, default: []].append(course)
            }
        }
        return studied
    }

    /// The students enrolled in a course, in enrollment-file order.
    package func students(of courseID: String) -> [Person] {
        studentIDs(of: courseID).compactMap { person($0) }
    }

    /// The ids of the students enrolled in a course, in enrollment-file order: the one "who is
    /// enrolled in this course", for the reports and every editing command and import.
    package func studentIDs(of courseID: String) -> [String] {
        enrollments.filter { $0.courseID == courseID }.map(\.studentID)
    }

    /// The sessions of a course, in date order.
    package func sessions(of courseID: String) -> [Session] { sessions[courseID] ?? [] }
}
