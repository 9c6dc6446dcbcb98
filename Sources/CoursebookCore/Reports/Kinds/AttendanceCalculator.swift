import CourseModel

/// The attendance arithmetic, kept apart from presentation so it can be checked by hand.
///
/// Sessions taken are the course's session dates up to `today` (inclusive) with at least one
/// attendance row; a student without a row for a taken session was absent, unless the session lies
/// outside the student's enrollment (`from`/`until`), which does not count at all. Points are
/// present × presentWeight + late × lateWeight; the percentage is points / (taken − excused) × 100,
/// rounded to one decimal, and does not exist when every taken session was excused.
package struct AttendanceCalculator: Sendable {
    /// Points for a present student.
    package var presentWeight: Double
    /// Points for a late student.
    package var lateWeight: Double

    /// A calculator with the book's weights.
    package init(presentWeight: Double = 1, lateWeight: Double = 0.5) {
        self.presentWeight = presentWeight
        self.lateWeight = lateWeight
    }

    /// One student's counts over the taken sessions.
    package struct Tally: Sendable, Equatable {
        /// The status at each taken session, in date order; nil where the session lies outside the
        /// student's enrollment (shown blank, counted nowhere).
        package var statuses: [AttendanceStatus?]
        /// Sessions present.
        package var present = 0
        /// Sessions late.
        package var late = 0
        /// Sessions absent, including taken sessions without a row.
        package var absent = 0
        /// Sessions excused.
        package var excused = 0
        /// Weighted points.
        package var points = 0.0
        /// Percentage with one decimal; nil when every taken session was excused (or none was taken).
        package var percent: Double?
    }

    /// One course's taken sessions and a tally per student, in report order.
    package struct CourseAttendance: Sendable {
        /// The dates of the taken sessions.
        package var taken: [LocalDate]
        /// Each enrolled student with their tally.
        package var students: [(person: Person, tally: Tally)]
    }

    /// Counts `statuses` (one per taken session, nil outside the enrollment) and computes points
    /// and percentage.
    package func tally(_ statuses: [AttendanceStatus?]) -> Tally {
        var tally = Tally(statuses: statuses)
        for case let status? in statuses {
            switch status {
            case .present: tally.present += 1
            case .late: tally.late += 1
            case .absent: tally.absent += 1
            case .excused: tally.excused += 1
            }
        }
        tally.points = Double(tally.present) * presentWeight + Double(tally.late) * lateWeight
        let counted = tally.present + tally.late + tally.absent
        tally.percent = counted > 0 ? ReportText.rounded(tally.points / Double(counted) * 100, places: 1) : nil
        return tally
    }

    /// The attendance of course `courseID` up to `today`, from `records` (the rows of that course).
    package func course(_ courseID: String, in book: CourseBook, records: [AttendanceRecord], today: LocalDate) -> CourseAttendance {
        var byStudent: [String: [LocalDate: AttendanceStatus]] = [:]
        var recordedDates: Set<LocalDate> = []
        for record in records where record.courseID == courseID {
            byStudent[record.studentID, default: [:]][record.date] = record.status
            recordedDates.insert(record.date)
        }
        let taken = Set(book.sessions(of: courseID).map(\.date).filter { $0 <= today && recordedDates.contains($0) }).sorted()
        let enrollments = Dictionary(book.enrollments.filter { $0.courseID == courseID }.map { ($0.studentID, $0) }, uniquingKeysWith: { first, _ in first })
        let students = PeopleOrder.sorted(book.students(of: courseID)).map { person in
            let rows = byStudent[person.id] ?? [:]
            let enrollment = enrollments[person.id]
            return (person, tally(taken.map { date in
                enrollment?.covers(date) == false ? nil : rows[date] ?? .absent
            }))
        }
        return CourseAttendance(taken: taken, students: students)
    }
}
