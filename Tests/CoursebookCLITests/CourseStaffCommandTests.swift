import Foundation
import Testing

/// `course staff add|remove` and `course teacher` on a course with staff, on a copy of `edit-book`
/// (its `net` course has `teacher: hmeyer  # since 2024`; zoe studies net, omar does not study db).
@Suite("Course staff commands")
struct CourseStaffCommandTests {
    @Test func addAppendsAStaffListBelowTheTeacher() throws {
        let book = try BookCopy()
        defer { book.remove() }
        #expect(book.run(["course", "staff", "add", "db", "zoe", "--role", "ta", "--office", "C-2", "--hours", "W 14:00-15:00 Lab"]) == 0)
        #expect(book.run(["course", "staff", "add", "db", "pkoch", "--role", "co-instructor"]) == 0)
        let text = try #require(book.current("courses/db.yml")).replacingOccurrences(of: "\r\n", with: "\n")
        #expect(text.contains("""
            staff:
              - person: zoe
                role: ta
                office: C-2
                hours:
                  - days: W
                    start: "14:00"
                    end: "15:00"
                    room: Lab
              - person: pkoch
                role: co-instructor

            """), "\(text)")
        #expect(BookCopy.exitCode(["check", book.root.path]) == 0, "a student of net may assist in db")
    }

    @Test func removeTakesOutOneItemOrTheTeacherKey() throws {
        let book = try BookCopy()
        defer { book.remove() }
        #expect(book.run(["course", "staff", "add", "net", "ravi", "--role", "ta"]) == 0)
        #expect(book.run(["course", "staff", "add", "net", "pkoch", "--role", "co-instructor"]) == 0)
        #expect(book.run(["course", "staff", "remove", "net", "ravi"]) == 0)
        var text = try #require(book.current("courses/net.yml"))
        #expect(!text.contains("ravi") && text.contains("  - person: pkoch\n    role: co-instructor\n"))
        #expect(book.run(["course", "staff", "remove", "net", "hmeyer"]) == 0)
        text = try #require(book.current("courses/net.yml"))
        #expect(!text.contains("teacher:"), "the teacher is the staff member named by `teacher`")
        #expect(book.run(["course", "staff", "remove", "net", "pkoch"]) == 0)
        text = try #require(book.current("courses/net.yml"))
        #expect(!text.contains("staff:"), "the last item takes its key with it")
    }

    @Test func removingAPersonTakesThemOffEveryStaffList() throws {
        let book = try BookCopy()
        defer { book.remove() }
        #expect(book.run(["course", "staff", "add", "db", "ravi", "--role", "ta"]) == 0)
        #expect(book.run(["course", "staff", "add", "net", "ravi", "--role", "ta"]) == 0)
        #expect(book.run(["person", "remove", "ravi", "--yes"]) == 0)
        #expect(book.current("courses/db.yml")?.contains("ravi") == false)
        #expect(book.current("courses/net.yml")?.contains("ravi") == false)
        #expect(BookCopy.exitCode(["check", book.root.path]) == 0)
    }

    @Test func aTeacherMayStudyAnotherCourse() throws {
        let book = try BookCopy()
        defer { book.remove() }
        #expect(book.run(["enroll", "db", "hmeyer"]) == 0, "hmeyer teaches net and may take db")
        #expect(book.run(["enroll", "net", "hmeyer"]) == 65, "not the course she teaches")
    }

    @Test func refusalsAreUsageErrorsAndChangeNothing() throws {
        let book = try BookCopy()
        defer { book.remove() }
        #expect(book.run(["course", "staff", "add", "net", "zoe", "--role", "ta"]) == 64, "zoe studies net")
        #expect(book.run(["course", "staff", "add", "net", "hmeyer", "--role", "ta"]) == 64, "already the teacher")
        #expect(book.run(["course", "staff", "add", "nett", "ravi", "--role", "ta"]) == 64, "unknown course")
        #expect(book.run(["course", "staff", "add", "net", "rav", "--role", "ta"]) == 64, "unknown person")
        #expect(book.run(["course", "staff", "remove", "net", "ravi"]) == 64, "not on the staff")
        #expect(book.run(["course", "staff", "add", "net", "ravi", "--role", "grader"]) == 65, "a role the book does not define")
        try book.expectChanges([:])
    }

    @Test func aBookRoleIsAcceptedOnceDefined() throws {
        let book = try BookCopy()
        defer { book.remove() }
        let config = book.root.appendingPathComponent("coursebook.yml")
        try (book.original("coursebook.yml") + "staff_roles: [grader]\n").write(to: config, atomically: true, encoding: .utf8)
        #expect(book.run(["course", "staff", "add", "net", "ravi", "--role", "grader"]) == 0)
        #expect(book.current("courses/net.yml")?.contains("  - person: ravi\n    role: grader\n") == true)
    }

    @Test func courseTeacherReplacesTheInstructorEntryOfAStaffList() throws {
        let book = try BookCopy()
        defer { book.remove() }
        let file = book.root.appendingPathComponent("courses/db.yml")
        var text = try #require(book.current("courses/db.yml"))
        text = text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("teacher:") }.joined(separator: "\n")
        text += "staff:\n  - person: pkoch\n    role: instructor\n    office: D-1\n  - person: ravi\n    role: ta\n"
        try text.write(to: file, atomically: true, encoding: .utf8)
        #expect(book.run(["course", "teacher", "db", "--set", "hmeyer"]) == 0)
        let after = try #require(book.current("courses/db.yml"))
        #expect(after.contains("teacher: hmeyer") && !after.contains("pkoch") && after.contains("  - person: ravi\n    role: ta\n"), "\(after)")
        #expect(book.run(["course", "teacher", "db", "--set", "ravi"]) == 64, "ravi assists; take them off first")
    }
}
