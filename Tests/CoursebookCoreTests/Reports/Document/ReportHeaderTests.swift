import Testing
@testable import CourseModel
@testable import CoursebookCore

@Suite("Report headers: what a report describes")
struct ReportHeaderTests {
    /// The options each kind needs to be made at all.
    static func options(_ kind: ReportKind, _ book: CourseBook) -> ReportOptions {
        var options = ReportFixture.options(book)
        if kind == .notes { options.courseID = "alg" }
        if kind == .profile { options.personID = "noether" }
        if kind == .signin {
            options.courseID = "alg"
            options.sessionDate = LocalDate(iso: "2026-10-05")
        }
        return options
    }

    @Test(arguments: ReportKind.allCases)
    func everyReportGivesTermDateAndWhenItWasMadeInEveryFormat(_ kind: ReportKind) throws {
        let book = try ReportFixture.book()
        let document = try ReportBuilder(book: book).document(kind, options: Self.options(kind, book))
        let markdown = MarkdownReportRenderer.render(document)
        for line in ["- Term: Autumn 2026, 2026-09-07 to 2026-10-16 (Europe/Berlin)", "- Date: 2026-10-05 (Monday)", "- Generated: 2026-10-05 23:59 (Europe/Berlin)"] {
            #expect(markdown.contains("\n" + line + "\n"), "\(kind): \(line)")
        }
        let html = HTMLReportRenderer.render(document, templates: try TemplateLibrary.load())
        #expect(html.contains("<div><dt>Date</dt><dd>2026-10-05 (Monday)</dd></div>"), "\(kind)")
        let report = try #require(document.json["report"])
        #expect(report["kind"]?.text == kind.rawValue)
        #expect(report["date"]?.text == "2026-10-05")
        #expect(report["generated"]?.text == "2026-10-05T21:59:00Z")
        #expect(report["term"]?["timezone"]?.text == "Europe/Berlin")
        #expect((report["course"] == .null) == (kind != .notes && kind != .signin))
    }

    @Test func aCourseReportNamesTheCourseAndItsStaffByRole() throws {
        let book = try BookLoader(root: SiteTestSupport.sampleData).load().book
        var options = ReportOptions.at(Instant(secondsSince1970: 0), today: LocalDate(iso: "2026-11-21")!, term: book.term)
        options.courseID = "cs201"
        let document = try ReportBuilder(book: book).document(.roster, options: options)
        #expect(document.header?.facts.prefix(4).map { "\($0.label): \($0.value)" } == [
            "Course: Data Structures (cs201)", "Instructor: Katrin Brandt", "Co-instructor: Ren Nakamura", "Teaching assistant: Łukasz Nowak",
        ])
        let report = try #require(document.json["report"])
        #expect(report["course"]?["name"]?.text == "Data Structures")
        #expect((report["staff"]?.array ?? []).compactMap { $0["role"]?.text } == ["instructor", "co-instructor", "ta"])
    }

    @Test func aCourseWithoutStaffSaysItHasNoTeacher() throws {
        let book = try ReportFixture.book()
        var options = ReportFixture.options(book)
        options.courseID = "hist"
        let document = try ReportBuilder(book: book).document(.sessions, options: options)
        #expect(document.header?.facts.map(\.label) == ["Course", "Teacher", "Term", "Date", "Generated"])
        #expect(document.header?.facts[1].value == SiteWords.english[.noTeacher])
    }

    @Test func theWholeBookAttendanceGivesEachCourseItsTeacherDateAndASignatureLine() throws {
        let book = try ReportFixture.book()
        var options = ReportFixture.options(book)
        options.generated = Instant(secondsSince1970: 1_791_183_600) // 2026-10-05 09:00 in Berlin
        let document = try ReportBuilder(book: book).document(.attendance, options: options)
        let courses = document.sections.filter { $0.level == 2 }
        #expect(courses.count == 4)
        for section in courses {
            #expect(section.facts.map(\.label) == ["Teacher", "Generated"])
            #expect(section.facts.last?.value == "2026-10-05 09:00 (Europe/Berlin)")
        }
        #expect(courses.map(\.signature) == ["Emmy Noether", "Emmy Noether", "", "Ada Lovelace"])
        let markdown = MarkdownReportRenderer.render(document)
        #expect(markdown.contains("\n- Teacher: No teacher assigned\n"))
        #expect(markdown.contains("\nSignature (Ada Lovelace): ________________________________ Date: ______________\n"))
        #expect(markdown.contains("\nSignature: ________________________________ Date: ______________\n"))
        let html = HTMLReportRenderer.render(document, templates: try TemplateLibrary.load())
        #expect(html.components(separatedBy: "<p class=\"signature\">").count - 1 == 4)
        #expect(html.contains("<span>Signature (Ada Lovelace)</span><span class=\"signature-line\"></span>"))
        // One course's report has all of that in its header; its sheet still ends with the line.
        options.courseID = "alg"
        let one = try ReportBuilder(book: book).document(.attendance, options: options)
        #expect(one.sections.allSatisfy { $0.facts.isEmpty })
        #expect(one.sections.first?.signature == "Emmy Noether")
    }

    @Test func signatureUnderscoresStayTextInMarkdown() {
        let html = NoteBodyHTML.render(MarkdownReportRenderer.signature("Ada *Lovelace*"))
        #expect(html == "<p>Signature (Ada *Lovelace*): ________________________________ Date: ______________</p>\n")
    }
}
