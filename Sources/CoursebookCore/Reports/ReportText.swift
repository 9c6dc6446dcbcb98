import CourseModel
import Foundation

/// Wording and number formats shared by the reports, so every report says things the same way.
enum ReportText {
    /// Shown in text formats where a value does not exist, e.g. a percentage of zero sessions.
    static let missing = "—"

    /// Where a course has no teacher: the reports and the site's course pages and cards say so
    /// in the same words, so "none yet" is not mistaken for a part left out.
    static let noTeacher = "No teacher assigned"

    /// `1 student`, `3 students`.
    static func count(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(number) \(number == 1 ? singular : plural ?? singular + "s")"
    }

    /// `Calculus I (math110)`.
    static func heading(_ course: Course) -> String { "\(course.name) (\(course.id))" }

    /// The term line every report carries under its title.
    static func term(_ book: CourseBook) -> String {
        "\(book.term.name), \(book.term.start) to \(book.term.end) (\(book.term.timeZone))"
    }

    /// A day with its weekday: `2026-10-05 (Monday)`.
    static func day(_ date: LocalDate) -> String { "\(date) (\(date.weekday.name))" }

    /// When a report was made, term-local with the zone: `2026-10-05 12:00 (Europe/Berlin)`.
    static func generated(_ instant: Instant, _ clock: ZoneClock, _ term: Term) -> String {
        "\(local(instant, clock)) (\(term.timeZone))"
    }

    /// Rounds half away from zero to `places` decimals, as people round by hand.
    static func rounded(_ value: Double, places: Int) -> Double {
        let scale = pow(10, Double(places))
        return (value * scale).rounded(.toNearestOrAwayFromZero) / scale
    }

    /// Points with at most two decimals and no trailing zeros: `3`, `3.5`, `2.25`.
    static func points(_ value: Double) -> String {
        var text = String(format: "%.2f", rounded(value, places: 2))
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// A percentage with one decimal, or `—` when there is none.
    static func percent(_ value: Double?) -> String {
        value.map { String(format: "%.1f", $0) } ?? missing
    }

    /// A time of day span: `09:00–10:30`.
    static func span(_ start: LocalTime, _ end: LocalTime) -> String { "\(start)–\(end)" }

    /// An instant as the term's local `YYYY-MM-DD HH:MM`.
    static func local(_ instant: Instant, _ clock: ZoneClock) -> String {
        String(clock.localDateTime(instant).description.prefix(16)).replacingOccurrences(of: "T", with: " ")
    }

    /// A room name, or a placeholder when none is given.
    static func room(_ room: String) -> String { room.isEmpty ? "No room given" : room }
}

/// JSON fragments that several reports share, so a person or course reads the same everywhere.
enum ReportJSON {
    /// `{id, first_name, last_name, email}`.
    static func person(_ person: Person) -> [(String, JSONValue)] {
        [("id", .string(person.id)), ("first_name", .string(person.firstName)), ("last_name", .string(person.lastName)), ("email", .string(person.email))]
    }

    /// A course's staff, `[{id, name, role}]`, standard roles first.
    static func staff(of course: Course, in book: CourseBook) -> JSONValue {
        .array(book.staff(of: course).map { person, member in
            .object([("id", .string(person.id)), ("name", .string(person.fullName)), ("role", .string(member.role.rawValue))])
        })
    }

    /// A number rounded to two decimals, so float noise never reaches the output.
    static func number(_ value: Double) -> JSONValue { .double(ReportText.rounded(value, places: 2)) }
}
