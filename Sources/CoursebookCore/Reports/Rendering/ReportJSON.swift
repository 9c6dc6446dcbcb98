import CourseModel

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
