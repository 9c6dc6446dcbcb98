import CourseModel
import CoursebookCore
import Foundation
import Testing

/// `coursebook export`: the gradebook files Canvas and Moodle import, in the column shapes their
/// import pages document, and the round trip through our own Canvas gradebook importer.
@Suite("coursebook export")
struct ExportCommandTests {
    /// A scratch folder for export files, outside the book so the book stays byte-for-byte.
    private struct Scratch {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-export-test-\(UUID().uuidString)")
        init() throws { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        func file(_ name: String) -> URL { folder.appendingPathComponent(name) }
        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    /// net in `edit-book` on 2026-10-16: one taken session (lina present, omar late, zoe absent
    /// by having no row) and bonus totals 2, 1 and 4.
    @Test func canvasGradesHasCanvassColumnsAndAPointsPossibleRow() throws {
        let book = try BookCopy()
        let scratch = try Scratch()
        defer { book.remove(); scratch.remove() }
        let file = scratch.file("net-canvas.csv")
        #expect(book.run(["export", "canvas-grades", "--course", "net", "--today", "2026-10-16", "--output", file.path]) == 0)
        #expect(try String(contentsOf: file, encoding: .utf8) == """
            Student,ID,SIS User ID,SIS Login ID,Section,Attendance (coursebook),Bonus (coursebook)\r
                Points Possible,,,,,1,4\r
            "Berg, Lina",,lina,lina.berg@students.example.org,net,1,2\r
            "Haddad, Omar",,omar,omar.haddad@students.example.org,net,0.5,1\r
            "Martin, Zoë",,zoe,zoe.martin@students.example.org,net,0,4\r

            """)
        try book.expectUnchanged()
    }

    @Test func moodleGradesIsMappedByEmailAddress() throws {
        let book = try BookCopy()
        let scratch = try Scratch()
        defer { book.remove(); scratch.remove() }
        let file = scratch.file("net-moodle.csv")
        #expect(book.run(["export", "moodle-grades", "--course", "net", "--today", "2026-10-16", "--items", "bonus,attendance", "--output", file.path]) == 0)
        #expect(try String(contentsOf: file, encoding: .utf8) == """
            Email address,First name,Last name,Bonus (coursebook),Attendance (coursebook)\r
            lina.berg@students.example.org,Lina,Berg,2,1\r
            omar.haddad@students.example.org,Omar,Haddad,1,0.5\r
            zoe.martin@students.example.org,Zoë,Martin,4,0\r

            """)
    }

    /// Attendance counts only sessions taken up to today and inside a student's enrollment; a
    /// course without bonus points exports a bonus maximum of 0.
    @Test func valuesFollowTheAttendanceReport() throws {
        let root = BookCopy.packageRoot.appendingPathComponent("sample-data")
        let book = try BookLoader(root: root).load().book
        let today = try #require(LocalDate(iso: "2026-11-21"))
        for course in book.courses {
            let sheet = try GradeSheet(book: book, courseID: course.id, items: [.attendance, .bonus], today: today)
            let report = AttendanceReport(courseID: course.id, today: today).document(for: book).json
            guard case .object(let top) = report, case .array(let courses)? = top.first(where: { $0.0 == "courses" })?.1,
                  case .object(let first)? = courses.first, case .array(let students)? = first.first(where: { $0.0 == "students" })?.1
            else { Issue.record("no attendance JSON for \(course.id)"); continue }
            // The attendance report's points per student, as its JSON gives them.
            let reported: [(id: String, points: Double)] = students.compactMap { student in
                guard case .object(let fields) = student, case .string(let id)? = fields.first(where: { $0.0 == "id" })?.1 else { return nil }
                switch fields.first(where: { $0.0 == "points" })?.1 {
                case .int(let points)?: return (id, Double(points))
                case .double(let points)?: return (id, points)
                default: return nil
                }
            }
            #expect(sheet.lines.map(\.person.id) == reported.map(\.id), "\(course.id)")
            #expect(sheet.lines.map(\.values[0]) == reported.map(\.points), "\(course.id)")
            let bonus = book.bonus.filter { $0.courseID == course.id }
            #expect(sheet.maxima[1] == Double(Dictionary(bonus.map { ($0.studentID, $0.points) }, uniquingKeysWith: +).values.max() ?? 0), "\(course.id)")
        }
        let late = try GradeSheet(book: book, courseID: "cs101", items: [.attendance], today: today)
        let jalvarez = try #require(late.lines.first { $0.person.id == "jalvarez" })
        let full = try #require(late.lines.map(\.values[0]).max())
        #expect(jalvarez.values[0] < late.maxima[0] && full <= late.maxima[0])
    }

    /// The issue's "done when": an export re-imported by our own Canvas gradebook importer gives
    /// back the same numbers, for every course of the sample book, and changes nothing.
    @Test func canvasGradesReadBackThroughTheGradebookImporter() throws {
        let book = try BookCopy("../../../sample-data")
        let scratch = try Scratch()
        defer { book.remove(); scratch.remove() }
        let loaded = try BookLoader(root: book.root).load().book
        let today = try #require(LocalDate(iso: "2026-11-21"))
        for course in loaded.courses {
            let file = scratch.file("\(course.id).csv")
            #expect(book.run(["export", "canvas-grades", "--course", course.id, "--today", "2026-11-21", "--output", file.path]) == 0)
            let sheet = try GradeSheet(book: loaded, courseID: course.id, items: GradeItem.allCases, today: today)
            let table = try ExportTable(name: file.lastPathComponent, data: Data(contentsOf: file), required: CanvasGradebook.headerColumns + ["sis login id"])
            #expect(CanvasGradebook(table).pointsPossible == Dictionary(uniqueKeysWithValues: zip(GradeItem.allCases.map(\.column), sheet.maxima)))
            var draft = EditDraft(root: book.root, book: loaded)
            var report = ImportReport()
            // No --course: the Section column names the course.
            let scores = try draft.importCanvasGradebook(table, course: nil, report: &report)
            let expected = Dictionary(uniqueKeysWithValues: sheet.lines.map { line in
                (line.person.id, Dictionary(uniqueKeysWithValues: zip(GradeItem.allCases.map(\.column), line.values)))
            })
            #expect(scores == expected, "\(course.id)")
            #expect(report.count(.unchanged) == sheet.lines.count && report.count(.skipped) == 1, "\(course.id): \(report.lines.map(\.done))")
            #expect(draft.edit.changes.isEmpty, "\(course.id)")
            #expect(book.run(["import", "canvas-gradebook", file.path, "--strict"]) == 0)
        }
        try book.expectUnchanged()
    }

    @Test func anUnknownCourseOrItemIsAUsageError() throws {
        let book = try BookCopy()
        defer { book.remove() }
        #expect(book.run(["export", "canvas-grades", "--course", "nett"]) == 64)
        #expect(book.run(["export", "moodle-grades", "--course", "net", "--items", "attendance,grades"]) == 64)
        #expect(book.run(["export", "moodle-grades", "--course", "net", "--items", ","]) == 64)
        try book.expectUnchanged()
    }

    @Test func aBookWithErrorsExportsNothing() throws {
        let book = try BookCopy("broken-book")
        defer { book.remove() }
        #expect(book.run(["export", "canvas-grades", "--course", "cs101"]) == 65)
    }

    /// What a user sees: "did you mean" on standard error.
    @Test(.enabled(if: BuiltTool.isAvailable, "needs .build/debug/coursebook (swift build)"))
    func anUnknownCourseNamesTheClosest() throws {
        let book = try BookCopy()
        defer { book.remove() }
        let run = try BuiltTool.run(["export", "canvas-grades", "--course", "nett", "--book", book.root.path])
        #expect(run.status == 64)
        #expect(run.output.contains("error: unknown course 'nett'; closest: net"), "\(run.output)")
    }
}
