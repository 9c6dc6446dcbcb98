import CourseModel

/// Checks that the ids a record names exist and fit: known person of the right role, known
/// course, enrolled student, a session on the given date.
struct ReferenceChecker {
    var people: [String: Person] = [:]
    /// Ids seen only in rows too broken to read, so references to them do not cascade into more errors.
    var unreadablePeople: Set<String> = []
    /// people.csv exists but could not be read at all (encoding, header): no person reference is judged.
    var peopleFileUnreadable = false
    var courseIDs: Set<String> = []
    var sessionDates: [String: Set<LocalDate>] = [:]
    var enrollments: Set<EnrollmentKey> = []
    private var suggestionsLeft = 200

    struct EnrollmentKey: Hashable {
        let course: String
        let student: String
    }

    /// A course id field: present, and a course that exists.
    mutating func course(_ id: String?, at location: SourceLocation, diagnostics: inout [Diagnostic]) -> String? {
        guard let id else {
            diagnostics.append(.error(location, "'course' is empty"))
            return nil
        }
        guard courseIDs.contains(id) else {
            diagnostics.append(.error(location, "unknown course '\(id)'\(suggestion(for: id, among: courseIDs))"))
            return nil
        }
        return id
    }

    /// A person id field that must name someone with `role`.
    mutating func person(_ id: String?, role: Role, field: String, at location: SourceLocation, diagnostics: inout [Diagnostic]) -> String? {
        guard let id else {
            diagnostics.append(.error(location, "'\(field)' is empty"))
            return nil
        }
        guard let person = people[id] else {
            if !unreadablePeople.contains(id), !peopleFileUnreadable {
                diagnostics.append(.error(location, "unknown person '\(id)' in '\(field)'\(suggestion(for: id, among: people.keys))"))
            }
            return nil
        }
        guard person.role == role else {
            diagnostics.append(.error(location, "'\(id)' in '\(field)' is a \(person.role.rawValue), not a \(role.rawValue)"))
            return nil
        }
        return id
    }

    /// Whether `student` is enrolled in `course`, reporting it when not.
    func isEnrolled(_ student: String, in course: String, at location: SourceLocation, diagnostics: inout [Diagnostic]) -> Bool {
        guard enrollments.contains(EnrollmentKey(course: course, student: student)) else {
            diagnostics.append(.error(location, "student '\(student)' is not enrolled in course '\(course)'"))
            return false
        }
        return true
    }

    /// Whether `course` has a session on `date`, reporting it when not.
    func hasSession(_ course: String, on date: LocalDate, at location: SourceLocation, diagnostics: inout [Diagnostic]) -> Bool {
        // A course whose file has errors has no known sessions; its file's error says enough.
        guard let dates = sessionDates[course] else { return false }
        guard dates.contains(date) else {
            diagnostics.append(.error(location, "course '\(course)' has no session on \(date) (\(date.weekday.name))"))
            return false
        }
        return true
    }

    /// ` (did you mean 'x'?)` for a close id; bounded so a file full of typos stays fast.
    private mutating func suggestion(for id: String, among candidates: some Collection<String>) -> String {
        guard suggestionsLeft > 0, candidates.count <= 20_000 else { return "" }
        suggestionsLeft -= 1
        var best: (id: String, distance: Int)?
        for candidate in candidates where abs(candidate.count - id.count) <= 2 {
            let distance = editDistance(candidate, id)
            if distance <= 2, distance < (best?.distance ?? .max) || (distance == best?.distance && candidate < best!.id) {
                best = (candidate, distance)
            }
        }
        return best.map { " (did you mean '\($0.id)'?)" } ?? ""
    }
}
