import CourseModel
import Foundation

/// Changes to course files: adding, editing, removing a course and choosing its teacher.
extension EditDraft {
    /// Writes a new course file from the template.
    package mutating func addCourse(
        id: String, name: String, subject: String, branch: String, teacher: String?, meetings: [MeetingSpec]
    ) throws(EditError) {
        guard Identifier.isValid(id) else {
            throw .usage("course id '\(id)' must be lower-case letters, digits, '-' or '_' (it becomes the file name)")
        }
        let path = CourseFolder.newFilePath(id)
        if book.course(id) != nil || read(CourseFolder.filePath(id) { read($0) != nil }) != nil {
            throw .refused([.error(SourceLocation(path: path), "course '\(id)' already exists")])
        }
        let template = CourseTemplate(id: id, name: name, subject: subject, branch: branch, teacher: teacher, meetings: meetings)
        write(path, Data(template.text.utf8))
        note(.add, "course \(id) (\(name))")
    }

    /// Changes the given fields of course `id` in place, appending `addMeetings` to `meets`, or with
    /// `replacingMeetings` putting them in place of the meetings it had. Attendance or notes on
    /// dates the new meetings no longer give make the change invalid, like any other.
    package mutating func editCourse(
        _ id: String, name: String?, subject: String?, branch: String?, teacher: String?, addMeetings: [MeetingSpec],
        replacingMeetings: Bool = false
    ) throws(EditError) {
        if replacingMeetings, addMeetings.isEmpty {
            throw .usage("--replace-meets needs the new meetings as --meets (a course file can be edited by hand to have none)")
        }
        try editCourseFile(id) { editor throws(EditError) in
            if let name { try editor.set("name", to: name, after: CourseFileKeys.before("name")) }
            if let subject { try editor.set("subject", to: subject, after: CourseFileKeys.before("subject")) }
            if let branch { try editor.set("branch", to: branch, after: CourseFileKeys.before("branch")) }
            if let teacher { try editor.set("teacher", to: teacher, after: CourseFileKeys.before("teacher")) }
            if replacingMeetings {
                try editor.replaceList("meets", with: addMeetings.map(\.yamlLines), after: CourseFileKeys.before("meets"))
            } else {
                for meeting in addMeetings {
                    try editor.append(item: meeting.yamlLines, to: "meets", after: CourseFileKeys.before("meets"))
                }
            }
        }
        note(.update, "course \(id)")
    }

    /// Sets (or with nil clears) the teacher of course `id`: the `teacher` key, which replaces an
    /// `instructor` entry of `staff` (the co-instructors and assistants stay).
    package mutating func setTeacher(of id: String, to teacher: String?) throws(EditError) {
        let course = try self.course(id)
        if let teacher, let member = course.staffMember(teacher), member.role != .instructor {
            throw .usage("'\(teacher)' is on the staff of '\(id)' as \(member.role.rawValue); take them off with 'coursebook course staff remove' first")
        }
        if let teacher {
            try editCourseFile(id) { editor throws(EditError) in
                try editor.set("teacher", to: teacher, after: CourseFileKeys.before("teacher"))
                try Self.removeStaffItems(&editor) { $0.mappingScalar("role")?.lowercased() == StaffRole.instructor.rawValue }
            }
            note(done: "\(teacher) teaches \(id)", planned: "\(teacher) would teach \(id)")
        } else {
            try clearTeacher(of: id)
            note(done: "\(id) has no teacher", planned: "\(id) would have no teacher")
        }
    }

    /// Removes the `teacher` key of course `id` and the `instructor` entries of its `staff`.
    mutating func clearTeacher(of id: String) throws(EditError) {
        try editCourseFile(id) { editor throws(EditError) in
            try editor.remove("teacher")
            try Self.removeStaffItems(&editor) { $0.mappingScalar("role")?.lowercased() == StaffRole.instructor.rawValue }
        }
    }

    /// Removes every `staff` item `matching` says, last first so the earlier lines stay put.
    private static func removeStaffItems(_ editor: inout YAMLLineEditor, matching: (YAMLValue) -> Bool) throws(EditError) {
        for index in editor.listItems("staff").indices.reversed() where matching(editor.listItems("staff")[index]) {
            try editor.removeItem(at: index, from: "staff")
        }
    }

    /// Adds `person` to course `id`'s `staff` list; the book check refuses an unknown person or
    /// role, and someone already on the staff or enrolled in the course.
    package mutating func addToStaff(
        _ person: String, of id: String, role: StaffRole, office: String = "", hours: [MeetingSpec] = []
    ) throws(EditError) {
        let course = try self.course(id)
        _ = try self.person(person)
        if let member = course.staffMember(person) {
            throw .usage("'\(person)' is already on the staff of '\(id)' as \(member.role.rawValue); remove them first to change the role")
        }
        if book.enrollments.contains(where: { $0.courseID == id && $0.studentID == person }) {
            throw .usage("'\(person)' is enrolled in '\(id)'; someone may teach one course and study another, not both in one (unenroll them first)")
        }
        var lines = ["person: \(person)", "role: \(YAMLScalar.format(role.rawValue))"]
        if !office.isEmpty { lines.append("office: \(YAMLScalar.format(office))") }
        if !hours.isEmpty {
            lines.append("hours:")
            for meeting in hours {
                lines += YAMLLineEditor.itemText(meeting.yamlLines)
            }
        }
        try editCourseFile(id) { editor throws(EditError) in
            try editor.append(item: lines, to: "staff", after: CourseFileKeys.before("staff"))
        }
        note(done: "\(person) is \(role.rawValue) of \(id)", planned: "\(person) would be \(role.rawValue) of \(id)")
    }

    /// Takes `person` off course `id`'s staff, whether named by `teacher` or in `staff`.
    package mutating func removeFromStaff(_ person: String, of id: String) throws(EditError) {
        let course = try self.course(id)
        guard course.staffMember(person) != nil else {
            let staff = course.staff.map(\.personID)
            throw .usage("'\(person)' is not on the staff of '\(id)'" + (staff.isEmpty ? " (it has no staff)" : " (staff: \(staff.joined(separator: ", ")))"))
        }
        try editCourseFile(id) { editor throws(EditError) in
            if let teacher = editor.scalar("teacher"), teacher == person {
                try editor.remove("teacher")
            } else {
                try Self.removeStaffItems(&editor) { $0.mappingScalar("person") == person }
            }
        }
        note(done: "\(person) left the staff of \(id)", planned: "\(person) would leave the staff of \(id)")
    }

    /// Removes course `id`: its file, notes, and every enrollment, attendance, bonus and project row.
    package mutating func removeCourse(_ id: String) throws(EditError) {
        let course = try self.course(id)
        for file in RecordFile.studentRecords + [RecordFile.projects] {
            try removeRows(file) { $0["course"] == id }
        }
        for note in book.notes where note.courseID == id {
            write(note.path, nil)
            removing("\(note.path): note '\(note.title)'")
        }
        let path = try courseFilePath(id)
        write(path, nil)
        removing("\(path): course '\(course.name)'")
        note(.remove, "course \(id)")
    }

    private func courseFilePath(_ id: String) throws(EditError) -> String {
        _ = try course(id)
        return CourseFolder.filePath(id) { read($0) != nil }
    }

    private mutating func editCourseFile(_ id: String, _ body: (inout YAMLLineEditor) throws(EditError) -> Void) throws(EditError) {
        let path = try courseFilePath(id)
        guard let data = read(path) else { throw .io("cannot read \(path)") }
        var editor = try YAMLLineEditor(path: path, data: data)
        try body(&editor)
        write(path, editor.data)
    }
}
