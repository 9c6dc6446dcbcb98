import CourseModel
import Foundation

/// Changes to course files: adding, editing, removing a course and choosing its teacher.
extension EditDraft {
    static func coursePath(_ id: String) -> String { "courses/\(id).yml" }

    /// Writes a new course file from the template.
    public mutating func addCourse(
        id: String, name: String, subject: String, branch: String, teacher: String?, meetings: [MeetingSpec]
    ) throws(EditError) {
        guard Identifier.isValid(id) else {
            throw .usage("course id '\(id)' must be lower-case letters, digits, '-' or '_' (it becomes the file name)")
        }
        if book.course(id) != nil || read(Self.coursePath(id)) != nil || read("courses/\(id).yaml") != nil {
            throw .refused([.error(SourceLocation(path: Self.coursePath(id)), "course '\(id)' already exists")])
        }
        let template = CourseTemplate(id: id, name: name, subject: subject, branch: branch, teacher: teacher, meetings: meetings)
        write(Self.coursePath(id), Data(template.text.utf8))
        note(.add, "course \(id) (\(name))")
    }

    /// Changes the given fields of course `id` in place, appending `addMeetings` to `meets`, or with
    /// `replacingMeetings` putting them in place of the meetings it had. Attendance or notes on
    /// dates the new meetings no longer give make the change invalid, like any other.
    public mutating func editCourse(
        _ id: String, name: String?, subject: String?, branch: String?, teacher: String?, addMeetings: [MeetingSpec],
        replacingMeetings: Bool = false
    ) throws(EditError) {
        if replacingMeetings, addMeetings.isEmpty {
            throw .usage("--replace-meets needs the new meetings as --meets (a course file can be edited by hand to have none)")
        }
        try editCourseFile(id) { editor throws(EditError) in
            if let name { try editor.set("name", to: name, after: []) }
            if let subject { try editor.set("subject", to: subject, after: ["name"]) }
            if let branch { try editor.set("branch", to: branch, after: ["subject", "name"]) }
            if let teacher { try editor.set("teacher", to: teacher, after: ["branch", "subject", "name"]) }
            if replacingMeetings {
                try editor.replaceList("meets", with: addMeetings.map(\.yamlLines), after: ["teacher", "branch", "subject", "name"])
            } else {
                for meeting in addMeetings {
                    try editor.append(item: meeting.yamlLines, to: "meets", after: ["teacher", "branch", "subject", "name"])
                }
            }
        }
        note(.update, "course \(id)")
    }

    /// Sets (or with nil clears) the teacher of course `id`.
    public mutating func setTeacher(of id: String, to teacher: String?) throws(EditError) {
        if let teacher {
            try editCourseFile(id) { editor throws(EditError) in
                try editor.set("teacher", to: teacher, after: ["branch", "subject", "name"])
            }
            note(done: "\(teacher) teaches \(id)", planned: "\(teacher) would teach \(id)")
        } else {
            try clearTeacher(of: id)
            note(done: "\(id) has no teacher", planned: "\(id) would have no teacher")
        }
    }

    /// Removes the `teacher` key of course `id`.
    mutating func clearTeacher(of id: String) throws(EditError) {
        try editCourseFile(id) { editor throws(EditError) in try editor.remove("teacher") }
    }

    /// Removes course `id`: its file, notes, and every enrollment, attendance, bonus and project row.
    public mutating func removeCourse(_ id: String) throws(EditError) {
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
        return read(Self.coursePath(id)) != nil ? Self.coursePath(id) : "courses/\(id).yaml"
    }

    private mutating func editCourseFile(_ id: String, _ body: (inout YAMLLineEditor) throws(EditError) -> Void) throws(EditError) {
        let path = try courseFilePath(id)
        guard let data = read(path) else { throw .io("cannot read \(path)") }
        var editor = try YAMLLineEditor(path: path, data: data)
        try body(&editor)
        write(path, editor.data)
    }
}
