import CourseModel

/// Checks that the ids a record names exist and fit: known person, known course, enrolled
/// student who is not on the course's staff, a session on the given date.
///
/// Courses and people are numbered (`IDTable`), so the checks on millions of attendance rows
/// look ids up straight from the file's bytes and compare integers after that.
struct ReferenceChecker: Sendable {
    /// Person ids by number.
    private(set) var people = IDTable()
    /// Staff person numbers and roles by course id: nobody studies a course they teach.
    private var staff: [String: [String: StaffRole]] = [:]
    /// Ids seen only in rows too broken to read, so references to them do not cascade into more
    /// errors. Kept as `quietKey`s, so `am\0ara` in people.csv also quiets references to `amara`.
    var unreadablePeople: Set<String> = [] {
        didSet { unreadablePeople = Set(unreadablePeople.map(Self.quietKey)) }
    }
    /// The courses folder could not be listed: no course reference is judged.
    var coursesFolderUnreadable = false
    /// enrollments.csv exists but could not be read at all: no enrollment is judged.
    var enrollmentsFileUnreadable = false
    /// Student fields of enrollment rows already reported, by course number: rows naming a student
    /// close to one of them are the same mistake, not another.
    private var badEnrollments: [Int: [String]] = [:]
    /// people.csv exists but could not be read at all (encoding, header): no person reference is judged.
    var peopleFileUnreadable = false
    /// Every course file's id, even of a file with errors, by number.
    private(set) var courses = IDTable()
    /// Every course's session days (day numbers, ascending) back to back, and where each
    /// course's lie, by course number; nil when its sessions are unknown. One flat array, so
    /// threads reading it share no reference counts.
    private var sessionDays: [Int] = []
    private var sessionDayRanges: [Range<Int>?] = []
    /// Enrollments by course and student number.
    private(set) var enrollments = EnrollmentTable()
    /// Enrollments that start late or end early, by enrollment number (most have neither).
    private(set) var enrollmentPeriods: [Int: Enrollment] = [:]
    private var suggestionsLeft = 200

    /// The people that references may name.
    mutating func setPeople(_ list: [Person]) {
        for person in list { _ = people.insert(person.id) }
    }

    /// The staff of course `course`, with their roles.
    mutating func setStaff(_ members: [StaffMember], of course: String) {
        guard !members.isEmpty else { return }
        staff[course] = Dictionary(members.map { ($0.personID, $0.role) }, uniquingKeysWith: { first, _ in first })
    }

    /// Reports person number `student` when they are on course number `course`'s staff; whether not.
    func isNotStaff(_ student: Int, of course: Int, at location: @autoclosure () -> SourceLocation, diagnostics: inout [Diagnostic]) -> Bool {
        guard let role = staff[courses.ids[course]]?[people.ids[student]] else { return true }
        diagnostics.append(.error(location(), "'\(people.ids[student])' is on the staff of '\(courses.ids[course])' (\(role.rawValue)), so they cannot also be enrolled in it"))
        return false
    }

    /// The course ids that references may name.
    mutating func setCourses(_ ids: some Sequence<String>) {
        courses = IDTable(ids)
        sessionDays = []
        sessionDayRanges = Array(repeating: nil, count: courses.count)
    }

    /// The dates `course` meets on; a course without them has unknown sessions, which are not judged.
    mutating func setSessions(_ dates: some Sequence<LocalDate>, of course: String) {
        guard let number = courses.index(of: course) else { return }
        let start = sessionDays.count
        sessionDays += Set(dates.map(\.dayNumber)).sorted()
        sessionDayRanges[number] = start..<sessionDays.count
    }

    /// How many days course number `course` meets on (0 when unknown).
    func sessionDayCount(ofCourse course: Int) -> Int { sessionDayRanges[course]?.count ?? 0 }

    /// A course id field: present, and a course that exists; its number.
    mutating func course(_ id: UnsafeBufferPointer<UInt8>?, at location: @autoclosure () -> SourceLocation, diagnostics: inout [Diagnostic]) -> Int? {
        guard let id else {
            diagnostics.append(.error(location(), "'course' is empty"))
            return nil
        }
        guard let number = courses.index(of: id) else {
            guard !coursesFolderUnreadable else { return nil }
            let text = String(decoding: id, as: UTF8.self)
            diagnostics.append(.error(location(), "unknown course '\(text)'\(suggestion(for: text, among: courses.ids))"))
            return nil
        }
        return number
    }

    /// The same for an id held as a String; returns the id.
    mutating func course(_ id: String?, at location: SourceLocation, diagnostics: inout [Diagnostic]) -> String? {
        guard var id else { return course(nil, at: location, diagnostics: &diagnostics).map { courses.ids[$0] } }
        return id.withUTF8 { course($0, at: location, diagnostics: &diagnostics) }.map { courses.ids[$0] }
    }

    /// A person id field that must name someone in people.csv; their number.
    mutating func person(_ id: UnsafeBufferPointer<UInt8>?, field: String, at location: @autoclosure () -> SourceLocation, diagnostics: inout [Diagnostic]) -> Int? {
        guard let id else {
            diagnostics.append(.error(location(), "'\(field)' is empty"))
            return nil
        }
        guard let number = people.index(of: id) else {
            let text = String(decoding: id, as: UTF8.self)
            if !peopleFileUnreadable, unreadablePeople.isEmpty || !unreadablePeople.contains(Self.quietKey(text)) {
                diagnostics.append(.error(location(), "unknown person '\(text)' in '\(field)'\(suggestion(for: text, among: people.ids))"))
            }
            return nil
        }
        return number
    }

    /// The same for an id held as a String; returns the id.
    mutating func person(_ id: String?, field: String, at location: SourceLocation, diagnostics: inout [Diagnostic]) -> String? {
        guard var id else { return person(nil, field: field, at: location, diagnostics: &diagnostics).map { people.ids[$0] } }
        return id.withUTF8 { person($0, field: field, at: location, diagnostics: &diagnostics) }.map { people.ids[$0] }
    }

    /// Enrolls person `student` in course `course` (numbers); the enrollment's number, and
    /// whether it is new.
    mutating func enroll(_ student: Int, in course: Int) -> (number: Int, isNew: Bool) {
        enrollments.insert(student, in: course)
    }

    /// Notes enrollment `number`'s period (`from` and `until`, either may be open).
    mutating func setPeriod(of number: Int, _ enrollment: Enrollment) {
        guard enrollment.from != nil || enrollment.until != nil else { return }
        enrollmentPeriods[number] = enrollment
    }

    /// Reports `date` when enrollment `number` does not cover it (`Enrollment.covers`, the one
    /// rule); whether it does.
    func isWithinEnrollment(_ number: Int, on date: LocalDate, student: Int, course: Int, at location: @autoclosure () -> SourceLocation, diagnostics: inout [Diagnostic]) -> Bool {
        guard let enrollment = enrollmentPeriods[number], !enrollment.covers(date) else { return true }
        if let from = enrollment.from, date < from {
            diagnostics.append(.error(location(), "'\(people.ids[student])' is enrolled in '\(courses.ids[course])' from \(from) (enrollments.csv), so \(date) is before the enrollment"))
        } else if let until = enrollment.until {
            diagnostics.append(.error(location(), "'\(people.ids[student])' is enrolled in '\(courses.ids[course])' until \(until) (enrollments.csv), so \(date) is after the enrollment"))
        }
        return false
    }

    /// Notes an enrollment row of course number `course` whose student field (`student`, raw) was
    /// reported, so the rows that refer to that enrollment are not reported again.
    mutating func badEnrollment(_ student: String, in course: Int) {
        badEnrollments[course, default: []].append(student)
    }

    /// Notes an enrollment row of `student` (a number) whose course field (`course`, raw) was
    /// reported: rows of that student in a course close to it are the same mistake.
    mutating func badEnrollment(ofStudent student: Int, inCourse course: String) {
        let key = Self.quietKey(course)
        guard courses.count <= 20_000 else { return }
        for (number, id) in courses.ids.enumerated() where key.isEmpty || ClosestNames.isTypo(id, of: key) {
            badEnrollments[number, default: []].append(people.ids[student])
        }
    }

    /// The enrollment number of `student` in `course` (numbers), reporting it when there is none.
    func enrollment(_ student: Int, in course: Int, at location: @autoclosure () -> SourceLocation, diagnostics: inout [Diagnostic]) -> Int? {
        guard let number = enrollments.number(student, in: course) else {
            guard !enrollmentsFileUnreadable, !isBadEnrollment(people.ids[student], in: course) else { return nil }
            diagnostics.append(.error(location(), "student '\(people.ids[student])' is not enrolled in course '\(courses.ids[course])'"))
            return nil
        }
        return number
    }

    /// Which of course number `course`'s session days `date` is; nil, reported, when it has no
    /// session then, and nil without a word when its sessions are unknown (its file's error says enough).
    func sessionDay(of course: Int, on date: LocalDate, at location: @autoclosure () -> SourceLocation, diagnostics: inout [Diagnostic]) -> Int? {
        guard let range = sessionDayRanges[course] else { return nil }
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            let middle = (low + high) / 2
            if sessionDays[middle] < date.dayNumber { low = middle + 1 } else { high = middle }
        }
        guard low < range.upperBound, sessionDays[low] == date.dayNumber else {
            diagnostics.append(.error(location(), "course '\(courses.ids[course])' has no session on \(date) (\(date.weekday.name))"))
            return nil
        }
        return low - range.lowerBound
    }

    /// Whether course `course` has a session on `date`, reporting it when not.
    func hasSession(_ course: String, on date: LocalDate, at location: SourceLocation, diagnostics: inout [Diagnostic]) -> Bool {
        guard let number = courses.index(of: course) else { return false }
        return sessionDay(of: number, on: date, at: location, diagnostics: &diagnostics) != nil
    }

    /// Whether a reported enrollment row of `course` probably meant `student`: an empty or
    /// unreadable field, or an id at most two edits away.
    private func isBadEnrollment(_ student: String, in course: Int) -> Bool {
        guard let bad = badEnrollments[course] else { return false }
        let key = Self.quietKey(student)
        return bad.contains { raw in
            let other = Self.quietKey(raw)
            return other.isEmpty || other == key || ClosestNames.isTypo(other, of: key)
        }
    }

    /// An id as it was probably meant: lower-cased, with everything an id cannot hold (control
    /// characters, spaces, punctuation) left out.
    static func quietKey(_ id: String) -> String {
        String(id.lowercased().unicodeScalars.filter { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }.map(Character.init))
    }

    /// ` (did you mean 'x'?)` for a close id; bounded so a file full of typos stays fast.
    private mutating func suggestion(for id: String, among candidates: [String]) -> String {
        guard suggestionsLeft > 0, candidates.count <= 20_000 else { return "" }
        suggestionsLeft -= 1
        return ClosestNames.typo(of: id, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }
}
