import CourseModel
import Foundation
import Testing
@testable import CoursebookCore

/// A course without a teacher says so in the reports' words on its page and on every course card,
/// in both editions, so "none yet" cannot be mistaken for a part of the page left out. The sample
/// book's `ger210` has no teacher.
@Suite("Course without a teacher")
struct CourseWithoutTeacherTests {
    @Test(arguments: [SiteAudience.public, .staff])
    func pagesAndCardsSayNoTeacherAssigned(_ audience: SiteAudience) async throws {
        let book = try BookLoader(root: SiteTestSupport.sampleData).load().book
        let site = try await SiteTestSupport.build(SiteTestSupport.sampleData, audience: audience)
        let untaught = book.courses.filter { $0.teacherID == nil }.map(\.id)
        #expect(untaught == ["ger210"])
        for course in book.courses {
            let page = try #require(site.files.text(SitePath.course(course.id)))
            let says = page.contains("<dt>Teacher</dt><dd>\(SiteWords.english[.noTeacher])</dd>")
            #expect(says == (course.teacherID == nil), "\(audience) \(course.id)")
            #expect(page.contains("<dt>Teacher</dt>") || page.contains("<dt>Teachers</dt>"), "\(audience) \(course.id): no teacher row")
        }
        for path in [SitePath.courses, SitePath.home] {
            let cards = try #require(site.files.text(path)).components(separatedBy: "<li class=\"card\">").dropFirst()
            let ger210 = try #require(cards.first { $0.contains("courses/ger210/") }, "\(path)")
            #expect(ger210.contains(" · \(SiteWords.english[.noTeacher])</p>"), "\(audience) \(path)")
            #expect(cards.filter { $0.contains(SiteWords.english[.noTeacher]) }.count == 1, "\(audience) \(path)")
        }
    }

    @Test func theCourseReportUsesTheSameWords() throws {
        let book = try BookLoader(root: SiteTestSupport.sampleData).load().book
        var options = ReportOptions.at(Instant(secondsSince1970: 0), today: LocalDate(iso: "2026-11-21"), term: book.term)
        options.courseID = "ger210"
        let report = try ReportBuilder(book: book).document(.course, options: options)
        #expect(MarkdownReportRenderer.render(report).contains("| Teacher | \(SiteWords.english[.noTeacher]) |"))
    }
}
