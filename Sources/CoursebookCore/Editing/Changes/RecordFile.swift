import Foundation

/// The CSV record files of a book and the columns a new one starts with, as the editing commands
/// pass them around; both come from `BookCSVFile`.
enum RecordFile {
    static let people = file(.people)
    static let enrollments = file(.enrollments)
    static let attendance = file(.attendance)
    static let bonus = file(.bonus)
    static let projects = file(.projects)

    private static func file(_ file: BookCSVFile) -> (name: String, columns: [String]) { (file.name, file.newFileColumns) }

    /// Files whose rows name a course and a student.
    static let studentRecords = [enrollments, attendance, bonus]
}

extension EditDraft {
    /// Removes the rows of `file` matching `predicate`, listing each as a removal; returns how many.
    @discardableResult
    mutating func removeRows(
        _ file: (name: String, columns: [String]),
        where predicate: ([String: String]) -> Bool
    ) throws(EditError) -> Int {
        try removeRecords(file) { $0.indices(where: predicate) }
    }

    /// Removes the records of `file` that `select` picks, listing each as a removal.
    @discardableResult
    mutating func removeRecords(
        _ file: (name: String, columns: [String]),
        select: (CSVDocument) -> [Int]
    ) throws(EditError) -> Int {
        guard read(file.name) != nil else { return 0 }
        let gone: [(line: Int, values: [String: String])] = try editCSV(file.name, columns: file.columns) { document in
            let indices = select(document)
            for index in indices { document.remove(index) }
            return indices.map { (document.records[$0].line, document.records[$0].values) }
        }
        for row in gone {
            let shown = file.columns.compactMap { row.values[$0].flatMap { $0.isEmpty ? nil : $0 } }
                .joined(separator: ", ").replacingOccurrences(of: "\n", with: "\\n")
            removing("\(file.name):\(row.line): \(shown)")
        }
        return gone.count
    }
}
