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

    /// `people.csv` of `edit-book` with a `github` column: `values` by person id, empty for the rest.
    private func peopleWithGitHub(_ book: BookCopy, _ values: [String: String], adding rows: [String] = []) -> String {
        var lines = book.original("people.csv").components(separatedBy: "\r\n").filter { !$0.isEmpty }
        lines[0] += ",\"github\""
        for index in lines.indices.dropFirst() {
            let id = lines[index].split(separator: ",")[0].replacingOccurrences(of: "\"", with: "")
            lines[index] += ",\"\(values[id] ?? "")\""
        }
        return (lines + rows).map { $0 + "\r\n" }.joined()
    }

    @Test func classroomRosterEnrollsMatchedStudentsAndAddsMissingOnes() throws {
        let book = try BookCopy()
        defer { book.remove() }
        #expect(book.run(["import", "classroom-roster", export("classroom_roster.csv"), "--course", "db"]) == 0)
        try book.expectChanges([
            "enrollments.csv": book.original("enrollments.csv") + "ravi,db\nsomeone,db\n",
            // The column was missing: added at the end of the header and of every row, nothing else moved.
            "people.csv": peopleWithGitHub(book, ["lina": "linab", "ravi": "ravinair"], adding: [
                "\"someone\",\"Some\",\"One\",\"someone@else.example.org\",\"student\",\"ghost42\"",
            ]),
        ])
    }

    @Test func classroomRosterFillsAGitHubColumnWhenPeopleHaveOne() throws {
        let book = try BookCopy()
        defer { book.remove() }
        let people = "id,first_name,last_name,email,role,github\nhmeyer,Hanna,Meyer,hanna.meyer@staff.example.org,teacher,\npkoch,Paul,Koch,paul.koch@staff.example.org,teacher,\nlina,Lina,Berg,lina.berg@students.example.org,student,\nomar,Omar,Haddad,omar.haddad@students.example.org,student,omarh\nzoe,Zoë,Martin,zoe.martin@students.example.org,student,\nravi,Ravi,Nair,ravi.nair@students.example.org,student,\n"
        try Data(people.utf8).write(to: book.root.appendingPathComponent("people.csv"))
        #expect(book.run(["import", "classroom-roster", export("classroom_roster.csv")]) == 0)
        #expect(book.current("people.csv") == people
            .replacingOccurrences(of: "lina.berg@students.example.org,student,\n", with: "lina.berg@students.example.org,student,linab\n")
            .replacingOccurrences(of: "ravi.nair@students.example.org,student,\n", with: "ravi.nair@students.example.org,student,ravinair\n")
            + "someone,Some,One,someone@else.example.org,student,ghost42\n")
        #expect(book.current("enrollments.csv") == book.original("enrollments.csv"))
    }

    /// A roster row adds a person only without a guess: an e-mail identifier gives id and address;
    /// staff are not enrolled; a missing address, an id taken by another address, one id from two
    /// rows and characters an id cannot have are conflicts.
    @Test func classroomRosterAddsOnlyWhatItNeedNotGuess() throws {
        let book = try BookCopy()
        defer { book.remove() }
        #expect(book.run(["import", "classroom-roster", export("classroom_roster_new.csv"), "--course", "net"]) == 0)
        try book.expectChanges([
            "enrollments.csv": book.original("enrollments.csv") + "mlisa,net\nnemo,net\n",
            "people.csv": peopleWithGitHub(book, ["hmeyer": "hmeyer-gh"], adding: [
                "\"mlisa\",\"Mona Lisa da\",\"Vinci\",\"mlisa@students.example.org\",\"student\",\"MonaL\"",
                "\"nemo\",\"\",\"Nemo\",\"nemo@students.example.org\",\"student\",\"nemo\"",
            ]),
        ])
        let data = try Data(contentsOf: URL(fileURLWithPath: export("classroom_roster_new.csv")))
        let table = try ExportTable(name: "roster.csv", data: data, required: EditDraft.classroomRosterColumns)
        let root = BookCopy.fixtures.appendingPathComponent("edit-book")
        var draft = EditDraft(root: root, book: try BookLoader(root: root).load().book)
        var report = ImportReport()
        try draft.importClassroomRoster(table, course: "net", report: &report)
        #expect(report.lines.map(\.done) == [
            "roster.csv:2: updated: hmeyer: github hmeyer-gh",
            "roster.csv:3: added: mlisa (Mona Lisa da Vinci), enrolled in net",
            "roster.csv:4: added: nemo (Nemo), enrolled in net",
            "roster.csv:5: conflict: newkid: no person with id 'S-4711', and no e-mail address to add them with (import canvas-users first, or use 'coursebook person add')",
            "roster.csv:6: conflict: omar: id already belongs to a person with another e-mail address",
            "roster.csv:7: conflict: kim: more than one row of the roster would add this id",
            "roster.csv:8: conflict: kim: more than one row of the roster would add this id",
            "roster.csv:9: conflict: no person with id or e-mail 'bad+tag@students.example.org', and 'bad+tag' is not a valid person id (lower-case letters, digits, '-' or '_'); add them with 'coursebook person add'",
            "2 added, 1 updated, 5 conflicting, 0 unchanged, 0 skipped",
        ])
    }

    @Test func canvasGradebookAddsAndEnrollsStudentsAndSkipsPseudoRows() throws {
        let book = try BookCopy()
        defer { book.remove() }
        #expect(book.run(["import", "canvas-gradebook", export("canvas-gradebook.csv"), "--course", "net"]) == 0)
        try book.expectChanges([
            "people.csv": book.original("people.csv")
                .replacingOccurrences(of: "\"Zoë\",\"Martin\"", with: "\"Zoë\",\"Martin-Roy\"")
                + "\"nora\",\"Nora\",\"Lund\",\"nora@students.example.org\",\"student\"\r\n",
            "enrollments.csv": book.original("enrollments.csv") + "ravi,net\nnora,net\n",
        ])
    }

    @Test func canvasGradebookReportsEveryRowAndReturnsTheScores() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: export("canvas-gradebook.csv")))
        let table = try ExportTable(name: "grades.csv", data: data, required: CanvasGradebook.headerColumns + ["sis login id"])
        let gradebook = CanvasGradebook(table)
        #expect(gradebook.items == ["Lab 1 (3301)", "Quiz 1 (3302)"])
        #expect(gradebook.pointsPossible == ["Lab 1 (3301)": 10, "Quiz 1 (3302)": 5])
        let root = BookCopy.fixtures.appendingPathComponent("edit-book")
        var draft = EditDraft(root: root, book: try BookLoader(root: root).load().book)
        var report = ImportReport()
        let scores = try draft.importCanvasGradebook(table, course: "net", report: &report)
        #expect(report.lines.map(\.done) == [
            "grades.csv:2: skipped: Points Possible (not a student)",
            "grades.csv:5: added: enrolled ravi in net",
            "grades.csv:6: updated: zoe (Zoë Martin-Roy)",
            "grades.csv:7: added: nora (Nora Lund), enrolled in net",
            "grades.csv:8: conflict: sokoye: no e-mail address (the gradebook has none, and its 'SIS Login ID' is not one); import canvas-users first",
            "grades.csv:9: conflict: hmeyer: on the staff of net (instructor), not a student",
            "grades.csv:10: conflict: zoe: also on line 6",
            "grades.csv:11: skipped: Canvas's test student",
            "grades.csv:12: conflict: Dot, Dan: 'dan.dot' from 'SIS Login ID' is not a valid person id (lower-case letters, digits, '-' or '_')",
            "grades.csv:13: conflict: lina: also on line 3",
            "2 added, 1 updated, 5 conflicting, 2 unchanged, 2 skipped",
        ])
        #expect(scores == [
            "lina": ["Lab 1 (3301)": 9, "Quiz 1 (3302)": 4.5], "omar": ["Lab 1 (3301)": 7], "ravi": ["Lab 1 (3301)": 8],
            "zoe": ["Lab 1 (3301)": 10, "Quiz 1 (3302)": 5], "nora": ["Lab 1 (3301)": 6, "Quiz 1 (3302)": 3],
        ])
    }

    @Test func canvasGradebookTakesIdsFromTheChosenColumn() throws {
        let book = try BookCopy()
        defer { book.remove() }
        // SIS User ID gives sokoye and dan-dot as ids; sokoye still has no address, dan-dot has one.
        // pkoch's row gives lina's address: ambiguous, so pkoch is not enrolled.
        let data = try Data(contentsOf: URL(fileURLWithPath: export("canvas-gradebook.csv")))
        let table = try ExportTable(name: "grades.csv", data: data, required: CanvasGradebook.headerColumns + ["sis user id"])
        let root = BookCopy.fixtures.appendingPathComponent("edit-book")
        var draft = EditDraft(root: root, book: try BookLoader(root: root).load().book)
        var report = ImportReport()
        try draft.importCanvasGradebook(table, course: "net", idColumn: "SIS User ID", report: &report)
        #expect(report.lines.map(\.done).contains("grades.csv:13: conflict: pkoch: the 'SIS Login ID' is the e-mail address of lina"))
        #expect(report.lines.last?.done == "3 added, 1 updated, 4 conflicting, 2 unchanged, 2 skipped")
        #expect(book.run(["import", "canvas-gradebook", export("canvas-gradebook.csv"), "--course", "net", "--id-column", "sis user id"]) == 0)
        try book.expectChanges([
            "people.csv": book.original("people.csv")
                .replacingOccurrences(of: "\"Zoë\",\"Martin\"", with: "\"Zoë\",\"Martin-Roy\"")
                + "\"nora\",\"Nora\",\"Lund\",\"nora@students.example.org\",\"student\"\r\n"
                + "\"dan-dot\",\"Dan\",\"Dot\",\"dan.dot@students.example.org\",\"student\"\r\n",
            "enrollments.csv": book.original("enrollments.csv") + "ravi,net\nnora,net\ndan-dot,net\n",
        ])
    }

    @Test func canvasGradebookNeedsACourseAndItsIdColumn() throws {
        let book = try BookCopy()
        defer { book.remove() }
        // Sections here are no course ids and the file name names none.
        #expect(book.run(["import", "canvas-gradebook", export("canvas-gradebook.csv")]) == 64)
        #expect(book.run(["import", "canvas-gradebook", export("canvas-gradebook.csv"), "--course", "nett"]) == 64)
        #expect(book.run(["import", "canvas-gradebook", export("canvas-gradebook.csv"), "--course", "net", "--id-column", "Login"]) == 64)
        try book.expectUnchanged()
    }

    @Test func canvasGradebookFindsTheCourseInCanvassFileName() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: export("canvas-gradebook.csv")))
        let table = try ExportTable(name: "2026-10-02T0915_Grades-NET.csv", data: data, required: CanvasGradebook.headerColumns)
        let root = BookCopy.fixtures.appendingPathComponent("edit-book")
        var draft = EditDraft(root: root, book: try BookLoader(root: root).load().book)
        var report = ImportReport()
        try draft.importCanvasGradebook(table, course: nil, report: &report)
        #expect(report.lines.map(\.done).contains("2026-10-02T0915_Grades-NET.csv:5: added: enrolled ravi in net"))
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
