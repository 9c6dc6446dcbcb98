import CoursebookCore
import Foundation
import Testing

/// Each import format merged into a copy of `edit-book` from an export file we wrote in that
/// system's shape: additions and updates land, conflicts are reported and not applied.
@Suite("coursebook import")
struct ImportCommandTests {
    private func export(_ name: String) -> String {
        BookCopy.fixtures.appendingPathComponent("imports/\(name)").path
    }

    @Test func canvasUsersAddsAndUpdatesButSkipsConflicts() throws {
        let book = try BookCopy()
        defer { book.remove() }
        #expect(book.run(["import", "canvas-users", export("canvas-users.csv")]) == 0)
        let expected = book.original("people.csv")
            .replacingOccurrences(of: "\"omar.haddad@students.example.org\"", with: "\"o.haddad@students.example.org\"")
            + "\"nora\",\"Nora\",\"Lund\",\"nora.lund@students.example.org\",\"student\"\r\n"
        try book.expectChanges(["people.csv": expected])
    }

    @Test func canvasEnrollmentsEnrollsStudentsAndAddsTeachersAndAssistantsToTheStaff() throws {
        let book = try BookCopy()
        defer { book.remove() }
        #expect(book.run(["import", "canvas-enrollments", export("canvas-enrollments.csv")]) == 0)
        try book.expectChanges([
            "enrollments.csv": book.original("enrollments.csv") + "ravi,net\n",
            // db had no teacher: pkoch becomes it; zoe, who studies net, assists in db.
            "courses/db.yml": book.original("courses/db.yml").replacingOccurrences(
                of: "branch: Informatics\r\n", with: "branch: Informatics\r\nteacher: pkoch\r\nstaff:\r\n  - person: zoe\r\n    role: ta\r\n"),
            // net has its teacher: a second Canvas teacher is a co-instructor.
            "courses/net.yml": book.original("courses/net.yml").replacingOccurrences(
                of: "teacher: hmeyer  # since 2024\n", with: "teacher: hmeyer  # since 2024\nstaff:\n  - person: pkoch\n    role: co-instructor\n"),
        ])
    }

    @Test func moodleAttendanceCSV() throws {
        let book = try BookCopy()
        defer { book.remove() }
        #expect(book.run(["import", "moodle-attendance", export("moodle-attendance.csv")]) == 0)
        try book.expectChanges(["attendance.csv": """
            course,student,date,status\r
            net,lina,2026-09-22,present\r
            net,omar,2026-09-22,absent\r
            db,lina,2026-09-21,absent\r
            net,omar,2026-09-24,present\r
            net,lina,2026-09-24,late\r
            net,zoe,2026-09-22,excused\r

            """])
    }

    @Test func moodleAttendanceTabSeparatedWithCourseOption() throws {
        let book = try BookCopy()
        defer { book.remove() }
        #expect(book.run(["import", "moodle-attendance", export("moodle-attendance.txt"), "--course", "net"]) == 0)
        try book.expectChanges(["attendance.csv": book.original("attendance.csv")
            + "net,lina,2026-09-29,present\r\nnet,lina,2026-10-01,late\r\nnet,omar,2026-09-29,excused\r\n"])
    }

    @Test func classroomRosterEnrollsMatchedStudents() throws {
        let book = try BookCopy()
        defer { book.remove() }
        #expect(book.run(["import", "classroom-roster", export("classroom_roster.csv"), "--course", "db"]) == 0)
        try book.expectChanges(["enrollments.csv": book.original("enrollments.csv") + "ravi,db\n"])
    }

    @Test func classroomRosterFillsAGitHubColumnWhenPeopleHaveOne() throws {
        let book = try BookCopy()
        defer { book.remove() }
        let people = "id,first_name,last_name,email,role,github\nhmeyer,Hanna,Meyer,hanna.meyer@staff.example.org,teacher,\npkoch,Paul,Koch,paul.koch@staff.example.org,teacher,\nlina,Lina,Berg,lina.berg@students.example.org,student,\nomar,Omar,Haddad,omar.haddad@students.example.org,student,omarh\nzoe,Zoë,Martin,zoe.martin@students.example.org,student,\nravi,Ravi,Nair,ravi.nair@students.example.org,student,\n"
        try Data(people.utf8).write(to: book.root.appendingPathComponent("people.csv"))
        #expect(book.run(["import", "classroom-roster", export("classroom_roster.csv")]) == 0)
        #expect(book.current("people.csv") == people
            .replacingOccurrences(of: "lina.berg@students.example.org,student,\n", with: "lina.berg@students.example.org,student,linab\n")
            .replacingOccurrences(of: "ravi.nair@students.example.org,student,\n", with: "ravi.nair@students.example.org,student,ravinair\n"))
    }

    @Test func reportCountsEveryOutcome() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: export("canvas-enrollments.csv")))
        let table = try ExportTable(name: "canvas-enrollments.csv", data: data, required: EditDraft.canvasEnrollmentsColumns)
        let book = try BookLoader(root: BookCopy.fixtures.appendingPathComponent("edit-book")).load().book
        var draft = EditDraft(root: BookCopy.fixtures.appendingPathComponent("edit-book"), book: book)
        var report = ImportReport()
        try draft.importCanvasEnrollments(table, course: nil, report: &report)
        let counts: [Int] = [report.count(.added), report.count(.updated), report.count(.conflict), report.count(.unchanged), report.count(.skipped)]
        #expect(counts == [1, 3, 3, 1, 1])
        #expect(report.lines.last?.done == "1 added, 3 updated, 3 conflicting, 1 unchanged, 1 skipped")
        #expect(report.lines.last?.planned == "1 to add, 3 to update, 3 conflicting, 1 unchanged, 1 to skip")
        #expect(report.lines.map(\.done).contains("canvas-enrollments.csv:5: updated: pkoch is co-instructor of net"))
        #expect(report.lines.map(\.done).contains("canvas-enrollments.csv:9: updated: zoe is ta of db"))
        #expect(report.lines.map(\.done).contains("canvas-enrollments.csv:8: conflict: amy in net: unknown person (import canvas-users first)"))
    }

    @Test func dryRunImportWritesNothing() throws {
        let book = try BookCopy()
        defer { book.remove() }
        #expect(book.run(["import", "canvas-users", export("canvas-users.csv"), "--dry-run"]) == 0)
        try book.expectUnchanged()
    }

    @Test func anExportWithoutItsHeaderIsAUsageError() throws {
        let book = try BookCopy()
        defer { book.remove() }
        #expect(book.run(["import", "canvas-users", export("classroom_roster.csv")]) == 64)
        try book.expectUnchanged()
    }

    @Test func strictRefusesAnImportWithConflicts() throws {
        let book = try BookCopy()
        defer { book.remove() }
        #expect(book.run(["import", "canvas-users", export("canvas-users.csv"), "--strict"]) == 65)
        try book.expectUnchanged()
        #expect(book.run(["import", "canvas-users", export("canvas-users.csv"), "--strict", "--dry-run"]) == 65)
        try book.expectUnchanged()
    }

    @Test func strictAppliesAnImportWithoutConflicts() throws {
        let book = try BookCopy()
        defer { book.remove() }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("canvas-users-\(UUID().uuidString).csv")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("user_id,login_id,first_name,last_name,email,status\nnora,nora.lund,Nora,Lund,nora.lund@students.example.org,active\n".utf8).write(to: file)
        #expect(book.run(["import", "canvas-users", file.path, "--strict"]) == 0)
        try book.expectChanges(["people.csv": book.original("people.csv") + "\"nora\",\"Nora\",\"Lund\",\"nora.lund@students.example.org\",\"student\"\r\n"])
    }

    /// What a script sees: the conflicts on standard error, as a warning count or as located errors.
    @Test(.enabled(if: BuiltTool.isAvailable, "needs .build/debug/coursebook (swift build)"))
    func conflictsAreReportedOnStandardError() throws {
        let book = try BookCopy()
        defer { book.remove() }
        let strict = try BuiltTool.run(["import", "canvas-users", export("canvas-users.csv"), "--strict", "--book", book.root.path])
        #expect(strict.status == 65)
        #expect(strict.output.contains("canvas-users.csv:5: error: conflict: x99: e-mail address already belongs to zoe"), "\(strict.output)")
        #expect(strict.output.contains("no file was changed"))
        let lenient = try BuiltTool.run(["import", "canvas-users", export("canvas-users.csv"), "--book", book.root.path])
        #expect(lenient.status == 0)
        #expect(lenient.output.contains("warning: 1 conflicting row was not applied"), "\(lenient.output)")
    }
}
