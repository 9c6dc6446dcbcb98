import CourseModel
import CoursebookCore
import Foundation
import Testing

/// Every editing command on a copy of `edit-book` (CRLF, a BOM, quote-all and multi-line CSV
/// records, YAML comments): the intended bytes change and every other byte stays.
@Suite("Editing commands")
struct EditCommandTests {
    @Test func personAddAppendsInTheFilesStyle() throws {
        let book = try BookCopy()
        defer { book.remove() }
        #expect(book.run(["person", "add", "--id", "mia", "--first", "Mia", "--last", "O'Neil, Jr", "--email", "mia@students.example.org", "--role", "student"]) == 0)
        try book.expectChanges(["people.csv": book.original("people.csv") + "\"mia\",\"Mia\",\"O'Neil, Jr\",\"mia@students.example.org\",\"student\"\r\n"])
        #expect(book.current("people.csv")?.utf8.starts(with: [0xEF, 0xBB, 0xBF]) == true)
    }

    @Test func personEditReplacesOnlyThatRecord() throws {
        let book = try BookCopy()
        defer { book.remove() }
        #expect(book.run(["person", "edit", "zoe", "--email", "zoe.m@students.example.org", "--last", "Martin-Roy"]) == 0)
        let expected = book.original("people.csv").replacingOccurrences(
            of: "\"zoe\",\"Zoë\",\"Martin\",\"zoe.martin@students.example.org\"",
            with: "\"zoe\",\"Zoë\",\"Martin-Roy\",\"zoe.m@students.example.org\"")
        #expect(expected != book.original("people.csv"))
        try book.expectChanges(["people.csv": expected])
    }

    @Test func personRemoveTakesTheirRowsEverywhere() throws {
        let book = try BookCopy()
        defer { book.remove() }
        #expect(book.run(["person", "remove", "omar", "--yes"]) == 0)
        try book.expectChanges([
            "people.csv": book.original("people.csv").replacingOccurrences(of: "\"omar\",\"Omar\",\"Haddad\",\"omar.haddad@students.example.org\",\"student\"\r\n", with: ""),
            "enrollments.csv": "student,course\nlina,net\nzoe,net\nlina,db\n",
            "attendance.csv": "course,student,date,status\r\nnet,lina,2026-09-22,present\r\ndb,lina,2026-09-21,absent\r\n",
            "bonus.csv": "course,student,points,reason,date\nnet,lina,2,\"Helped others, twice\",2026-09-22\ndb,lina,3,Schema review,\nnet,zoe,4,Quiz winner,2026-09-24",
        ])
    }

    @Test func removingATeacherClearsTheCoursesTeacherLine() throws {
        let book = try BookCopy()
        defer { book.remove() }
        #expect(book.run(["person", "remove", "hmeyer", "--yes"]) == 0)
        try book.expectChanges([
            "people.csv": book.original("people.csv").replacingOccurrences(of: "\"hmeyer\",\"Hanna\",\"Meyer\",\"hanna.meyer@staff.example.org\",\"teacher\"\r\n", with: ""),
            "courses/net.yml": book.original("courses/net.yml").replacingOccurrences(of: "teacher: hmeyer  # since 2024\n", with: ""),
        ])
    }

    @Test func courseAddWritesTheTemplate() throws {
        let book = try BookCopy()
        defer { book.remove() }
        #expect(book.run(["course", "add", "os", "--name", "Operating Systems", "--subject", "Computer Science", "--branch", "Informatics",
                          "--teacher", "pkoch", "--meets", "MW 08:00-09:30 E-1", "--meets", "F 12:00-13:00"]) == 0)
        try book.expectChanges(["courses/os.yml": """
            # Course os. Edit by hand or with `coursebook course edit os`; see README for every key.
            name: Operating Systems
            subject: Computer Science
            branch: Informatics
            teacher: pkoch
            meets:
              - days: MW
                start: "08:00"
                end: "09:30"
                room: E-1
              - days: F
                start: "12:00"
                end: "13:00"
            # sessions: {cancel: [dates], extra: [{date, start, end, room, title}]}
            # page: pages/os.md

            """])
        let loaded = try BookLoader(root: book.root).load().book
        #expect(loaded.course("os")?.meetings.count == 2)
    }

    @Test func courseEditChangesKeysInPlaceKeepingCRLF() throws {
        let book = try BookCopy()
        defer { book.remove() }
        #expect(book.run(["course", "edit", "db", "--name", "Databases: Design", "--meets", "TR 09:00-10:00 Lab 2"]) == 0)
        try book.expectChanges(["courses/db.yml": """
            name: "Databases: Design"\r
            subject: Computer Science\r
            branch: Informatics\r
            meets:\r
              - {days: MWF, start: "14:00", end: "15:00", room: D-2}\r
              - days: TR\r
                start: "09:00"\r
                end: "10:00"\r
                room: Lab 2\r

            """])
    }

    @Test func courseEditReplacesTheMeetingsKeepingTheRestOfTheFile() throws {
        let book = try BookCopy()
        defer { book.remove() }
        #expect(book.run(["course", "edit", "net", "--replace-meets", "--meets", "TR 10:00-11:30 C-102", "--meets", "F 08:00-09:00 Lab"]) == 0)
        try book.expectChanges(["courses/net.yml": """
            # Computer networks, taught every autumn.
            name: Computer Networks
            subject: Computer Science   # shown on the site
            branch: Informatics
            teacher: hmeyer  # since 2024
            meets:
              - days: TR
                start: "10:00"
                end: "11:30"
                room: C-102
              - days: F
                start: "08:00"
                end: "09:00"
                room: Lab

            # cancelled sessions go here
            sessions:
              cancel: [2026-10-13]
            page: pages/net.md

            """])
        #expect(try BookLoader(root: book.root).load().book.course("net")?.meetings.map(\.room) == ["C-102", "Lab"])
    }

    @Test func replacedMeetingsStayWhereTheFileHasThem() throws {
        let book = try BookCopy()
        defer { book.remove() }
        let file = book.root.appendingPathComponent("courses/geo.yml")
        // `meets` comes first here; an edit that removed and re-added it would move it below `teacher`.
        try "meets:\n  - {days: MW, start: \"08:00\", end: \"09:00\"}\nname: Geo\nsubject: Earth\nbranch: Sciences\nteacher: pkoch  # later\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(book.run(["course", "edit", "geo", "--replace-meets", "--meets", "TR 08:00-09:00 G-1"]) == 0)
        #expect(try String(contentsOf: file, encoding: .utf8) == """
            meets:
              - days: TR
                start: "08:00"
                end: "09:00"
                room: G-1
            name: Geo
            subject: Earth
            branch: Sciences
            teacher: pkoch  # later

            """)
    }

    @Test func courseTeacherSetKeepsTheComment() throws {
        let book = try BookCopy()
        defer { book.remove() }
        #expect(book.run(["course", "teacher", "net", "--set", "pkoch"]) == 0)
        #expect(book.run(["course", "teacher", "db", "--set", "hmeyer"]) == 0)
        try book.expectChanges([
            "courses/net.yml": book.original("courses/net.yml").replacingOccurrences(of: "teacher: hmeyer  # since 2024", with: "teacher: pkoch  # since 2024"),
            "courses/db.yml": book.original("courses/db.yml").replacingOccurrences(of: "branch: Informatics\r\n", with: "branch: Informatics\r\nteacher: hmeyer\r\n"),
        ])
    }

    @Test func courseTeacherClear() throws {
        let book = try BookCopy()
        defer { book.remove() }
        #expect(book.run(["course", "teacher", "net", "--clear"]) == 0)
        try book.expectChanges(["courses/net.yml": book.original("courses/net.yml").replacingOccurrences(of: "teacher: hmeyer  # since 2024\n", with: "")])
    }

    @Test func courseRemoveTakesItsFileNotesAndRows() throws {
        let book = try BookCopy()
        defer { book.remove() }
        #expect(book.run(["course", "remove", "net", "--yes"]) == 0)
        try book.expectChanges([
            "courses/net.yml": nil,
            "notes/net/2026-09-22-intro.md": nil,
            "enrollments.csv": "student,course\nlina,db\n",
            "attendance.csv": "course,student,date,status\r\ndb,lina,2026-09-21,absent\r\n",
            "bonus.csv": "course,student,points,reason,date\ndb,lina,3,Schema review,\n",
            "projects.csv": "course,name,due,done\ndb,Schema,2026-10-08T12:00,true\n",
        ])
        #expect(!FileManager.default.fileExists(atPath: book.root.appendingPathComponent("notes/net").path))
        #expect(try BookLoader(root: book.root).load().book.courses.map(\.id) == ["db"])
    }

    @Test func enrollAppendsInTheFilesColumnOrder() throws {
        let book = try BookCopy()
        defer { book.remove() }
        #expect(book.run(["enroll", "net", "ravi", "lina"]) == 0)
        try book.expectChanges(["enrollments.csv": book.original("enrollments.csv") + "ravi,net\n"])
    }

    @Test func unenrollKeepsThePersonAndTheCourse() throws {
        let book = try BookCopy()
        defer { book.remove() }
        #expect(book.run(["unenroll", "net", "zoe"]) == 0)
        try book.expectChanges([
            "enrollments.csv": "student,course\nlina,net\nomar,net\nlina,db\n",
            "bonus.csv": "course,student,points,reason,date\nnet,lina,2,\"Helped others, twice\",2026-09-22\nnet,omar,1,\"Wrote notes\non two lines\",\ndb,lina,3,Schema review,\n",
        ])
        let loaded = try BookLoader(root: book.root).load().book
        #expect(loaded.person("zoe") != nil && loaded.course("net") != nil)
    }

    @Test func bonusAddEditRemove() throws {
        let book = try BookCopy()
        defer { book.remove() }
        #expect(book.run(["bonus", "edit", "3", "--course", "net", "--points", "6"]) == 0)
        try book.expectChanges(["bonus.csv": book.original("bonus.csv").replacingOccurrences(of: "net,zoe,4,", with: "net,zoe,6,")])
        #expect(book.run(["bonus", "remove", "2", "--course", "net"]) == 0)
        #expect(book.run(["bonus", "add", "--course", "db", "--student", "lina", "--points", "2", "--reason", "Said \"hi\", politely", "--date", "2026-09-23"]) == 0)
        try book.expectChanges(["bonus.csv": """
            course,student,points,reason,date
            net,lina,2,"Helped others, twice",2026-09-22
            db,lina,3,Schema review,
            net,zoe,6,Quiz winner,2026-09-24
            db,lina,2,"Said ""hi"", politely",2026-09-23

            """])
        #expect(book.run(["bonus", "list", "--course", "net"]) == 0)
        #expect(book.run(["bonus", "list", "--course", "nte"]) == 64)
    }

    @Test func attendanceMarkReplacesAndAppends() throws {
        let book = try BookCopy()
        defer { book.remove() }
        #expect(book.run(["attendance", "mark", "--course", "net", "--date", "2026-09-22", "--status", "absent", "omar", "zoe"]) == 0)
        try book.expectChanges(["attendance.csv": "course,student,date,status\r\nnet,lina,2026-09-22,present\r\nnet,omar,2026-09-22,absent\r\ndb,lina,2026-09-21,absent\r\nnet,zoe,2026-09-22,absent\r\n"])
    }

    @Test func attendanceAllPresent() throws {
        let book = try BookCopy()
        defer { book.remove() }
        #expect(book.run(["attendance", "mark", "--course", "net", "--date", "2026-09-24", "--all-present"]) == 0)
        try book.expectChanges(["attendance.csv": book.original("attendance.csv") + "net,lina,2026-09-24,present\r\nnet,omar,2026-09-24,present\r\nnet,zoe,2026-09-24,present\r\n"])
    }

    @Test func projectAddDoneReopen() throws {
        let book = try BookCopy()
        defer { book.remove() }
        #expect(book.run(["project", "add", "--course", "net", "--name", "Lab 2", "--due", "2026-10-08T23:59"]) == 0)
        #expect(book.run(["project", "done", "--course", "net", "Lab 1, sockets"]) == 0)
        try book.expectChanges(["projects.csv": "course,name,due,done\nnet,\"Lab 1, sockets\",2026-10-01,true\ndb,Schema,2026-10-08T12:00,true\nnet,Lab 2,2026-10-08T23:59,false\n"])
        #expect(book.run(["project", "reopen", "--course", "db", "Schema"]) == 0)
        #expect(book.current("projects.csv")?.contains("db,Schema,2026-10-08T12:00,false\n") == true)
    }

    @Test func noteAddWritesFrontMatterAndBody() throws {
        let book = try BookCopy()
        defer { book.remove() }
        let body = book.root.deletingLastPathComponent().appendingPathComponent("body-\(UUID().uuidString).md")
        try Data("We routed **packets**.\n".utf8).write(to: body)
        defer { try? FileManager.default.removeItem(at: body) }
        #expect(book.run(["note", "add", "--course", "net", "--session", "2026-09-24", "--title", "Routing: part 1", "--body-file", body.path]) == 0)
        let path = "notes/net/2026-09-24-routing-part-1.md"
        let text = try #require(book.current(path))
        #expect(text.hasPrefix("---\ntitle: \"Routing: part 1\"\ncreated: "))
        #expect(text.hasSuffix("Z\n---\nWe routed **packets**.\n"))
        try book.expectChanges([path: text])
        #expect(try BookLoader(root: book.root).load().book.notes.map(\.title).contains("Routing: part 1"))
    }

    @Test func dryRunWritesNothing() throws {
        let book = try BookCopy()
        defer { book.remove() }
        #expect(book.run(["enroll", "net", "ravi", "--dry-run"]) == 0)
        #expect(book.run(["course", "remove", "net", "--dry-run"]) == 0)
        try book.expectUnchanged()
        #expect(!FileManager.default.fileExists(atPath: book.root.appendingPathComponent(".coursebook").path))
    }
}
