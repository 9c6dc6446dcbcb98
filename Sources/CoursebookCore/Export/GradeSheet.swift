import CourseModel

/// The numbers one course exports to an LMS gradebook: per enrolled student, one value per item,
/// and each item's maximum for a `Points Possible` row.
///
/// Attendance is the attendance report's points up to `today` (present × present weight + late ×
/// late weight); its maximum is every taken session at the present weight, as a student present
/// throughout would have. Bonus has no natural maximum: it is the largest total in the course (0
/// when nobody has bonus points), so an LMS that scales by the maximum shows the best student at
/// 100 % and never above; a teacher who counts bonus as extra credit sets it to 0 in the LMS.
package struct GradeSheet: Sendable {
    /// One student's line.
    package struct Line: Sendable {
        /// The student.
        package var person: Person
        /// One value per item, in `items` order.
        package var values: [Double]
    }

    /// The course.
    package var course: Course
    /// The exported items, in column order.
    package var items: [GradeItem]
    /// Each item's maximum, in `items` order.
    package var maxima: [Double]
    /// The enrolled students, in roster order.
    package var lines: [Line]

    /// The sheet of course `courseID` (which must exist) up to `today`.
    package init(book: CourseBook, courseID: String, items: [GradeItem], today: LocalDate) throws(ReportRequestError) {
        guard let course = book.course(courseID) else {
            throw .unknownCourse(courseID, closest: ClosestNames.closest(to: courseID, among: book.courses.map(\.id)))
        }
        let calculator = AttendanceCalculator(presentWeight: book.settings.presentWeight, lateWeight: book.settings.lateWeight)
        let attendance = calculator.course(courseID, in: book, records: book.attendance.filter { $0.courseID == courseID }, today: today)
        let points = Dictionary(attendance.students.map { ($0.person.id, $0.tally.points) }, uniquingKeysWith: { first, _ in first })
        let bonus = BonusTotals.byStudent(in: courseID, book.bonus).mapValues(Double.init)
        let students = attendance.students.map(\.person)
        self.course = course
        self.items = items
        maxima = items.map { item in
            switch item {
            case .attendance: Double(attendance.taken.count) * calculator.presentWeight
            case .bonus: students.map { bonus[$0.id] ?? 0 }.max() ?? 0
            }
        }
        lines = students.map { person in
            Line(person: person, values: items.map { item in
                switch item {
                case .attendance: points[person.id] ?? 0
                case .bonus: bonus[person.id] ?? 0
                }
            })
        }
    }

    /// A value as both LMS imports read it: a `.` decimal point, at most two decimals, no
    /// trailing zeros (`3`, `2.5`).
    package static func number(_ value: Double) -> String { ReportText.points(value) }
}
