import CourseModel
import Foundation
import Testing
@testable import CoursebookCore

/// `days:` as people write it: letters, names, and the letter mistakes that would otherwise
/// silently change a timetable.
@Suite("Meeting days")
struct MeetingDaysTests {
    private func load(days: String) throws -> (days: [Weekday]?, diagnostics: [Diagnostic]) {
        let book = try FixtureBooks.copy("valid-book")
        defer { try? FileManager.default.removeItem(at: book) }
        let path = book.appendingPathComponent("courses/alg.yml")
        let text = try String(contentsOf: path, encoding: .utf8).replacingOccurrences(of: "days: MWF", with: "days: \(days)")
        try text.write(to: path, atomically: true, encoding: .utf8)
        // Other days would move alg's sessions away from its attendance rows and note.
        try "course,student,date,status\n".write(to: book.appendingPathComponent("attendance.csv"), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: book.appendingPathComponent("notes/alg"))
        switch Result(catching: { () throws(BookError) in try BookLoader(root: book).load() }) {
        case .success(let result):
            return (result.book.course("alg")?.meetings.first?.days, result.warnings)
        case .failure(let error):
            guard case .invalid(let diagnostics) = error else { throw error }
            return (nil, diagnostics.filter { $0.severity == .error })
        }
    }

    @Test func capitalTHIsAnErrorAtTheDaysLineWithAHint() throws {
        let (days, diagnostics) = try load(days: "TH")
        #expect(days == nil)
        #expect(diagnostics.count == 1)
        let error = try #require(diagnostics.first)
        #expect(error.location.path == "courses/alg.yml" && error.location.line == 6 && error.location.column == 11, "\(error)")
        #expect(error.message.contains("'H' is not a day letter") && error.message.contains("did you mean TR?"), "\(error.message)")
    }

    @Test func lettersAndNamesStillRead() throws {
        #expect(try load(days: "TR").days == [.tuesday, .thursday])
        #expect(try load(days: "Th").days == [.thursday])
        #expect(try load(days: "Thursday").days == [.thursday])
        #expect(try load(days: "THU").days == [.thursday])
        #expect(try load(days: "[Tue, Thu]").days == [.tuesday, .thursday])
    }

    @Test func anUnknownLetterWithoutAGuessNamesTheLetter() throws {
        let (_, diagnostics) = try load(days: "MXF")
        #expect(diagnostics.map(\.message) == [MeetingParser.unknownDayLetters("MXF")])
        #expect(diagnostics.first?.message.hasPrefix("'X' is not a day letter in 'days: MXF'") == true)
        #expect(diagnostics.first?.message.contains("did you mean") == false)
    }
}
