import CourseModel

/// Changes to `bonus.csv`. Entries are numbered per course, from 1, in file order, as
/// `coursebook bonus list` shows them.
extension EditDraft {
    /// A bonus entry's fields as typed; nil leaves a field as it is when editing.
    package struct BonusFields: Sendable {
        /// The student's id.
        package var student: String?
        /// Points as typed; the book check enforces 1...10.
        package var points: String?
        /// Why.
        package var reason: String?
        /// `YYYY-MM-DD`; "" clears it.
        package var date: String?

        /// The fields to set.
        package init(student: String? = nil, points: String? = nil, reason: String? = nil, date: String? = nil) {
            self.student = student
            self.points = points
            self.reason = reason
            self.date = date
        }

        var values: [String: String] {
            var values: [String: String] = [:]
            if let student { values["student"] = student }
            if let points { values["points"] = points }
            if let reason { values["reason"] = reason }
            if let date { values["date"] = date }
            return values
        }
    }

    /// The bonus entries of `course`, numbered as the commands take them; an unknown course is a
    /// usage error naming the closest ids, as every editing command's.
    package static func bonusList(_ book: CourseBook, course: String) throws(EditError) -> [(number: Int, entry: BonusEntry)] {
        guard book.course(course) != nil else { throw .unknown("course", course, among: book.courses.map(\.id)) }
        return book.bonus.filter { $0.courseID == course }.enumerated().map { ($0.offset + 1, $0.element) }
    }

    /// Appends a bonus entry.
    package mutating func addBonus(course: String, _ fields: BonusFields) throws(EditError) {
        try editCSV(RecordFile.bonus.name, columns: RecordFile.bonus.columns) { document in
            document.append(fields.values.merging(["course": course]) { $1 })
        }
        note(.add, "\(fields.points ?? "?") bonus points for \(fields.student ?? "?") in \(course)")
    }

    /// Changes entry `number` of `course`.
    package mutating func editBonus(course: String, number: Int, _ fields: BonusFields) throws(EditError) {
        let index = try bonusRecord(course: course, number: number)
        try editCSV(RecordFile.bonus.name, columns: RecordFile.bonus.columns) { document in
            document.update(index, fields.values)
        }
        note(.update, "bonus entry \(number) of \(course)")
    }

    /// Removes entry `number` of `course`.
    package mutating func removeBonus(course: String, number: Int) throws(EditError) {
        let index = try bonusRecord(course: course, number: number)
        try removeRecords(RecordFile.bonus) { _ in [index] }
        note(.remove, "bonus entry \(number) of \(course)")
    }

    /// The record index of entry `number` of `course`, or a usage error.
    private mutating func bonusRecord(course: String, number: Int) throws(EditError) -> Int {
        _ = try self.course(course)
        let indices: [Int] = try editCSV(RecordFile.bonus.name, columns: RecordFile.bonus.columns) { document in
            document.indices { $0["course"] == course }
        }
        guard number >= 1, number <= indices.count else {
            throw .usage("\(course) has \(EnglishPlural.count(indices.count, "bonus entry", plural: "bonus entries")); N must be 1 to \(indices.count) (see 'coursebook bonus list --course \(course)')")
        }
        return indices[number - 1]
    }
}
