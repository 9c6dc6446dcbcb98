/// Canvas's gradebook import CSV, the shape of its gradebook export: `Student, ID, SIS User ID,
/// SIS Login ID, Section`, one column per item, and a `Points Possible` row (first cell indented
/// by four spaces, as Canvas writes it) with each item's maximum. Canvas identifies a row's
/// student by `ID` (Canvas's own number, which the book does not know, so it is empty), `SIS User
/// ID` or `SIS Login ID`: we give the person id and the e-mail address. Canvas offers to create an
/// assignment for each column it does not know.
enum CanvasGradesFile {
    static func render(_ sheet: GradeSheet) -> String {
        let identity = CanvasGradebook.identityHeader
        var rows = [identity + sheet.items.map(\.column)]
        rows.append([CanvasGradebook.pointsPossibleCell] + Array(repeating: "", count: identity.count - 1) + sheet.maxima.map(GradeSheet.number))
        // One cell per `identity` column, in its order.
        for line in sheet.lines {
            rows.append([line.person.sortName, "", line.person.id, line.person.email, sheet.course.id] + line.values.map(GradeSheet.number))
        }
        return rows.map(CSVField.line).joined()
    }
}
