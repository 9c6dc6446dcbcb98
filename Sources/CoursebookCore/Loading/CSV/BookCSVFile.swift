/// The CSV files a course book holds and the columns each must have: the one list the loaders
/// check headers against, and the one a header of the wrong file is recognised by.
enum BookCSVFile: String, CaseIterable, Sendable {
    case people = "people.csv"
    case enrollments = "enrollments.csv"
    case attendance = "attendance.csv"
    case bonus = "bonus.csv"
    case projects = "projects.csv"

    /// The file's name at the top of the book.
    var name: String { rawValue }

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

    /// The columns a new file starts with when an editing command writes the first row: the
    /// required ones and then the optional ones the loader reads.
    var newFileColumns: [String] {
        switch self {
        case .people: requiredColumns + ["role"]
        case .bonus: requiredColumns + ["date"]
        case .projects: requiredColumns + ["done"]
        case .enrollments, .attendance: requiredColumns
        }
    }

    /// The book file whose required columns `names` has, other than `file`: a header pasted
    /// into the wrong file.
    static func owner(of names: Set<String>, otherThan file: String) -> BookCSVFile? {
        allCases.first { $0.rawValue != file && Set($0.requiredColumns).isSubset(of: names) }
    }
}
