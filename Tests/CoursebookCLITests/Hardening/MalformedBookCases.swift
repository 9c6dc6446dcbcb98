import Foundation

/// The malformed-book table: each case breaks one copy of `Fixtures/valid-book` in one way.
extension MalformedBook {
    private typealias M = Mutation

    static let cases: [MalformedBook] = yaml + csv + encoding + references + ranges + dates + files + cascades

    private static let yaml: [MalformedBook] = [
        MalformedBook("YAML: a duplicate key, reported where it is written again", [at("courses/geo.yml", 9, 1, "duplicate key 'name' (first on line 1)")],
                      M.append("name: Again\n", "courses/geo.yml")),
        MalformedBook("YAML: a duplicate key in a list item", [at("courses/geo.yml", 7, 5, "duplicate key 'start' (first on line 6)")],
                      M.replace("    start: \"13:30\"\n", "    start: \"13:30\"\n    start: \"13:40\"\n", in: "courses/geo.yml")),
        MalformedBook("YAML: a duplicate key in note front matter", [at("notes/alg/2026-10-19-intro.md", 4, 1, "duplicate key 'title' (first on line 2)")],
                      M.replace("created: 2026-10-19T10:05:00+02:00\n", "created: 2026-10-19T10:05:00+02:00\ntitle: Again\n", in: "notes/alg/2026-10-19-intro.md")),
        MalformedBook("YAML: unclosed flow list at the top", [at("coursebook.yml", 2, 5, "invalid YAML")],
                      M.replace("title: Riverside Test Academy", "title: [Riverside", in: "coursebook.yml")),
        MalformedBook("YAML: unterminated quote two levels down", [at("coursebook.yml", 4, 10, "the quote opened here is never closed")],
                      M.replace("start: 2026-10-19", "start: \"2026-10-19", in: "coursebook.yml")),
        MalformedBook("YAML: bad indentation three levels down", [at("courses/alg.yml", 7, 12, "invalid YAML")],
                      M.replace("    start: \"09:00\"", "      start: \"09:00\"\n   bad", in: "courses/alg.yml")),
        MalformedBook("YAML: a list where a mapping belongs", [at("coursebook.yml", 1, 1, "must be a mapping")],
                      M.write("- title\n- term\n", "coursebook.yml")),
        MalformedBook("YAML: broken note front matter", [at("notes/alg/2026-10-19-intro.md", 3, 8, "invalid YAML")],
                      M.replace("title: First meeting", "title: [First meeting", in: "notes/alg/2026-10-19-intro.md")),
        MalformedBook("YAML: tab indentation", [at("courses/geo.yml", 6, 1, "invalid YAML")],
                      M.replace("    start: \"13:30\"", "\tstart: \"13:30\"", in: "courses/geo.yml")),
    ]

    private static let csv: [MalformedBook] = [
        MalformedBook("CSV: a row with too many fields", [at("people.csv", 7, 1, "row has 6 fields but the header has 5")],
                      M.append("dora,Dora,Diaz,dora@students.example.org,student,extra\n", "people.csv")),
        MalformedBook("CSV: a row with too few fields", [at("enrollments.csv", 5, 1, "row has 1 field")],
                      M.append("geo\n", "enrollments.csv")),
        MalformedBook("CSV: unterminated quote", [at("attendance.csv", 6, 5, "quoted field is never closed")],
                      M.append("geo,\"chen,2026-10-22,present\n", "attendance.csv")),
        MalformedBook("CSV: text after a closing quote", [at("projects.csv", 4, nil, "unexpected text after a closing quote")],
                      M.append("geo,\"Proofs\"x,2026-11-03,no\n", "projects.csv")),
        MalformedBook("CSV: a required column is missing", [at("people.csv", 1, nil, "email")],
                      M.write("id,first_name,last_name,role\ntlin,Tova,Lindqvist,teacher\n", "people.csv")),
    ]

    private static let encoding: [MalformedBook] = [
        MalformedBook("encoding: a stray byte in a CSV field", [at("people.csv", 4, 7, "not valid UTF-8")],
                      { book in try M.bytes(Array(try Data(contentsOf: book.appendingPathComponent("people.csv"))).replacingFirst(Array("Amara,Okafor".utf8), with: Array("Am\u{61}".utf8) + [0xFF] + Array("ra,Okafor".utf8)), "people.csv")(book) }),
        MalformedBook("encoding: invalid bytes in YAML", [at("courses/geo.yml", 2, 10, "not valid UTF-8")],
                      M.bytes(Array("name: Geometry\nsubject: ".utf8) + [0xC3, 0x28] + Array("Mathematics\nbranch: M\nmeets: []\n".utf8), "courses/geo.yml")),
        MalformedBook("encoding: UTF-16 CSV", [at("people.csv", 1, 1, "UTF-16")], M.utf16("people.csv")),
        MalformedBook("encoding: UTF-16 YAML", [at("courses/geo.yml", 1, 1, "UTF-16")], M.utf16("courses/geo.yml")),
        MalformedBook("loads: BOM in CSV", [], M.recode("people.csv", crlf: false, bom: true)),
        MalformedBook("loads: CRLF in CSV", [], M.recode("attendance.csv", crlf: true, bom: false)),
        MalformedBook("loads: BOM and CRLF in the book file", [], M.recode("coursebook.yml", crlf: true, bom: true)),
        MalformedBook("loads: CRLF in a course", [], M.recode("courses/alg.yml", crlf: true, bom: false)),
        MalformedBook("loads: BOM and CRLF in a note", [], M.recode("notes/alg/2026-10-19-intro.md", crlf: true, bom: true)),
    ]

    private static let references: [MalformedBook] = [
        MalformedBook("duplicate person id", [at("people.csv", 7, 1, "duplicate id 'chen' (first used on line 6)")],
                      M.append("chen,Chen,Other,chen.other@students.example.org,student\n", "people.csv")),
        MalformedBook("duplicate enrollment", [at("enrollments.csv", 5, 5, "duplicate enrollment")], M.append("alg,bjorn\n", "enrollments.csv")),
        MalformedBook("duplicate attendance", [at("attendance.csv", 6, nil, "duplicate attendance")],
                      M.append("geo,chen,2026-10-20,present\n", "attendance.csv")),
        MalformedBook("duplicate project", [at("projects.csv", 4, nil, "duplicate project 'Graphs'")],
                      M.append("alg,Graphs,2026-11-04,no\n", "projects.csv")),
        MalformedBook("duplicate course file", [at("courses/geo.yml", 0, nil, "duplicate course id 'geo'")],
                      { book in try FileManager.default.copyItem(at: book.appendingPathComponent("courses/geo.yml"), to: book.appendingPathComponent("courses/geo.yaml")) }),
        MalformedBook("unknown teacher", [at("courses/geo.yml", 4, 10, "unknown person 'nobody' in 'teacher'")],
                      M.replace("branch: Mathematics\n", "branch: Mathematics\nteacher: nobody\n", in: "courses/geo.yml")),
        MalformedBook("unknown course in enrollments", [at("enrollments.csv", 5, 1, "unknown course 'bio'")], M.append("bio,chen\n", "enrollments.csv")),
        MalformedBook("unknown student in enrollments", [at("enrollments.csv", 5, 5, "unknown person 'ghost'")], M.append("geo,ghost\n", "enrollments.csv")),
        MalformedBook("unknown course in projects", [at("projects.csv", 4, 1, "unknown course 'bio'")], M.append("bio,Cells,2026-11-02,no\n", "projects.csv")),
        MalformedBook("unknown course in attendance", [at("attendance.csv", 6, 1, "unknown course 'bio'")],
                      M.append("bio,chen,2026-10-20,present\n", "attendance.csv")),
        MalformedBook("student not enrolled in attendance", [at("attendance.csv", 6, nil, "not enrolled in course 'geo'")],
                      M.append("geo,amara,2026-10-20,present\n", "attendance.csv")),
        MalformedBook("unknown student in bonus", [at("bonus.csv", 4, nil, "unknown person 'ghost'")], M.append("alg,ghost,2,Help,\n", "bonus.csv")),
        MalformedBook("notes of an unknown course", [at("notes/bio", 0, nil, "unknown course 'bio'")],
                      M.write("---\ntitle: x\ncreated: 2026-10-20T10:00:00+02:00\n---\n", "notes/bio/2026-10-20-x.md")),
        MalformedBook("a course page that does not exist", [at("courses/alg.yml", 14, 7, "course page 'pages/missing.md' does not exist")],
                      M.replace("page: pages/alg.md", "page: pages/missing.md", in: "courses/alg.yml")),
    ]

    private static let ranges: [MalformedBook] = [
        MalformedBook("bonus points above 10", [at("bonus.csv", 4, 11, "'points' must be a whole number from 1 to 10")],
                      M.append("alg,amara,11,Too much,\n", "bonus.csv")),
        MalformedBook("bonus points of 0", [at("bonus.csv", 4, 11, "'points' must be a whole number from 1 to 10")],
                      M.append("alg,amara,0,Nothing,\n", "bonus.csv")),
        MalformedBook("unknown attendance status", [at("attendance.csv", 6, 21, "'status' must be present, late, absent or excused")],
                      M.append("geo,chen,2026-10-22,sleeping\n", "attendance.csv")),
        MalformedBook("unknown role", [at("people.csv", 7, nil, "'role' must be student, teacher or empty")],
                      M.append("dean,Dee,Ann,dee.ann@staff.example.org,dean\n", "people.csv")),
        MalformedBook("meeting days that are no days", [at("courses/geo.yml", 5, nil, "'days'")],
                      M.replace("days: [Tue, Thu]", "days: MXQ", in: "courses/geo.yml")),
        MalformedBook("a negative reminder", [at("coursebook.yml", 10, nil, "'reminder_hours' must be a whole n")],
                      M.append("calendar:\n  reminder_hours: -3\n", "coursebook.yml")),
    ]

    private static let dates: [MalformedBook] = [
        MalformedBook("due on 30 February", [at("projects.csv", 4, nil, "'due' must be YYYY-MM-DD")], M.append("geo,Proofs,2026-02-30,no\n", "projects.csv")),
        MalformedBook("attendance in month 13", [at("attendance.csv", 6, 10, "'date' is not a valid date")],
                      M.append("geo,chen,2026-13-01,present\n", "attendance.csv")),
        MalformedBook("a meeting starting at 25:00", [at("courses/geo.yml", 6, nil, "'start' is not a valid time")],
                      M.replace("start: \"13:30\"", "start: \"25:00\"", in: "courses/geo.yml")),
        MalformedBook("a meeting ending at 14:60", [at("courses/geo.yml", 7, nil, "'end' is not a valid time")],
                      M.replace("end: \"14:45\"", "end: \"14:60\"", in: "courses/geo.yml")),
        MalformedBook("a meeting ending before it starts", [at("courses/geo.yml", 7, nil, "meeting ends at 12:00, which is not after its start 13:30")],
                      M.replace("end: \"14:45\"", "end: \"12:00\"", in: "courses/geo.yml")),
        MalformedBook("an extra session ending before it starts", [at("courses/alg.yml", 13, 47, "extra session ends at 09:00")],
                      M.replace("start: \"10:00\", end: \"12:00\"", "start: \"10:00\", end: \"09:00\"", in: "courses/alg.yml")),
        MalformedBook("a term ending before it starts", [at("coursebook.yml", 5, nil, "is before its 'start'")],
                      M.replace("end: 2026-11-06", "end: 2026-10-01", in: "coursebook.yml")),
        // Issue 14, item 17: a term to 9999 took 10 s and 1 GB to check and filled the disk on build.
        MalformedBook("a term ending in 9999", [at("coursebook.yml", 5, nil, "a term is at most 3 years long")],
                      M.replace("end: 2026-11-06", "end: 9999-12-31", in: "coursebook.yml")),
        MalformedBook("a term one day longer than 3 years", [at("coursebook.yml", 5, nil, "is more than 3 years after its 'start'")],
                      M.replace("end: 2026-11-06", "end: 2029-10-20", in: "coursebook.yml")),
        MalformedBook("a holiday on 29 February 2026", [at("coursebook.yml", 9, nil, "holiday is not a valid date")],
                      M.append("    - 2026-02-29\n", "coursebook.yml")),
        MalformedBook("a note created at 24:30", [at("notes/alg/2026-10-19-intro.md", 3, nil, "'created' must be an ISO 8601 date-time")],
                      M.replace("2026-10-19T10:05:00+02:00", "2026-10-19T24:30:00+02:00", in: "notes/alg/2026-10-19-intro.md")),
        MalformedBook("a time zone that does not exist", [at("coursebook.yml", 6, nil, "not a known IANA time zone")],
                      M.replace("Europe/Berlin", "Mars/Olympus_Mons", in: "coursebook.yml")),
    ]

    private static let files: [MalformedBook] = [
        MalformedBook("empty people.csv", [at("people.csv", 1, 1, "file is empty")], M.write("", "people.csv")),
        MalformedBook("empty course file", [at("courses/geo.yml", 1, 1, "course file is empty")], M.write("", "courses/geo.yml")),
        MalformedBook("empty coursebook.yml", [at("coursebook.yml", 1, 1, "file is empty")], M.write("", "coursebook.yml")),
        MalformedBook("a folder where people.csv belongs", [at("people.csv", 0, nil, "is a folder")], M.folder("people.csv")),
        MalformedBook("a folder where a course file belongs", [at("courses/geo.yml", 0, nil, "is a folder")], M.folder("courses/geo.yml")),
        MalformedBook("a named pipe where attendance.csv belongs", [at("attendance.csv", 0, nil, "not a regular file")], M.fifo("attendance.csv")),
        MalformedBook("a dangling link for bonus.csv", [at("bonus.csv", 0, nil, "link")], M.danglingLink("bonus.csv")),
        MalformedBook("people.csv linked to a shared roster outside the book", [at("people.csv", 0, nil, "links outside the book")], { book in
            let shared = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-shared-\(UUID().uuidString).csv")
            try FileManager.default.moveItem(at: book.appendingPathComponent("people.csv"), to: shared)
            try FileManager.default.createSymbolicLink(at: book.appendingPathComponent("people.csv"), withDestinationURL: shared)
        }),
        MalformedBook("five independent errors", [
            at("bonus.csv", 4, 11, "'points'"), at("courses/geo.yml", 7, nil, "meeting ends"), at("enrollments.csv", 5, 1, "unknown course"),
            at("people.csv", 7, 1, "duplicate id"), at("projects.csv", 4, nil, "'due'"),
        ], { book in
            try M.append("alg,amara,12,x,\n", "bonus.csv")(book)
            try M.replace("end: \"14:45\"", "end: \"12:00\"", in: "courses/geo.yml")(book)
            try M.append("bio,chen\n", "enrollments.csv")(book)
            try M.append("chen,C,W,c.w@students.example.org,student\n", "people.csv")(book)
            try M.append("geo,Proofs,2026-10-32,no\n", "projects.csv")(book)
        }),
    ]

    /// One mistake whose consequences elsewhere must not be reported again (issue 14, item 12).
    private static let cascades: [MalformedBook] = [
        MalformedBook("cascade: a misspelled student in enrollments.csv (their attendance and bonus rows stay quiet)",
                      [at("enrollments.csv", 2, 5, "unknown person 'amarra'")], M.replace("alg,amara\n", "alg,amarra\n", in: "enrollments.csv")),
        MalformedBook("cascade: a misspelled course in enrollments.csv (the student's rows in the course meant stay quiet)",
                      [at("enrollments.csv", 2, 1, "unknown course 'agl'")], M.replace("alg,amara\n", "agl,amara\n", in: "enrollments.csv")),
        MalformedBook("cascade: a NUL in a person id (references to the id stay quiet)", [at("people.csv", 4, 1, "'id' must be")],
                      M.replace("amara,Amara", "am\u{0}ara,Amara", in: "people.csv")),
        MalformedBook("cascade: courses is a file (references to courses stay quiet)", [at("courses", 0, nil, "is a file")], { book in
            try FileManager.default.removeItem(at: book.appendingPathComponent("courses"))
            try Data("x\n".utf8).write(to: book.appendingPathComponent("courses"))
        }),
        MalformedBook("cascade: no courses folder", [at("courses", 0, nil, "missing folder")], { book in
            try FileManager.default.removeItem(at: book.appendingPathComponent("courses"))
        }),
        MalformedBook("cascade: a YAML alias repeating a broken meeting gives one error",
                      [at("courses/geo.yml", 5, nil, "meeting ends at 12:45")], M.replace("""
                          meets:
                            - days: [Tue, Thu]
                              start: "13:30"
                              end: "14:45"
                              room: M-1
                          """, """
                          meets:
                            - &m {days: [Tue], start: "13:30", end: "12:45", room: M-1}
                            - *m
                            - *m
                            - *m
                          """, in: "courses/geo.yml")),
        MalformedBook("cascade: enrollments.csv linked out of the book (enrollments unknown, not missing)",
                      [at("enrollments.csv", 0, nil, "links outside the book")], { book in
            let shared = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-shared-\(UUID().uuidString).csv")
            try FileManager.default.moveItem(at: book.appendingPathComponent("enrollments.csv"), to: shared)
            try FileManager.default.createSymbolicLink(at: book.appendingPathComponent("enrollments.csv"), withDestinationURL: shared)
        }),
    ]
}

extension Array where Element == UInt8 {
    /// This array with the first occurrence of `old` replaced by `new`.
    func replacingFirst(_ old: [UInt8], with new: [UInt8]) -> [UInt8] {
        guard let start = indices.first(where: { self[$0...].starts(with: old) }) else { return self }
        return Array(self[..<start]) + new + Array(self[(start + old.count)...])
    }
}
