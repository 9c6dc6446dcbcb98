/// Moodle's grade import CSV (Grades → Import → CSV file): `Email address, First name, Last name`
/// and one column per item, one row per student. The teacher maps `Email address` to the user's
/// e-mail address ("Map from: Email address", "Map to: Email address") and each item column to a
/// grade item, new or existing. Numbers have a `.` decimal point.
enum MoodleGradesFile {
    static let identityColumns = ["Email address", "First name", "Last name"]

    static func render(_ sheet: GradeSheet) -> String {
        var rows = [identityColumns + sheet.items.map(\.column)]
        for line in sheet.lines {
            rows.append([line.person.email, line.person.firstName, line.person.lastName] + line.values.map(GradeSheet.number))
        }
        return rows.map(CSVField.line).joined()
    }
}
