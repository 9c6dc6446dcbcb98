import CourseModel

/// Changes to `projects.csv`.
extension EditDraft {
    /// Appends a project, not done; the book check refuses a duplicate name or a bad due date.
    package mutating func addProject(course: String, name: String, due: String) throws(EditError) {
        try editCSV(RecordFile.projects.name, columns: RecordFile.projects.columns) { document in
            document.append(["course": course, "name": name, "due": due, "done": BookFlag.word(false, like: document.records.lazy.compactMap { $0.values["done"] })])
        }
        note(.add, "project '\(name)' to \(course), due \(due)")
    }

    /// Marks project `name` of `course` done or not done.
    package mutating func setProjectDone(course: String, name: String, done: Bool) throws(EditError) {
        _ = try self.course(course)
        let names = book.projects.filter { $0.courseID == course }.map(\.name)
        guard names.contains(name) else { throw .unknown("project of \(course)", name, among: names) }
        try editCSV(RecordFile.projects.name, columns: RecordFile.projects.columns) { document throws(EditError) in
            guard document.has("done") else { throw .usage("projects.csv has no 'done' column; add one first") }
            for index in document.indices(where: { $0["course"] == course && $0["name"] == name }) {
                document.update(index, ["done": BookFlag.word(done, like: document.records.lazy.compactMap { $0.values["done"] })])
            }
        }
        note(done: "\(course): '\(name)' is \(done ? "done" : "not done")", planned: "\(course): '\(name)' would be \(done ? "done" : "not done")")
    }
}
