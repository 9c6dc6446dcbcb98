import CourseModel

/// Teachers grouped by the subject of the courses they teach, with how many courses each teaches
/// in that subject (as instructor or co-instructor; teaching assistants are not counted);
/// teachers without courses come last with 0.
package struct TeachersReport: Sendable {
    /// A teachers report.
    package init() {}

    private static let alignments: [ReportTable.Alignment] = [.left, .left, .right, .left]

    /// Builds the report from a loaded book, in its language.
    package func document(for book: CourseBook) -> ReportDocument {
        ReportText(book).document { document(for: book, $0) }
    }

    func document(for book: CourseBook, _ text: ReportText) -> ReportDocument {
        var coursesBySubject: [String: [String: [String]]] = [:]
        for course in book.courses {
            for teacher in Set(course.instructorIDs) {
                coursesBySubject[course.subject, default: [:]][teacher, default: []].append(course.id)
            }
        }
        var sections: [ReportSection] = []
        var subjects: [JSONValue] = []
        var csvRows: [[String]] = []
        let columns = [text[.teacher], text[.id], text[.courses], text[.courseIDs]]
        for subject in PeopleOrder.sortedText(Array(coursesBySubject.keys)) {
            let byTeacher = coursesBySubject[subject] ?? [:]
            let teachers = PeopleOrder.sorted(byTeacher.keys.compactMap(book.person))
            let rows = teachers.map { teacher -> [String] in
                let ids = byTeacher[teacher.id] ?? []
                return [teacher.sortName, teacher.id, String(ids.count), ids.joined(separator: ", ")]
            }
            sections.append(ReportSection(heading: subject, table: ReportTable(columns: columns, alignments: Self.alignments, rows: rows)))
            subjects.append(.object([
                ("subject", .string(subject)),
                ("teachers", .array(teachers.map { Self.json($0, courses: byTeacher[$0.id] ?? []) })),
            ]))
            csvRows += rows.map { [subject] + $0 }
        }
        let teaching = Set(book.courses.flatMap(\.instructorIDs))
        let idle = PeopleOrder.sorted(book.people.filter { $0.role == .teacher && !teaching.contains($0.id) })
        if !idle.isEmpty {
            let rows = idle.map { [$0.sortName, $0.id, "0", ""] }
            sections.append(ReportSection(heading: text[.teachersWithoutCourses], table: ReportTable(columns: columns, alignments: Self.alignments, rows: rows)))
            csvRows += rows.map { [""] + $0 }
        }
        if sections.isEmpty { sections.append(ReportSection(heading: "", paragraphs: [text[.noTeachers]])) }
        return ReportDocument(
            title: text[.reportTeachers],
            sections: sections,
            json: .object([("subjects", .array(subjects)), ("without_courses", .array(idle.map { Self.json($0, courses: []) }))]),
            csv: ReportTable(columns: ["subject", "name", "id", "courses", "course_ids"], rows: csvRows)
        )
    }

    private static func json(_ teacher: Person, courses: [String]) -> JSONValue {
        .object([
            ("id", .string(teacher.id)), ("name", .string(teacher.fullName)),
            ("courses", .int(courses.count)), ("course_ids", .array(courses.map { .string($0) })),
        ])
    }
}
