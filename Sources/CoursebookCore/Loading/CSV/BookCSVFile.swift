/// The CSV files a course book holds and the columns each must have: the one list the loaders
/// check headers against, and the one a header of the wrong file is recognised by.
enum BookCSVFile: String, CaseIterable, Sendable {
    case people = "people.csv"
    case enrollments = "enrollments.csv"
    case attendance = "attendance.csv"
    case bonus = "bonus.csv"
    case projects = "projects.csv"

    /// The columns the header must name, in the order the README lists them.
    var requiredColumns: [String] {
        switch self {
        case .people: ["id", "first_name", "last_name", "email"]
        case .enrollments: ["course", "student"]
        case .attendance: ["course", "student", "date", "status"]
        case .bonus: ["course", "student", "points", "reason"]
        case .projects: ["course", "name", "due"]
        }
    }

    /// The book file whose required columns `names` has, other than `file`: a header pasted
    /// into the wrong file.
    static func owner(of names: Set<String>, otherThan file: String) -> BookCSVFile? {
        allCases.first { $0.rawValue != file && Set($0.requiredColumns).isSubset(of: names) }
    }
}
