import Testing
@testable import CourseModel
@testable import CoursebookCore

@Suite("Report options")
struct ReportBuilderTests {
    @Test func unknownIdsListTheClosestKnownOnes() throws {
        let book = try ReportFixture.book()
        var options = ReportFixture.options(book)
        options.courseID = "algg"
        let course = #expect(throws: ReportRequestError.self) { try ReportBuilder(book: book).document(.roster, options: options) }
        guard case .unknownCourse("algg", let closest)? = course else { Issue.record("expected unknownCourse, got \(String(describing: course))"); return }
        #expect(closest.first == "alg")
        #expect(closest.count == 3)
        options.courseID = nil
        options.personID = "noeter"
        let person = #expect(throws: ReportRequestError.self) { try ReportBuilder(book: book).document(.profile, options: options) }
        guard case .unknownPerson("noeter", let people)? = person else { Issue.record("expected unknownPerson, got \(String(describing: person))"); return }
        #expect(people.first == "noether")
        #expect(ReportRequestError.unknownCourse("algg", closest: ["alg"]).description == "unknown course 'algg'; closest: alg")
    }

    @Test func requiredAndUnusedOptionsAreUsageErrors() throws {
        let book = try ReportFixture.book()
        let options = ReportFixture.options(book)
        #expect(throws: ReportRequestError.missingOption(kind: .notes, option: "--course ID")) {
            try ReportBuilder(book: book).document(.notes, options: options)
        }
        #expect(throws: ReportRequestError.missingOption(kind: .profile, option: "--person ID")) {
            try ReportBuilder(book: book).document(.profile, options: options)
        }
        var withCourse = options
        withCourse.courseID = "alg"
        #expect(throws: ReportRequestError.unusedOption(kind: .teachers, option: "--course")) {
            try ReportBuilder(book: book).document(.teachers, options: withCourse)
        }
        withCourse.sessionDate = LocalDate(iso: "2026-09-15")
        #expect(throws: ReportRequestError.noSession(course: "alg", date: LocalDate(iso: "2026-09-15")!, closest: LocalDate.list("2026-09-09", "2026-09-14", "2026-09-16"))) {
            try ReportBuilder(book: book).document(.notes, options: withCourse)
        }
    }

    @Test func aFixedTodayMeansTheEndOfThatDayInTheTermTimeZone() throws {
        let book = try ReportFixture.book()
        let options = ReportFixture.options(book)
        #expect(options.today.description == "2026-10-05")
        #expect(options.now.iso8601 == "2026-10-05T22:00:00Z")
        #expect(options.generated?.iso8601 == "2026-10-05T21:59:00Z")
        // Without --today: 2026-10-04T22:30Z is already the 5th in Berlin.
        let late = ReportOptions.at(Instant(secondsSince1970: 1_791_153_000), today: nil, term: book.term)
        #expect(late.now.iso8601 == "2026-10-04T22:30:00Z")
        #expect(late.today.description == "2026-10-05")
    }

    @Test func deadlinesTakeExtraDatedDeadlinesBesideProjects() throws {
        let book = try ReportFixture.book()
        let extra = Deadline(courseID: "hist", title: "Essay", due: .day(LocalDate(iso: "2026-10-07")!), source: .page)
        let document = DeadlinesReport(today: ReportFixture.today, days: 3, extra: [extra]).document(for: book)
        #expect(document.sections.first?.table?.rows.map { $0[3] } == ["Proof portfolio", "=cmd|' /C calc'!A0", "Essay"])
    }
}

extension LocalDate {
    static func list(_ texts: String...) -> [LocalDate] { texts.map { LocalDate(iso: $0)! } }
}
