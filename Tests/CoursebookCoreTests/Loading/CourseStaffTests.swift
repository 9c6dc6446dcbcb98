import CourseModel
import Foundation
import Testing
@testable import CoursebookCore

/// Staff per course: `staff:` with roles, offices and office hours beside the short `teacher:`;
/// a person may teach one course and study another, never both in one.
@Suite("Course staff")
struct CourseStaffTests {
    /// `valid-book` with `alg` co-taught by tlin and obrandt and assisted by chen, who studies geo.
    private func staffedBook(_ staff: String = Self.staff, people: String? = nil, config: String? = nil) throws -> (URL, Result<CourseBook, BookError>) {
        let book = try FixtureBooks.copy("valid-book")
        let course = try String(contentsOf: book.appendingPathComponent("courses/alg.yml"), encoding: .utf8)
        try FixtureBooks.write(course.replacingOccurrences(of: "teacher: tlin\n", with: "teacher: tlin\n" + staff), "courses/alg.yml", in: book)
        if let people { try FixtureBooks.write(people, "people.csv", in: book) }
        if let config {
            let text = try String(contentsOf: book.appendingPathComponent("coursebook.yml"), encoding: .utf8)
            try FixtureBooks.write(text + config, "coursebook.yml", in: book)
        }
        return (book, Result { () throws(BookError) in try BookLoader(root: book).load().book })
    }

    static let staff = """
        staff:
          - person: obrandt
            role: co-instructor
            office: B-12
            hours:
              - {days: W, start: "13:00", end: "14:00", room: B-12}
          - person: chen
            role: ta
            hours:
              - {days: MF, start: "16:00", end: "17:00"}

        """

    @Test func teacherAndStaffMakeOneListInFileOrder() throws {
        let (folder, loaded) = try staffedBook()
        defer { try? FileManager.default.removeItem(at: folder) }
        let book = try loaded.get()
        let alg = try #require(book.course("alg"))
        #expect(alg.staff.map(\.personID) == ["tlin", "obrandt", "chen"])
        #expect(alg.staff.map(\.role) == [.instructor, .coInstructor, .ta])
        #expect(alg.teacherID == "tlin" && alg.instructorIDs == ["tlin", "obrandt"])
        #expect(alg.staff[1].office == "B-12" && alg.staff[1].officeHours.first?.room == "B-12")
        #expect(alg.staff[2].officeHours.first?.days == [.monday, .friday])
    }

    @Test func aStudentOfOneCourseAssistsAnotherAndHasBothProfileSections() throws {
        let (folder, loaded) = try staffedBook()
        defer { try? FileManager.default.removeItem(at: folder) }
        let book = try loaded.get()
        let profile = MarkdownReportRenderer.render(PersonProfileReport(personID: "chen").document(for: book))
        #expect(profile.contains("## Courses taught") && profile.contains("| Algorithms | alg | Teaching assistant |"))
        #expect(profile.contains("## Courses studied") && profile.contains("| geo |"))
        #expect(profile.contains("| Role | student, staff |"))
    }

    @Test func theSampleBookHasACoTaughtCourseWithAStudentAsItsAssistant() throws {
        let book = try BookLoader(root: SiteTestSupport.sampleData).load().book
        let cs201 = try #require(book.course("cs201"))
        #expect(cs201.instructorIDs.count == 2 && cs201.staff.contains { $0.role == .ta && $0.personID == "lnowak" })
        #expect(cs201.staff.allSatisfy { !$0.officeHours.isEmpty })
        #expect(book.enrollments.contains { $0.studentID == "lnowak" && $0.courseID != "cs201" })
        #expect(book.enrollments.contains { $0.from != nil }, "a student who joined late")
        let profile = MarkdownReportRenderer.render(PersonProfileReport(personID: "lnowak").document(for: book))
        #expect(profile.contains("## Courses taught") && profile.contains("## Courses studied"))
    }

    @Test func theTeachersReportCountsInstructorsAndCoInstructorsNotAssistants() throws {
        let (folder, loaded) = try staffedBook()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = TeachersReport().document(for: try loaded.get())
        let rows = try #require(report.csv).rows
        #expect(rows.contains(["Computer Science", "Brandt, Oskar", "obrandt", "1", "alg"]))
        #expect(rows.contains(["Computer Science", "Lindqvist, Tova", "tlin", "1", "alg"]))
        #expect(!rows.contains { $0.contains("chen") }, "a teaching assistant is not counted as teaching")
    }

    @Test func staffOnTheirOwnCourseUnknownPeopleAndRolesAreErrorsWhereWritten() throws {
        let staff = """
            staff:
              - person: amara
                role: ta
              - person: nobody
                role: co-instructor
              - person: bjorn
                role: grader
              - person: amara
                role: co-instructor

            """
        let (folder, loaded) = try staffedBook(staff)
        defer { try? FileManager.default.removeItem(at: folder) }
        guard case .failure(.invalid(let problems)) = loaded else { Issue.record("loaded"); return }
        #expect(problems.map(\.description) == [
            "courses/alg.yml:8:13: error: unknown person 'nobody' in 'staff'",
            "courses/alg.yml:11:11: error: unknown staff role 'grader' (known: instructor, co-instructor, ta; a book adds roles under 'staff_roles' in coursebook.yml)",
            "courses/alg.yml:12:13: error: 'amara' is on the staff twice (first at line 6); give one entry with one role",
            "enrollments.csv:2:5: error: 'amara' is on the staff of 'alg' (ta), so they cannot also be enrolled in it",
            "enrollments.csv:3:5: error: 'bjorn' is on the staff of 'alg' (grader), so they cannot also be enrolled in it",
        ])
    }

    @Test func aBookRoleAndPeopleWithoutARoleColumn() throws {
        let people = "id,first_name,last_name,email\ntlin,Tova,Lindqvist,t@x.example.org\nobrandt,Oskar,Brandt,o@x.example.org\namara,Amara,Okafor,a@x.example.org\nbjorn,Björn,Ekström,b@x.example.org\nchen,Chen,Wu,c@x.example.org\n"
        let staff = "staff:\n  - {person: obrandt, role: grader}\n"
        let (folder, loaded) = try staffedBook(staff, people: people, config: "staff_roles: [grader]\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let book = try loaded.get()
        #expect(book.people.allSatisfy { $0.role == nil })
        #expect(book.course("alg")?.staff.last?.role.title == "Grader")
        #expect(PersonProfileReport.summary(book.person("obrandt")!, staffed: true, studies: false) { SiteWords.english[$0] } == "staff")
    }

    @Test func officeHoursAreWeeklyEventsWithoutHolidays() async throws {
        let (folder, loaded) = try staffedBook()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try loaded.get()
        let site = try await SiteTestSupport.build(folder)
        let ics = try #require(site.files.text("calendar.ics")).replacingOccurrences(of: "\r\n ", with: "")
        let events = ics.components(separatedBy: "BEGIN:VEVENT").filter { $0.contains("UID:alg-hours-") }
        #expect(events.count == 2)
        let chen = try #require(events.first { $0.contains("UID:alg-hours-chen-1@coursebook") })
        // The term runs 19 Oct – 6 Nov; its reading days 28–30 Oct take out Friday the 30th.
        #expect(chen.contains("DTSTART;TZID=Europe/Berlin:20261019T160000"))
        #expect(chen.contains("RRULE:FREQ=WEEKLY;BYDAY=MO,FR;UNTIL=20261106T225959Z"))
        #expect(chen.contains("EXDATE;TZID=Europe/Berlin:20261030T160000"))
        #expect(chen.contains("SUMMARY:Office hours: Chen Wu (Algorithms)"))
        let obrandt = try #require(events.first { $0.contains("UID:alg-hours-obrandt-1@coursebook") })
        #expect(obrandt.contains("DTSTART;TZID=Europe/Berlin:20261021T130000") && obrandt.contains("LOCATION:B-12"))
        #expect(obrandt.contains("EXDATE;TZID=Europe/Berlin:20261028T130000"))
    }

    @Test(arguments: [(SiteAudience.public, false), (.public, true), (.staff, false)])
    func theCoursePageHasAStaffSectionWithEmailsOnlyWhenTheBookSaysSo(_ audience: SiteAudience, _ showEmail: Bool) async throws {
        let (folder, loaded) = try staffedBook(config: showEmail ? "site:\n  show_staff_email: true\n" : nil)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try loaded.get().settings.showStaffEmail == showEmail)
        let site = try await SiteTestSupport.build(folder, audience: audience)
        let page = try #require(site.files.text(SitePath.course("alg")))
        #expect(page.contains("<h2 id=\"course.staff-title\">Staff</h2>"))
        #expect(page.contains("<dt>Teachers</dt>"))
        #expect(page.contains("Teaching assistant") && page.contains("Office hours: Mon, Fri 16:00–17:00"))
        #expect(page.contains("Office: B-12"))
        let emails = audience == .staff || showEmail
        #expect(page.contains("mailto:oskar.brandt@staff.example.org") == emails)
        #expect(page.contains("mailto:chen.wu@students.example.org") == emails, "a TA's address is staff contact, shown by the same rule")
        #expect(!page.contains("amara.okafor@students.example.org") || audience == .staff, "students' addresses never reach the public site")
    }
}
