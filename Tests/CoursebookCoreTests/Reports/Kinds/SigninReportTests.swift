import Foundation
import Testing
@testable import CourseModel
@testable import CoursebookCore

@Suite("Sign-in sheet")
struct SigninReportTests {
    static func sheet(_ courseID: String?, _ date: String?, book: CourseBook) throws(ReportRequestError) -> ReportDocument {
        var options = ReportFixture.options(book)
        options.courseID = courseID
        options.sessionDate = date.flatMap(LocalDate.init(iso:))
        return try ReportBuilder(book: book).document(.signin, options: options)
    }

    @Test func oneRowPerStudentInRosterOrderThenBlankRows() throws {
        let book = try ReportFixture.book()
        let document = try Self.sheet("alg", "2026-09-14", book: book)
        let table = try #require(document.sections.first?.table)
        #expect(table.columns == ["#", "Name", "ID", "Signature", "Time"])
        let roster = PeopleOrder.sorted(book.students(of: "alg")).map(\.id)
        #expect(table.rows.prefix(roster.count).map { $0[2] } == roster)
        #expect(table.rows.map { $0[0] } == (1...(roster.count + SigninReport.blankRows)).map(String.init))
        #expect(table.rows.allSatisfy { $0[3].isEmpty && $0[4].isEmpty })
        #expect(table.rows.suffix(SigninReport.blankRows).allSatisfy { $0[1].isEmpty && $0[2].isEmpty })
        #expect(document.pageStyle == "sheet")
    }

    @Test func theHeaderGivesCourseStaffDayTimeAndRoom() throws {
        let book = try ReportFixture.book()
        let document = try Self.sheet("prog", "2026-10-10", book: book)
        #expect(document.header?.facts.map { "\($0.label): \($0.value)" } == [
            "Course: Programming & Data (prog)", "Instructor: Ada Lovelace", "Term: Autumn 2026, 2026-09-07 to 2026-10-16 (Europe/Berlin)",
            "Date: 2026-10-10 (Saturday)", "Time: 10:00–12:00", "Room: A-101", "Session: Hackathon", "Generated: 2026-10-05 23:59 (Europe/Berlin)",
        ])
        #expect(document.json["report"]?["date"]?.text == "2026-10-10")
        #expect(document.json["weekday"]?.text == "Saturday")
    }

    /// jalvarez joined cs101 on 2026-09-21 (sample book): not on the sheets of the weeks before.
    @Test func onlyStudentsEnrolledOnTheDayAreListed() throws {
        let book = try BookLoader(root: SiteTestSupport.sampleData).load().book
        let before = try Self.sheet("cs101", "2026-09-18", book: book)
        let after = try Self.sheet("cs101", "2026-09-21", book: book)
        let ids = { (document: ReportDocument) in (document.sections.first?.table?.rows ?? []).map { $0[2] }.filter { !$0.isEmpty } }
        #expect(!ids(before).contains("jalvarez"))
        #expect(ids(after).contains("jalvarez"))
        #expect(ids(after).count == ids(before).count + 1)
        #expect(before.sections.first?.paragraphs == ["19 students enrolled on 2026-09-18; the last 5 rows are for anyone not listed."])
    }

    @Test func aWrongCourseOrDayIsAUsageErrorNamingTheNearest() throws {
        let book = try ReportFixture.book()
        #expect(throws: ReportRequestError.missingOption(kind: .signin, option: "--course ID")) { try Self.sheet(nil, "2026-09-14", book: book) }
        #expect(throws: ReportRequestError.missingOption(kind: .signin, option: "--session DATE")) { try Self.sheet("alg", nil, book: book) }
        #expect(throws: ReportRequestError.unknownCourse("algg", closest: ["alg", "prog", "geo"])) { try Self.sheet("algg", "2026-09-14", book: book) }
        let error = #expect(throws: ReportRequestError.self) { try Self.sheet("alg", "2026-09-15", book: book) }
        #expect(error?.description == "course 'alg' has no session on 2026-09-15 (Tue); closest: 2026-09-09 (Wed), 2026-09-14 (Mon), 2026-09-16 (Wed)")
    }

    @Test func csvAndJsonListTheStudentsWithoutTheBlankRows() throws {
        let book = try ReportFixture.book()
        let document = try Self.sheet("geo", "2026-09-11", book: book)
        #expect(CSVReportRenderer.render(document) == "course,date,number,id,last_name,first_name,signature,time\r\ngeo,2026-09-11,1,eabel,Abel,Emile,,\r\ngeo,2026-09-11,2,zbaker,Baker,Zoë,,\r\n")
        #expect(document.json["students"]?.array?.count == 2)
        #expect(document.json["blank_rows"] == .int(5))
    }
}
