import CourseModel

/// A course at a glance: subject, branch, teachers, meeting times and rooms, session count,
/// staff with offices and office hours, students and projects; every course, one after the other, when no course is chosen.
package struct CourseProfileReport: Sendable {
    /// Restrict to this course; nil for every course.
    package var courseID: String?

    /// A profile of one course, or of all when `courseID` is nil.
    package init(courseID: String? = nil) {
        self.courseID = courseID
    }

    /// Builds the report from a loaded book, in its language.
    package func document(for book: CourseBook) -> ReportDocument {
        ReportText(book).document { document(for: book, $0) }
    }

    func document(for book: CourseBook, _ text: ReportText) -> ReportDocument {
        var sections: [ReportSection] = []
        var courses: [JSONValue] = []
        var csvRows: [[String]] = []
        for course in book.courses where courseID == nil || course.id == courseID {
            let teacher = book.teacher(of: course)
            let staff = book.staff(of: course)
            let students = PeopleOrder.sorted(book.students(of: course.id))
            let projects = book.projects.filter { $0.courseID == course.id }.sorted(by: Project.listedBefore)
            let sessions = book.sessions(of: course.id).count
            let teachers = text.teachers(of: course, in: book, withIDs: true)
            let meetings = course.meetings.map { Self.meetingText($0, text) }
            var facts = [[text[.subject], course.subject], [text[.branch], course.branch], [teachers.label, teachers.names]]
            facts += meetings.isEmpty ? [[text[.meets], text[.noRegularMeetings]]] : meetings.map { [text[.meets], $0] }
            facts += [[text[.sessions], String(sessions)], [text[.students], String(students.count)]]
            sections.append(ReportSection(
                heading: ReportText.heading(course), startsPage: true, table: ReportTable(columns: [text[.field], text[.value]], rows: facts)
            ))
            if !staff.isEmpty {
                sections.append(ReportSection(heading: text[.staff], level: 3, table: ReportTable(
                    columns: [text[.name], text[.role], text[.reportEmail], text[.office], text[.officeHours]],
                    rows: staff.map { person, member in
                        [person.sortName, text.role(member.role), person.email, member.office, member.officeHours.map { Self.meetingText($0, text) }.joined(separator: "; ")]
                    }
                )))
            }
            sections.append(ReportSection(
                heading: text[.students], level: 3,
                paragraphs: students.isEmpty ? [text[.noStudentsEnrolled]] : [],
                table: students.isEmpty ? nil : ReportTable(columns: [text[.name], text[.reportEmail], text[.id]], rows: students.map { [$0.sortName, $0.email, $0.id] })
            ))
            sections.append(ReportSection(
                heading: text[.projects], level: 3,
                paragraphs: projects.isEmpty ? [text[.noProjects]] : [],
                table: projects.isEmpty ? nil : ReportTable(
                    columns: [text[.project], text[.due], text[.statusDone]], rows: projects.map { [$0.name, text.format.reportDue($0.due), text.yes($0.isDone)] }
                )
            ))
            courses.append(.object([
                ("id", .string(course.id)), ("name", .string(course.name)), ("subject", .string(course.subject)),
                ("branch", .string(course.branch)),
                ("teacher", teacher.map { .object(ReportJSON.person($0)) } ?? .null),
                ("staff", .array(staff.map { person, member in
                    .object(ReportJSON.person(person) + [
                        ("role", .string(member.role.rawValue)), ("office", .string(member.office)),
                        ("office_hours", .array(member.officeHours.map(Self.json))),
                    ])
                })),
                ("meetings", .array(course.meetings.map(Self.json))),
                ("sessions", .int(sessions)),
                ("students", .array(students.map { .object(ReportJSON.person($0)) })),
                ("projects", .array(projects.map { .object([("name", .string($0.name)), ("due", .string($0.due.description)), ("done", .bool($0.isDone))]) })),
            ]))
            csvRows.append([course.id, course.name, course.subject, course.branch, course.teacherID ?? "",
                            course.staff.map { "\($0.personID):\($0.role)" }.joined(separator: "; "), course.meetings.map(Self.meetingText).joined(separator: "; "),
                            String(sessions), String(students.count), String(projects.count)])
        }
        return ReportDocument(
            title: text[.reportCourse],
            sections: sections,
            json: .object([("courses", .array(courses))]),
            csv: ReportTable(columns: ["course", "name", "subject", "branch", "teacher", "staff", "meetings", "sessions", "students", "projects"], rows: csvRows)
        )
    }

    /// `Mon, Wed 09:00–10:30, room A-101`: in English, as the CSV keeps it.
    static func meetingText(_ meeting: Meeting) -> String {
        meetingText(meeting, ReportText(words: .english))
    }

    /// `Mon, Wed 09:00–10:30, room A-101`, `Mo, Mi 09:00–10:30, Raum A-101`.
    static func meetingText(_ meeting: Meeting, _ text: ReportText) -> String {
        let times = text.format.meeting(meeting)
        return meeting.room.isEmpty ? times : text.fill(.meetingInRoom, ["meeting": times, "room": meeting.room])
    }

    private static func json(_ meeting: Meeting) -> JSONValue {
        .object([
            ("days", .array(meeting.days.map { .string($0.shortName) })),
            ("start", .string(meeting.start.description)), ("end", .string(meeting.end.description)),
            ("room", .string(meeting.room)),
        ])
    }
}
