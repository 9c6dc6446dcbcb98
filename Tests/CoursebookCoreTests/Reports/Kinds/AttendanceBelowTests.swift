import Testing
@testable import CourseModel
@testable import CoursebookCore

@Suite("Attendance: flagging students below a threshold")
struct AttendanceBelowTests {
    static func document(below: Double?, courseID: String? = nil, matrix: Bool = false) throws -> ReportDocument {
        let book = try ReportFixture.book()
        var options = ReportFixture.options(book)
        options.below = below
        options.courseID = courseID
        options.matrix = matrix
        return try ReportBuilder(book: book).document(.attendance, options: options)
    }

    @Test func studentsUnderTheThresholdAreFlaggedAndCounted() throws {
        let document = try Self.document(below: 75, courseID: "alg", matrix: true)
        let table = try #require(document.sections.first?.table)
        #expect(table.columns[7...9] == ["%", "Below 75%", "09-07"])
        // 75.0 is not below 75; a student with no percentage (all excused) has nothing to flag.
        #expect(table.rows.map { "\($0[1]) \($0[7]) \($0[8])" } == [
            "mixed 33.3 yes", "eabel 87.5 ", "palvarez 75.0 ", "ralvarez 66.7 yes", "zbaker 0.0 yes", "ezola 87.5 ",
        ])
        #expect(document.sections.first?.paragraphs.last == "Below 75%: 3 of 6 students (=HYPERLINK(\"http://x\"), Pipe|<b>Bold</b>; ÁLVAREZ, Rosa; Baker, Zoë).")
        #expect(document.subtitle.last == "Students whose attendance is below 75% are flagged.")
        #expect(document.json["below"] == .double(75))
        let students = document.json["courses"]?.array?.first?["students"]?.array ?? []
        #expect(students.map { $0["below"] } == [true, false, false, true, true, false].map { .bool($0) })
        let csv = CSVReportRenderer.render(document)
        #expect(csv.hasPrefix("course,id,last_name,first_name,present,late,absent,excused,points,percent,below,session_2026_09_07,"))
        #expect(csv.contains("\r\nalg,zbaker,Baker,Zoë,0,0,1,3,0,0.0,yes,E,A,E,E\r\n"))
    }

    @Test func aCourseWithNobodyBelowSaysSo() throws {
        let document = try Self.document(below: 50, courseID: "geo")
        #expect(document.sections.first?.paragraphs.last == "Below 50%: none of 2 students.")
        #expect(try Self.document(below: 12.5, courseID: "geo").sections.first?.table?.columns.last == "Below 12.5%")
    }

    @Test func withoutTheOptionNothingChanges() throws {
        let document = try Self.document(below: nil)
        #expect(document.json["below"] == nil)
        #expect(document.sections.first?.table?.columns.count == 8)
    }

    @Test func theThresholdIsAPercentage() throws {
        for bad in [-0.5, 100.5, .nan, .infinity] {
            #expect(throws: ReportRequestError.self) { try Self.document(below: bad) }
        }
        #expect(ReportRequestError.outOfRange(option: "--below", value: 120, range: "a percentage from 0 to 100").description
            == "--below must be a percentage from 0 to 100, not 120")
        #expect(try Self.document(below: 0).sections.first?.paragraphs.last == "Below 0%: none of 6 students.")
        #expect(try Self.document(below: 100).sections.first?.paragraphs.last?.hasPrefix("Below 100%: 6 of 6 students") == true)
        let book = try ReportFixture.book()
        var options = ReportFixture.options(book)
        options.below = 75
        #expect(throws: ReportRequestError.unusedOption(kind: .roster, option: "--below")) { try ReportBuilder(book: book).document(.roster, options: options) }
    }
}
