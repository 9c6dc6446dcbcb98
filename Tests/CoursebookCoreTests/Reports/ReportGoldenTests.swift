import Foundation
import Testing
@testable import CourseModel
@testable import CoursebookCore

@Suite("Report golden files")
struct ReportGoldenTests {
    /// One golden set per kind, plus variants for options that change a report's shape.
    struct Case: Sendable, CustomStringConvertible {
        let name: String
        let kind: ReportKind
        let configure: @Sendable (inout ReportOptions) -> Void

        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "sessions", kind: .sessions) { _ in },
        Case(name: "roster", kind: .roster) { _ in },
        Case(name: "roster-course", kind: .roster) { $0.courseID = "prog" },
        Case(name: "teachers", kind: .teachers) { _ in },
        Case(name: "course", kind: .course) { _ in },
        Case(name: "profile", kind: .profile) { $0.personID = "noether" },
        Case(name: "profile-student", kind: .profile) { $0.personID = "mixed" },
        Case(name: "attendance", kind: .attendance) { _ in },
        Case(name: "attendance-matrix", kind: .attendance) { $0.matrix = true },
        Case(name: "attendance-below", kind: .attendance) { $0.below = 75 },
        Case(name: "bonus", kind: .bonus) { _ in },
        Case(name: "projects", kind: .projects) { _ in },
        Case(name: "deadlines", kind: .deadlines) { _ in },
        Case(name: "notes", kind: .notes) { $0.courseID = "alg" },
        Case(name: "notes-session", kind: .notes) { options in
            options.courseID = "alg"
            options.sessionDate = LocalDate(iso: "2026-09-14")
            options.order = .asc
        },
        Case(name: "recent", kind: .recent) { _ in },
        Case(name: "places", kind: .places) { _ in },
        Case(name: "signin", kind: .signin) { options in
            options.courseID = "prog"
            options.sessionDate = LocalDate(iso: "2026-10-10")
        },
    ]

    @Test func everyKindHasAGoldenCase() {
        #expect(Set(Self.cases.map(\.kind)) == Set(ReportKind.allCases))
    }

    /// The README's CSV rule: every header cell, the matrix's session columns too, is a snake_case
    /// name a tool can turn into an identifier as it is.
    @Test(arguments: cases)
    func csvHeadersAreSnakeCaseNames(_ testCase: Case) throws {
        let book = try ReportFixture.book()
        var options = ReportFixture.options(book)
        testCase.configure(&options)
        let document = try ReportBuilder(book: book).document(testCase.kind, options: options)
        let csv = try ReportFormat.csv.render(document, templates: TemplateLibrary.load())
        let header = String(csv.prefix { $0 != "\r\n" && $0 != "\n" })
        for column in header.split(separator: ",", omittingEmptySubsequences: false) {
            #expect(column.wholeMatch(of: /[a-z][a-z0-9]*(_[a-z0-9]+)*/) != nil, "\(testCase.name): \(column)")
        }
        if testCase.name == "attendance-matrix" { #expect(header.contains(",session_2026_09_07,")) }
    }

    @Test(arguments: cases)
    func matchesGoldenFilesInEveryFormat(_ testCase: Case) throws {
        let book = try ReportFixture.book()
        var options = ReportFixture.options(book)
        testCase.configure(&options)
        let document = try ReportBuilder(book: book).document(testCase.kind, options: options)
        let templates = try TemplateLibrary.load()
        for format in ReportFormat.allCases {
            try ReportFixture.expectGolden(format.render(document, templates: templates), "\(testCase.name).\(format.fileExtension)")
        }
    }
}
